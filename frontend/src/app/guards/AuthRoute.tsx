import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { DEFAULT_AFTER_LOGIN, clearRedirectTarget, peekRedirectTarget } from '../../lib/auth-navigation';
import { PageLoader } from '../../ui/PageLoader';

/**
 * /auth: a user who signs in here goes to the saved target, else /dashboard; one already signed in when the page
 * opened goes to /dashboard (spec §2), whatever an earlier signed-out visit of this tab saved.
 */
export function AuthRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const signedIn = Boolean(user);
  const signedInOnArrival = useRef<boolean | null>(null);
  if (!isLoading && signedInOnArrival.current === null) signedInOnArrival.current = signedIn;
  useEffect(() => {
    if (signedIn) clearRedirectTarget();
  }, [signedIn]);
  if (isLoading) return <PageLoader />;
  if (user) {
    const target = signedInOnArrival.current ? null : peekRedirectTarget();
    return <Navigate to={target ?? DEFAULT_AFTER_LOGIN} replace />;
  }
  return <>{children}</>;
}
