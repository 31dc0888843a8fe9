import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { OfflineScreen } from '../../ui/OfflineScreen';
import { ScreenLoader } from '../../ui/PageLoader';
import { ToSignIn } from './ToSignIn';
import { SCREEN_TITLES } from '../../ui/screen-titles';

/**
 * /admin (spec §2): Loading while the user resolves, anonymous users to /auth, non-admins to /.
 * Admin code is rendered only past this guard, so its chunk never loads for members.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading, isOffline, isUnreachable } = useCurrentUser();
  if (isLoading) return <ScreenLoader title={SCREEN_TITLES.admin} />;
  if (isOffline || isUnreachable) return <OfflineScreen unreachable={isUnreachable} />;
  if (!user) return <ToSignIn />;
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
