import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { api, errorMessage, useSession } from '@treina/web-platform';
import { PublicCard } from '../../shared/public-card';
import { TextInput } from '../../shared/text-input';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

/** The first screen of a user whose password someone else set: they choose their own (PATCH /api/user/{id}). */
export function OwnPasswordPage() {
  const { user, refresh, logout } = useSession();
  const password = useNewPassword();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const canSave = !sending && password.complete;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || !user) return;
    setSending(true);
    setError(null);
    try {
      await api.patch(`/user/${user.id_usuario}`, { senha: password.value.nova_senha });
      // The answer renewed the session cookie; the user without the flag opens the app.
      await refresh();
    } catch (failure) {
      setError(errorMessage(failure));
      setSending(false);
    }
  };

  return (
    <PublicCard title="Troque sua senha" subheader="Sua senha foi definida por outra pessoa. Crie uma senha sua para continuar.">
      <Box component="form" onSubmit={(event: FormEvent) => void submit(event)}>
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" role="alert" data-testid="password-feedback">
              {error}
            </Alert>
          )}
          <TextInput label="E-mail" type="email" name="email" value={user?.email ?? ''} disabled />
          <NewPasswordFields password={password} />
          <Button type="submit" variant="contained" disabled={!canSave} fullWidth>
            Salvar Nova Senha
          </Button>
          <Button variant="text" onClick={() => void logout()}>
            Sair
          </Button>
        </Stack>
      </Box>
    </PublicCard>
  );
}
