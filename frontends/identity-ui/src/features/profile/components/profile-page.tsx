import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Notification, PageCard, useNotification } from '@treina/ui-kit';
import { RemoteLoading, refusalOr, useSession } from '@treina/web-platform';
import { profileQuery, useUpdateProfile } from '../api/profile-api';

const PROFILE_MESSAGES = {
  updated: 'Usuário atualizado com sucesso!',
  failed: 'Ocorreu um erro ao atualizar o usuário',
} as const;

/** Meu Perfil (/profile): e-mail read-only, Nome, senha, 'Atualizar Dados'. */
export function ProfilePage() {
  const session = useSession();
  const profile = useQuery(profileQuery());
  const update = useUpdateProfile();
  const { notify, notificationProps } = useNotification();
  const [nome, setNome] = useState('');
  const [senha, setSenha] = useState('');

  // Each profile load (the first, and the refetch after an update) fills Nome.
  const [filledFrom, setFilledFrom] = useState<typeof profile.data>();
  if (profile.data && profile.data !== filledFrom) {
    setFilledFrom(profile.data);
    setNome(profile.data.nome);
  }

  // A profile load failure logs the user out.
  useEffect(() => {
    if (profile.error) void session.logout();
  }, [profile.error, session]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!profile.data || !nome.trim()) return;
    try {
      await update.mutateAsync({
        id_usuario: profile.data.id_usuario,
        nome: nome.trim(),
        ...(senha ? { senha } : {}),
      });
      setSenha('');
      notify.success(PROFILE_MESSAGES.updated);
      await Promise.all([profile.refetch(), session.refresh()]);
    } catch (error) {
      console.error('[identity_ui] profile update failed', error);
      notify.error(refusalOr(error, PROFILE_MESSAGES.failed));
    }
  };

  // The form only once the profile is there: an empty e-mail and name would look like a profile without them.
  if (!profile.data) {
    return (
      <PageCard title="Meu Perfil">
        <RemoteLoading />
      </PageCard>
    );
  }

  return (
    <PageCard title="Meu Perfil">
      <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} sx={{ maxWidth: 480 }}>
        <Stack spacing={2}>
          <TextField label="E-mail" name="email" type="email" value={profile.data.email} disabled fullWidth />
          <TextField label="Nome" name="nome" value={nome} onChange={(event) => setNome(event.target.value)} required fullWidth />
          <TextField
            label="Senha"
            name="senha"
            type="password"
            autoComplete="new-password"
            value={senha}
            onChange={(event) => setSenha(event.target.value)}
            helperText="Deixe em branco para manter a senha atual."
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" disabled={!profile.data || !nome.trim() || update.isPending}>
              Atualizar Dados
            </Button>
          </Box>
        </Stack>
      </Box>
      <Notification {...notificationProps} />
    </PageCard>
  );
}
