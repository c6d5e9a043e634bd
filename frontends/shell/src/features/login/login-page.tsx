import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, useSession } from '@treina/web-platform';
import { homePathFor } from '../../session/session-api';
import { askedPlacePath, takeReturnPlace } from '../../session/return-place';
import { useShellAuth } from '../../session/session-provider';
import { preloadAppLayout } from '../../app/load-app-layout';
import { FullPageLoading } from '../../routes/full-page-loading';
import { LightAlert, LightPublicCard, LightTextField } from '../../shared/light-ui';

const LOGIN_ERROR_VISIBLE_MS = 5000;
const LOGIN_INTERACTIVE_MARK = 'treina:login-interactive';
const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Faça login novamente!';

/**
 * The login screen. Drawn without MUI (shared/light-ui) so that /login loads little
 * JavaScript; the screen after log-in starts loading as soon as the user types.
 */
export function LoginPage() {
  const { status } = useSession();
  const { login, expired } = useShellAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // The server's message shows for a while (LOGIN_ERROR_VISIBLE_MS), then clears.
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
    preloadAppLayout();
    const credentials = { username: email.trim(), password };
    // The fields are cleared on submit.
    setEmail('');
    setPassword('');
    setError(null);
    setSubmitting(true);
    try {
      const user = await login(credentials);
      // Back to the check-in page that asked for the login, or where an expired session left this user;
      // a plain log-in lands on the default. Only a path of this site, from the router's state, never from the address.
      const kept = takeReturnPlace(user.id_usuario, window.location.origin);
      const asked = askedPlacePath((location.state as { from?: unknown } | null)?.from, window.location.origin);
      navigate(asked ?? kept ?? homePathFor(user), { replace: true });
    } catch (err) {
      setError(errorMessage(err));
      setSubmitting(false);
    }
    // On success the page stays 'submitting' until the router leaves it: the router's navigation
    // is a transition, and a render of this page as 'authenticated' in between would send the
    // user to '/' (their landing screen) instead of where they were going.
  };

  const typed = (set: (value: string) => void) => (value: string) => {
    preloadAppLayout();
    set(value);
  };

  return (
    <LightPublicCard title="Login" subheader="Digite seu E-mail e Senha">
      <form className="tr-stack" onSubmit={(event: FormEvent) => void submit(event)}>
        {expired && !error && (
          <LightAlert severity="warning" testId="session-expired">
            {SESSION_EXPIRED_MESSAGE}
          </LightAlert>
        )}
        {error && (
          <LightAlert severity="error" testId="login-error">
            {error}
          </LightAlert>
        )}
        <LightTextField
          label="E-mail"
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          onChange={typed(setEmail)}
          required
          autoFocus
        />
        <LightTextField
          label="Senha"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={typed(setPassword)}
          required
        />
        <Link className="tr-link" to="/change_password">
          Esqueci minha senha
        </Link>
        <button type="submit" className="tr-button" disabled={submitting}>
          Acessar
        </button>
      </form>
    </LightPublicCard>
  );
}
