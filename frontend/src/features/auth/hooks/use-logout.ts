import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearReadableCookies, clearStoredUserId, markLogoutPending } from '../../../api/session-storage';
import { beginSignOut, clearRedirectTarget } from '../../../lib/auth-navigation';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { toast } from '../../../ui/toast/toast-store';
import { CURRENT_USER_KEY, logout, logoutDirect } from '../api/auth-api';

export const LOGOUT_SERVER_ERROR =
  "You've been logged out, but there was an issue with the server. Please refresh the page.";

/**
 * Spec §4 "Logout": clear the stored userId and cookies, call the server (retrying once with a direct request),
 * clear the user and always end at /. The screen stays while the server is asked, so that the profile's button
 * can say 'Logging out...' (spec §2); the screen it leaves hands over to / (`beginSignOut`), never to /auth.
 */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  // The logout button keeps the focus while it runs (no disabled attribute): a second press is dropped.
  const run = useOneAtATime(async () => {
    setPending(true);
    clearStoredUserId();
    clearReadableCookies();
    clearRedirectTarget();
    try {
      await logout();
    } catch {
      try {
        await logoutDirect();
      } catch {
        // The server still holds the session: it is ended as soon as it can be (fetchCurrentUser, startSession).
        markLogoutPending();
        toast({ title: 'Logout', description: LOGOUT_SERVER_ERROR, variant: 'destructive' });
      }
    } finally {
      beginSignOut();
      navigate('/', { replace: true });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      setPending(false);
    }
  });

  return { logout: run, isPending };
}
