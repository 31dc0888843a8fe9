import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { OfflineScreen } from '../../ui/OfflineScreen';
import { PageLoader } from '../../ui/PageLoader';
import { ToSignIn } from './ToSignIn';

/** Login-required routes: anonymous users go to /auth with the target saved (spec §2). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading, isOffline, isUnreachable } = useCurrentUser();
  if (isLoading) return <PageLoader />;
  if (isOffline || isUnreachable) return <OfflineScreen unreachable={isUnreachable} />;
  if (!user) return <ToSignIn />;
  return children ? <>{children}</> : <Outlet />;
}
