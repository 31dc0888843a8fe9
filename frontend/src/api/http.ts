import axios, { type AxiosInstance, type AxiosResponse, type Method } from 'axios';
import { USER_ID_COOKIE_DAYS_ON_REFRESH, getStoredUserId, setUserIdCookie } from './session-storage';
import type { ApiErrorBody, AuthStatus } from './types';

/** Texts of spec §8 "Transport". */
export const TRANSPORT_TEXTS = {
  sessionExpired: 'Your session has expired. Please refresh the page and log in again.',
  network: 'Unable to reach the server. Please check your connection and try again.',
} as const;

/** Spec §9: no further refresh attempts after this many failures in a row. */
export const MAX_FAILED_REFRESHES = 3;

export class ApiError extends Error {
  readonly status: number;
  /** The `message` of the server's error body, when it sent one. */
  readonly serverMessage: string | null;

  constructor(status: number, message: string, serverMessage: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 yields null instead of throwing (spec §8: "a query configured to return null on 401"). */
  returnNullOn401?: boolean;
  /** Calls that are themselves about credentials (login, register, logout) skip the refresh-and-retry. */
  skipAuthRefresh?: boolean;
  /** Send the `Authorization: UserId {id}` hint (spec §7: on the session checks). */
  sendUserIdHint?: boolean;
}

export const httpClient: AxiosInstance = axios.create({
  withCredentials: true,
  headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  // The body is parsed here so that invalid JSON gets the spec's message, and every status reaches our own handling.
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
  validateStatus: () => true,
});

function cleanParams(params?: QueryParams): Record<string, string | number | boolean> | undefined {
  if (!params) return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}

function userIdHeader(): Record<string, string> {
  const id = getStoredUserId();
  return id ? { Authorization: `UserId ${id}` } : {};
}

async function send(method: Method, path: string, options: RequestOptions): Promise<AxiosResponse<string>> {
  try {
    return await httpClient.request<string>({
      method,
      url: path,
      params: cleanParams(options.params),
      data: options.body === undefined ? undefined : JSON.stringify(options.body),
      headers: {
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.sendUserIdHint ? userIdHeader() : {}),
      },
      signal: options.signal,
    });
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    throw new ApiError(0, TRANSPORT_TEXTS.network);
  }
}

function readServerMessage(raw: string): string | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ApiErrorBody> | null;
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = parsed.message;
      if (Array.isArray(message)) return message.join(', ');
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON: the raw text is the body.
  }
  return null;
}

function errorFor(response: AxiosResponse<string>): ApiError {
  const raw = typeof response.data === 'string' ? response.data : '';
  const serverMessage = readServerMessage(raw);
  const detail = serverMessage ?? (raw.trim() || response.statusText || 'Error');
  if (response.status === 401) return new ApiError(401, TRANSPORT_TEXTS.sessionExpired, serverMessage);
  if (response.status >= 500) {
    return new ApiError(response.status, `Server Error (${response.status}): ${detail}`, serverMessage);
  }
  return new ApiError(response.status, `${response.status}: ${detail}`, serverMessage);
}

function parseBody<T>(response: AxiosResponse<string>): T {
  const raw = typeof response.data === 'string' ? response.data : '';
  if (!raw.trim()) return null as T;
  try {
    return JSON.parse(raw) as T;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(response.status, `Invalid JSON response from server: ${detail}`);
  }
}

/* ---- Session refresh (spec §4 "Session") ---- */

let failedRefreshes = 0;
let refreshInFlight: Promise<boolean> | null = null;

export function getFailedRefreshCount(): number {
  return failedRefreshes;
}

/** For tests and after a fresh login. */
export function resetRefreshState(): void {
  failedRefreshes = 0;
  refreshInFlight = null;
}

async function refreshOnce(): Promise<boolean> {
  const userId = getStoredUserId();
  if (!userId) return false;
  setUserIdCookie(userId, USER_ID_COOKIE_DAYS_ON_REFRESH);
  try {
    const response = await send('GET', '/api/auth-status', { sendUserIdHint: true });
    const status = response.status === 200 ? parseBody<AuthStatus | null>(response) : null;
    return Boolean(status?.isAuthenticated);
  } catch {
    return false;
  }
}

/** One refresh attempt shared by every request that got a 401 at the same time. */
export function tryRefreshSession(): Promise<boolean> {
  if (!getStoredUserId() || failedRefreshes >= MAX_FAILED_REFRESHES) return Promise.resolve(false);
  if (!refreshInFlight) {
    refreshInFlight = refreshOnce()
      .then((ok) => {
        failedRefreshes = ok ? 0 : failedRefreshes + 1;
        return ok;
      })
      .finally(() => {
        refreshInFlight = null;
      });
  }
  return refreshInFlight;
}

/**
 * The one request function of the app (spec §7 "Generic request behaviour"): JSON in and out, credentials included,
 * no-cache, a 401 refreshes the session once and retries the request once.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(method, path, options);
  if (response.status === 401 && !options.skipAuthRefresh) {
    if (await tryRefreshSession()) response = await send(method, path, options);
  }
  if (response.status === 401 && options.returnNullOn401) return null as T;
  if (response.status < 200 || response.status >= 300) throw errorFor(response);
  return parseBody<T>(response);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** A display text for any error (server message first, as ARCHITECTURE.md asks). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
