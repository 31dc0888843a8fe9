import type { User } from '../api/types';
import { getStoredUserId } from '../api/session-storage';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';

export interface ShellUser {
  user: User | null;
  /** True while the session check runs on a device where someone signed in: who it is is not known yet. */
  pending: boolean;
}

/**
 * Who the shell and the open screens are drawn for. On a device where nobody signed in (no stored userId) the
 * visitor's screen shows at once instead of after the session check, so the public home paints without waiting
 * for the API; should the check find a session after all, the screens switch (and redirect) when it answers.
 */
export function useShellUser(): ShellUser {
  const { user, isLoading } = useCurrentUser();
  return { user, pending: isLoading && getStoredUserId() !== null };
}
