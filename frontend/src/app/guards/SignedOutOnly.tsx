import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { PageLoader } from '../../ui/PageLoader';

/** Open routes with a signed-in twin: / goes to /dashboard and /classes to /classes/member (spec §2). */
export function SignedOutOnly({ redirectTo, children }: { redirectTo: string; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader />;
  if (user) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}
