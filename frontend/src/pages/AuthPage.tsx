import { AuthPanel } from '../features/auth/components/AuthPanel';

/** /auth and /reset-password (the panel names the page after the form it shows). */
export default function AuthPage({ resetRoute = false }: { resetRoute?: boolean }) {
  return (
    <div className="page page--narrow auth-page">
      <h1 className="page-title">{resetRoute ? 'Reset Password' : 'Account'}</h1>
      <AuthPanel resetRoute={resetRoute} />
    </div>
  );
}
