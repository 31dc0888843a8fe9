import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { saveRedirectTarget } from '../../lib/auth-navigation';
import { OfflineScreen } from '../../ui/OfflineScreen';
import { PageLoader } from '../../ui/PageLoader';

/** Login-required routes: anonymous users go to /auth with the target saved (spec §2). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading, isOffline } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (isOffline) return <OfflineScreen />;
  if (!user) {
    saveRedirectTarget(`${location.pathname}${location.search}`);
    return <Navigate to="/auth" replace />;
  }
  return children ? <>{children}</> : <Outlet />;
}
