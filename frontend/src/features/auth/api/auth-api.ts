import { apiClient, call, callOrNullOn401, fetchAuthStatus, userIdHint } from '../../../api/http';
import { clearLogoutPending, isLogoutPending } from '../../../api/session-storage';
import type { LoginRequest, RegisterRequest, ResetPasswordRequest } from '../../../api/types';

export { fetchAuthStatus };

export const CURRENT_USER_KEY = ['/api/user'] as const;
export const AUTH_STATUS_KEY = ['/api/auth-status'] as const;

/** Calls about credentials themselves: a 401 there is the answer, not an expired session. */
const CREDENTIALS_CALL = { skipAuthRefresh: true };

/** Spec §7: the current user; a 401 gives none. */
/** The signed-in user; nobody while a logout this device made has not reached the server (it is asked again first). */
export async function fetchCurrentUser(signal?: AbortSignal) {
  if (isLogoutPending() && !(await finishPendingLogout())) return null;
  return callOrNullOn401(() => apiClient.GET('/api/user', { signal, headers: userIdHint() }));
}

export function login(body: LoginRequest) {
  return call(() => apiClient.POST('/api/login', { body }), CREDENTIALS_CALL);
}

export function register(body: RegisterRequest) {
  return call(() => apiClient.POST('/api/register', { body }), CREDENTIALS_CALL);
}

export function logout() {
  return call(() => apiClient.POST('/api/logout'), CREDENTIALS_CALL);
}

/** The logout fallback of spec §4: a direct request outside the shared request layer. */
export async function logoutDirect(): Promise<void> {
  const response = await fetch('/api/logout', { method: 'POST', credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}`);
}

/** Ends on the server a session a logout could not end (no connection then); answers whether it is now ended. */
export async function finishPendingLogout(): Promise<boolean> {
  try {
    await logoutDirect();
    clearLogoutPending();
    return true;
  } catch {
    return false;
  }
}

export function requestPasswordReset(email: string) {
  return call(() => apiClient.POST('/api/forgot-password', { body: { email } }), CREDENTIALS_CALL);
}

export function validateResetToken(token: string, signal?: AbortSignal) {
  return call(
    () => apiClient.GET('/api/validate-reset-token/{token}', { params: { path: { token } }, signal }),
    CREDENTIALS_CALL,
  );
}

export function resetPassword(body: ResetPasswordRequest) {
  return call(() => apiClient.POST('/api/reset-password', { body }), CREDENTIALS_CALL);
}
