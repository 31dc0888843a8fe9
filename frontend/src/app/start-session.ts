import { fetchAuthStatus } from '../features/auth/api/auth-api';
import { USER_ID_COOKIE_DAYS_AT_START, getStoredUserId, setUserIdCookie } from '../api/session-storage';

/** Spec §4: at start-up, a stored userId sets the cookie and the auth status call refreshes session cookies. */
export function startSession(): void {
  const userId = getStoredUserId();
  if (!userId) return;
  setUserIdCookie(userId, USER_ID_COOKIE_DAYS_AT_START);
  fetchAuthStatus().catch(() => undefined);
}
