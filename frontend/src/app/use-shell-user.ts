import type { User } from '../api/types';
import { getStoredUserId } from '../api/session-storage';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';

export interface ShellUser {
  user: User | null;
  /** True while the session check runs on a device where someone signed in: who it is is not known yet. */
  pending: boolean;
  /**
   * Whether the screens are drawn for a member: the session check found one, or it cannot be made (offline, or
   * the server out of reach) on a device where someone signed in, who is taken to be signed in still, so the
   * shell does not offer a member Login and Sign Up until the connection returns.
   */
  signedIn: boolean;
}

/**
 * Who the shell and the open screens are drawn for. On a device where nobody signed in (no stored userId) the
 * visitor's screen shows at once instead of after the session check, so the public home paints without waiting
 * for the API; should the check find a session after all, the screens switch (and redirect) when it answers.
 */
export function useShellUser(): ShellUser {
  const { user, isLoading, isOffline, isUnreachable } = useCurrentUser();
  const stored = getStoredUserId() !== null;
  return {
    user,
    pending: isLoading && stored,
    signedIn: user !== null || ((isOffline || isUnreachable) && stored),
  };
}
