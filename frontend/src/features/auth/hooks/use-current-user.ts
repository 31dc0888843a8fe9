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
  /**
   * Online, but the server could not be asked (an outage, a dropped or captive connection): who the user is stays
   * unknown, and the check is tried again until the server answers.
   */
  isUnreachable: boolean;
  isAdmin: boolean;
}

/** How often the session is checked again while the server cannot be reached. */
const UNREACHABLE_RETRY_MS = 5_000;

/** The signed-in user, or null for a visitor (spec §7: 401 gives none; retried twice 1 s apart). */
export function useCurrentUser(): CurrentUser {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: USER_FETCH_RETRIES,
    retryDelay: USER_FETCH_RETRY_DELAY_MS,
    // The browser may think it was online all along, so the server's return is not a reconnection to refetch on.
    refetchInterval: (q) =>
      q.state.data === undefined && q.state.status === 'error' ? UNREACHABLE_RETRY_MS : false,
  });
  const user = query.data ?? null;
  const online = useOnlineStatus();
  const unknown = query.data === undefined;
  const isOffline = unknown && (!online || query.fetchStatus === 'paused');
  // While an unreachable server is asked again the query is back to 'pending': it stays unreachable until it
  // answers, rather than flashing the loading screen every few seconds.
  const isUnreachable =
    unknown && !isOffline && (query.isError || (query.errorUpdateCount > 0 && query.isFetching));
  return {
    user,
    isLoading: query.isPending && !isOffline && !isUnreachable,
    isOffline,
    isUnreachable,
    isAdmin: Boolean(user?.isAdmin),
  };
}
