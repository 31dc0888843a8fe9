import { Navigate, useLocation } from 'react-router-dom';
import { isSigningOut, saveRedirectTarget } from '../../lib/auth-navigation';

/**
 * Where a screen that needs a session sends someone without one: to /auth, the screen saved as the target after
 * login (spec §2); but to / when this tab's member just signed out there (spec §4), the screen not saved.
 */
export function ToSignIn() {
  const location = useLocation();
  if (isSigningOut()) return <Navigate to="/" replace />;
  saveRedirectTarget(`${location.pathname}${location.search}`);
  return <Navigate to="/auth" replace />;
}
