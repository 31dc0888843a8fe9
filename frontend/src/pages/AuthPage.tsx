import { AuthPanel } from '../features/auth/components/AuthPanel';
import { usePageTitle } from '../ui/use-page-title';

/** /auth and /reset-password. */
export default function AuthPage({ resetRoute = false }: { resetRoute?: boolean }) {
  usePageTitle(resetRoute ? 'Reset Password' : 'Sign In');
  return (
    <div className="page page--narrow auth-page">
      <h1 className="page-title">{resetRoute ? 'Reset Password' : 'Account'}</h1>
      <AuthPanel resetRoute={resetRoute} />
    </div>
  );
}
