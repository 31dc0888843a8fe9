import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../../ui/PageLoader';
import { useShellUser } from '../use-shell-user';

/**
 * Open routes with a signed-in twin: / goes to /dashboard and /classes to /classes/member (spec §2), keeping the
 * query and fragment, so a shared link such as /classes?date=… opens the same day for a member (offline, a device
 * where someone signed in goes there too, and waits for the connection, rather than showing the visitor's home).
 */
export function SignedOutOnly({ redirectTo, children }: { redirectTo: string; children: ReactNode }) {
  const { signedIn, pending } = useShellUser();
  const { search, hash } = useLocation();
  if (pending) return <PageLoader />;
  if (signedIn) return <Navigate to={{ pathname: redirectTo, search, hash }} replace />;
  return <>{children}</>;
}
