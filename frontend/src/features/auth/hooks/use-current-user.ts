import { USER_FETCH_RETRIES, USER_FETCH_RETRY_DELAY_MS } from '@studio/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../api/types';
import { useOnlineStatus } from '../../../ui/use-online-status';
import { CURRENT_USER_KEY, fetchCurrentUser } from '../api/auth-api';

export interface CurrentUser {
  user: User | null;
  /** True until the first answer about the session arrives. */
  isLoading: boolean;
  /** Offline before the session could be checked: who the user is stays unknown until the connection returns. */
  isOffline: boolean;
  isAdmin: boolean;
}

/** The signed-in user, or null for a visitor (spec §7: 401 gives none; retried twice 1 s apart). */
export function useCurrentUser(): CurrentUser {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: USER_FETCH_RETRIES,
    retryDelay: USER_FETCH_RETRY_DELAY_MS,
  });
  const user = query.data ?? null;
  const online = useOnlineStatus();
  const isOffline = query.data === undefined && (!online || query.fetchStatus === 'paused');
  return { user, isLoading: query.isPending && !isOffline, isOffline, isAdmin: Boolean(user?.isAdmin) };
}
