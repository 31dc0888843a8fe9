import { fetchAuthStatus, finishPendingLogout } from '../features/auth/api/auth-api';
import {
  USER_ID_COOKIE_DAYS_AT_START,
  getStoredUserId,
  isLogoutPending,
  setUserIdCookie,
} from '../api/session-storage';

/**
 * Spec §4: at start-up, a stored userId sets the cookie and the auth status call refreshes session cookies. A logout
 * that never reached the server is sent again now and whenever the device comes back online.
 */
export function startSession(): void {
  const endPendingLogout = () => {
    if (isLogoutPending()) void finishPendingLogout();
  };
  window.addEventListener('online', endPendingLogout);
  endPendingLogout();
  const userId = getStoredUserId();
  if (!userId) return;
  setUserIdCookie(userId, USER_ID_COOKIE_DAYS_AT_START);
  fetchAuthStatus().catch(() => undefined);
}
