import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { api, errorMessage } from '@treina/web-platform';
import { PublicCard } from '../../shared/public-card';
import { TextInput } from '../../shared/text-input';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { emailFromResetToken } from './reset-token';

const REDIRECT_AFTER_REQUEST_MS = 1500;
const REDIRECT_AFTER_CHANGE_MS = 1000;

interface StatusAnswer {
  status: boolean;
  statusMsg?: string;
}

type Feedback = { severity: 'success' | 'error'; text: string } | null;

export function PasswordChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PublicCard
      title="Troca de Senha"
      subheader={token ? 'Preencha a Nova Senha duas vezes' : 'Digite seu E-mail para solicitar a Troca de Senha'}
    >
      {token ? <NewPasswordForm token={token} /> : <RequestForm />}
    </PublicCard>
  );
}

function useRedirectToLogin(afterMs: number) {
  const navigate = useNavigate();
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => {
      navigate('/login', { replace: true });
    }, afterMs);
    return () => clearTimeout(timer);
  }, [armed, afterMs, navigate]);
  return () => setArmed(true);
}

function FeedbackAlert({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return (
    <Alert severity={feedback.severity} role={feedback.severity === 'error' ? 'alert' : 'status'} data-testid="password-feedback">
      {feedback.text}
    </Alert>
  );
}

function RequestForm() {
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [sending, setSending] = useState(false);
  const redirect = useRedirectToLogin(REDIRECT_AFTER_REQUEST_MS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setSending(true);
    setFeedback(null);
    try {
      const answer = await api.post<StatusAnswer>('/request_change_password', { email: email.trim() }, { skipUnauthorizedHandler: true });
      setFeedback({ severity: 'success', text: answer?.statusMsg ?? 'Solicitação enviada.' });
      redirect();
    } catch (error) {
      setFeedback({ severity: 'error', text: errorMessage(error) });
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)}>
      <Stack spacing={2}>
        <FeedbackAlert feedback={feedback} />
        <TextInput label="E-mail" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} required autoFocus />
        <Button type="submit" variant="contained" disabled={sending || !email.trim()} fullWidth>
          Solicitar Troca de Senha
        </Button>
        <Link component={RouterLink} to="/login" variant="body2">
          Voltar para o Login
        </Link>
      </Stack>
    </Box>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const email = emailFromResetToken(token);
  const password = useNewPassword();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [sending, setSending] = useState(false);
  const redirect = useRedirectToLogin(REDIRECT_AFTER_CHANGE_MS);

  const canSave = !sending && password.complete;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setSending(true);
    setFeedback(null);
    try {
      const answer = await api.post<StatusAnswer>(
        '/change_password',
        { email, password: password.value.nova_senha, token },
        { skipUnauthorizedHandler: true },
      );
      setFeedback({ severity: 'success', text: answer?.statusMsg ?? 'Senha alterada com sucesso.' });
      redirect();
    } catch (error) {
      setFeedback({ severity: 'error', text: errorMessage(error) });
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)}>
      <Stack spacing={2}>
        <FeedbackAlert feedback={feedback} />
        <TextInput label="E-mail" type="email" name="email" value={email} disabled />
        <NewPasswordFields password={password} />
        <Button type="submit" variant="contained" disabled={!canSave} fullWidth>
          Salvar Nova Senha
        </Button>
        <Link component={RouterLink} to="/login" variant="body2">
          Voltar para o Login
        </Link>
      </Stack>
    </Box>
  );
}
