import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage, useSession } from '@treina/web-platform';
import { homePathFor } from '../../session/session-api';
import { useShellAuth } from '../../session/session-provider';
import { FullPageLoading } from '../../routes/route-guards';
import { PublicCard } from '../../shared/public-card';
import { TextInput } from '../../shared/text-input';

export const LOGIN_ERROR_VISIBLE_MS = 5000;
export const LOGIN_INTERACTIVE_MARK = 'treina:login-interactive';
export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Faça login novamente!';

export function LoginPage() {
  const { status } = useSession();
  const { login, expired } = useShellAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // SPEC: the server's message shows for 5000 ms, then clears.
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), LOGIN_ERROR_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [error]);

  // Marks when the form can first be used (tools/frontend-budget.mjs reads it).
  const formShown = status === 'anonymous';
  useEffect(() => {
    if (formShown && performance.getEntriesByName(LOGIN_INTERACTIVE_MARK).length === 0) {
      performance.mark(LOGIN_INTERACTIVE_MARK);
    }
  }, [formShown]);

  if (status === 'loading') return <FullPageLoading />;
  if (status === 'authenticated' && !submitting) return <Navigate to="/" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const credentials = { username: email.trim(), password };
    // SPEC: the fields are cleared on submit.
    setEmail('');
    setPassword('');
    setError(null);
    setSubmitting(true);
    try {
      const user = await login(credentials);
      navigate(homePathFor(user), { replace: true });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PublicCard title="Login" subheader="Digite seu E-mail e Senha">
      <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate={false}>
        <Stack spacing={2}>
          {expired && !error && (
            <Alert severity="warning" data-testid="session-expired">
              {SESSION_EXPIRED_MESSAGE}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert" data-testid="login-error">
              {error}
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            required
            autoFocus
          />
          <TextInput
            label="Senha"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            required
          />
          <Link component={RouterLink} to="/change_password" variant="body2">
            Esqueci minha senha
          </Link>
          <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
            Acessar
          </Button>
        </Stack>
      </Box>
    </PublicCard>
  );
}
