import { Alert, Button, Card } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { clearRegisterFormRequest, hasRegisterFormRequest, showAuthForm } from '../../../lib/auth-navigation';
import { usePageTitle } from '../../../ui/use-page-title';
import { AUTH_TEXTS } from '../auth-texts';
import { AuthStartPanel } from './AuthStartPanel';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordPanel } from './ResetPasswordPanel';
import './auth.css';

export type AuthMode = 'start' | 'login' | 'register' | 'forgot' | 'reset' | 'no-token';

function initialMode(token: string | null, resetRoute: boolean, requested: unknown): AuthMode {
  if (token) return 'reset';
  if (resetRoute) return 'no-token';
  if (hasRegisterFormRequest()) return 'register';
  if (requested === 'login' || requested === 'register') return requested;
  return 'start';
}

const FIRST_CONTROL =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/** The page's title for each form, so that a screen reader hears which one replaced the last. */
const MODE_TITLES: Record<AuthMode, string> = {
  start: 'Sign In',
  login: 'Sign In',
  register: 'Create Account',
  forgot: 'Reset Password',
  reset: 'Create New Password',
  'no-token': 'Reset Password',
};

/** The auth screen of spec §2: start panel, login, registration, reset request and new password. */
export function AuthPanel({ resetRoute = false }: { resetRoute?: boolean }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = params.get('token');
  const requested = (location.state as { mode?: unknown } | null)?.mode;
  const [mode, setMode] = useState<AuthMode>(() => initialMode(token, resetRoute, requested));
  const card = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  usePageTitle(MODE_TITLES[mode]);

  useEffect(() => {
    showAuthForm(mode);
    return () => showAuthForm(null);
  }, [mode]);

  // A new panel replaces the one that had focus (its button is gone): focus goes to the new panel's first control
  // instead of falling to the page. Focus elsewhere, and the first render, keep the browser's own focus.
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    const focused = document.activeElement;
    if (focused && focused !== document.body && !card.current?.contains(focused)) return;
    card.current?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
  }, [mode]);

  // Arriving again at /auth (header links) re-reads the request.
  useEffect(() => {
    if (hasRegisterFormRequest()) {
      clearRegisterFormRequest();
      setMode('register');
    } else if (requested === 'login' || requested === 'register') setMode(requested);
  }, [location.key, requested]);

  const toLogin = useCallback(() => {
    setMode('login');
    if (token || resetRoute) navigate('/auth', { replace: true, state: { mode: 'login' } });
  }, [navigate, resetRoute, token]);
  const toForgot = useCallback(() => setMode('forgot'), []);

  return (
    <Card className="auth-card" ref={card}>
      {mode === 'start' && (
        <AuthStartPanel onLogin={() => setMode('login')} onSignUp={() => setMode('register')} />
      )}
      {mode === 'login' && <LoginForm onForgotPassword={toForgot} onSignUp={() => setMode('register')} />}
      {mode === 'register' && <RegisterForm onLogin={() => setMode('login')} />}
      {mode === 'forgot' && <ForgotPasswordForm onDone={toLogin} />}
      {mode === 'reset' && token && (
        <ResetPasswordPanel token={token} onRequestNewLink={toForgot} onDone={toLogin} />
      )}
      {mode === 'no-token' && (
        <div>
          <h2 className="auth-card__title">Create New Password</h2>
          <Alert type="warning" showIcon title={AUTH_TEXTS.noResetToken} />
          <Button className="auth-card__spaced" type="primary" block onClick={toForgot}>
            Request a password reset
          </Button>
        </div>
      )}
    </Card>
  );
}
