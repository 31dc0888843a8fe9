import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { DEFAULT_AFTER_LOGIN, clearRedirectTarget, peekRedirectTarget } from '../../lib/auth-navigation';
import { PageLoader } from '../../ui/PageLoader';

/** /auth: a signed-in user (also right after login) goes to the saved target, else /dashboard. */
export function AuthRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) clearRedirectTarget();
  }, [signedIn]);
  if (isLoading) return <PageLoader />;
  if (user) return <Navigate to={peekRedirectTarget() ?? DEFAULT_AFTER_LOGIN} replace />;
  return <>{children}</>;
}
