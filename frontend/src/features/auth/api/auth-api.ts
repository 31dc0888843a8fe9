import { api } from '../../../api/http';
import type {
  AuthStatus,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  User,
  ValidateResetTokenResponse,
} from '../../../api/types';

export const CURRENT_USER_KEY = ['/api/user'] as const;
export const AUTH_STATUS_KEY = ['/api/auth-status'] as const;

export function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  return api.get<User | null>('/api/user', { signal, returnNullOn401: true, sendUserIdHint: true });
}

export function fetchAuthStatus(signal?: AbortSignal): Promise<AuthStatus> {
  return api.get<AuthStatus>('/api/auth-status', { signal, sendUserIdHint: true, skipAuthRefresh: true });
}

export function login(body: LoginRequest): Promise<User> {
  return api.post<User>('/api/login', body, { skipAuthRefresh: true });
}

export function register(body: RegisterRequest): Promise<User> {
  return api.post<User>('/api/register', body, { skipAuthRefresh: true });
}

export function logout(): Promise<unknown> {
  return api.post<unknown>('/api/logout', undefined, { skipAuthRefresh: true });
}

/** The logout fallback of spec §4: a direct request outside the shared request layer. */
export async function logoutDirect(): Promise<void> {
  const response = await fetch('/api/logout', { method: 'POST', credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}`);
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/forgot-password', { email }, { skipAuthRefresh: true });
}

export function validateResetToken(token: string, signal?: AbortSignal): Promise<ValidateResetTokenResponse> {
  return api.get<ValidateResetTokenResponse>(`/api/validate-reset-token/${encodeURIComponent(token)}`, {
    signal,
    skipAuthRefresh: true,
  });
}

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/reset-password', body, { skipAuthRefresh: true });
}
