import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '../../ui/PageLoader';
import { useShellUser } from '../use-shell-user';

/** Open routes with a signed-in twin: / goes to /dashboard and /classes to /classes/member (spec §2). */
export function SignedOutOnly({ redirectTo, children }: { redirectTo: string; children: ReactNode }) {
  const { user, pending } = useShellUser();
  if (pending) return <PageLoader />;
  if (user) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}
