/**
 * The one way the app calls the API (spec §7 "Generic request behaviour", §4 "Session", §8 "Transport"): a client
 * typed by the gateway's OpenAPI document (openapi-fetch over the generated `paths`), and `call`, which sends a
 * request of that client, refreshes the session once on a 401 and turns failures into the texts of spec §8.
 */
import { MAX_FAILED_AUTH_REFRESHES, USER_ID_COOKIE_DAYS_ON_REFRESH } from '@studio/contracts/browser';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';
import { getStoredUserId, setUserIdCookie } from './session-storage';

/** Texts of spec §8 "Transport". */
export const TRANSPORT_TEXTS = {
  sessionExpired: 'Your session has expired. Please refresh the page and log in again.',
  network: 'Unable to reach the server. Please check your connection and try again.',
} as const;

export class ApiError extends Error {
  /** The HTTP status; 0 when no usable answer arrived (network failure, invalid JSON). */
  readonly status: number;
  /** The `message` of the server's error body (or its `error` when it has no message), when it sent one. */
  readonly serverMessage: string | null;
  /** The `{text}` of spec §8's '{status} {text}': the body's message or text, else the status text. */
  readonly detail: string;

  constructor(status: number, message: string, serverMessage: string | null = null, detail = message) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.detail = detail;
  }
}

/**
 * How long a request waits for the server's answer to begin. A dead mobile connection gives no answer and no error:
 * past this the request fails as unreachable (and is retried, or says so), instead of leaving a spinner forever.
 */
const REQUEST_TIMEOUT_MS = 30_000;

class RequestTimeout extends Error {
  constructor() {
    super('No answer from the server in time');
    this.name = 'RequestTimeout';
  }
}

/** `send` for `request`, failing with RequestTimeout when no answer began within `timeoutMs`. */
export function fetchWithin(
  send: (request: Request, init: RequestInit) => Promise<Response>,
  request: Request,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  // The caller's own abort (a screen left) stays an abort.
  const forward = () => controller.abort(request.signal.reason);
  if (request.signal.aborted) forward();
  else request.signal.addEventListener('abort', forward, { once: true });
  const timer = setTimeout(() => controller.abort(new RequestTimeout()), timeoutMs);
  return send(request, { signal: controller.signal }).finally(() => {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', forward);
  });
}

/** Where requests go. Component tests put a fake server here (test/fake-api.ts). */
export const transport = {
  fetch: (request: Request): Promise<Response> =>
    fetchWithin((r, init) => fetch(r, init), request, REQUEST_TIMEOUT_MS),
};

/** A client typed by the paths of an OpenAPI document, with the request defaults of spec §7. */
export function createApiClient<Paths extends object>(): Client<Paths> {
  return createClient<Paths>({
    baseUrl: window.location.origin,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    fetch: (request) => transport.fetch(request),
  });
}

/** The gateway's API, typed by its OpenAPI document (src/api/schema.d.ts, `npm run generate:api`). */
export const apiClient = createApiClient<paths>();

/** What a request of an openapi-fetch client resolves to. */
interface ApiResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

export interface CallOptions {
  /** Calls that are themselves about credentials (login, register, logout, reset) skip the refresh-and-retry. */
  skipAuthRefresh?: boolean;
}

/** Spec §7: the session checks carry the stored userId as an `Authorization: UserId {id}` hint. */
export function userIdHint(): Record<string, string> {
  const id = getStoredUserId();
  return id ? { Authorization: `UserId ${id}` } : {};
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

async function attempt<Data>(send: () => Promise<ApiResult<Data>>): Promise<ApiResult<Data>> {
  try {
    return await send();
  } catch (error) {
    if (isAbort(error)) throw error;
    if (error instanceof SyntaxError) {
      throw new ApiError(0, `Invalid JSON response from server: ${error.message}`);
    }
    throw new ApiError(0, TRANSPORT_TEXTS.network);
  }
}

/** The `message` of an error body (a list of validation messages is joined). */
function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  if (Array.isArray(message)) return message.join(', ');
  return typeof message === 'string' && message ? message : null;
}

/** The `error` of an error body that has no message (spec §7: the trainer update reads it). */
function errorFieldOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  return typeof error === 'string' && error ? error : null;
}

function bodyText(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const text = typeof body === 'string' ? body.trim() : JSON.stringify(body);
  return text || null;
}

function errorFor({ error, response }: ApiResult<unknown>): ApiError {
  const { status } = response;
  const message = messageOf(error);
  const serverMessage = message ?? errorFieldOf(error);
  const detail = message ?? bodyText(error) ?? (response.statusText || 'Error');
  if (status === 401) return new ApiError(status, TRANSPORT_TEXTS.sessionExpired, serverMessage, detail);
  if (status >= 500)
    return new ApiError(status, `Server Error (${status}): ${detail}`, serverMessage, detail);
  return new ApiError(status, `${status}: ${detail}`, serverMessage, detail);
}

/* ---- Session refresh (spec §4 "Session") ---- */

let failedRefreshes = 0;
let refreshInFlight: Promise<boolean> | null = null;

export function getFailedRefreshCount(): number {
  return failedRefreshes;
}

/** After a fresh login, and for tests. */
export function resetRefreshState(): void {
  failedRefreshes = 0;
  refreshInFlight = null;
}

/** GET /api/auth-status with the userId hint: the session check of spec §4. */
export function fetchAuthStatus(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/auth-status', { signal, headers: userIdHint() }), {
    skipAuthRefresh: true,
  });
}

async function refreshOnce(): Promise<boolean> {
  const userId = getStoredUserId();
  if (!userId) return false;
  setUserIdCookie(userId, USER_ID_COOKIE_DAYS_ON_REFRESH);
  try {
    return (await fetchAuthStatus()).isAuthenticated;
  } catch {
    return false;
  }
}

/** One refresh attempt shared by every request that got a 401 at the same time; none after 3 failures. */
export function tryRefreshSession(): Promise<boolean> {
  if (!getStoredUserId() || failedRefreshes >= MAX_FAILED_AUTH_REFRESHES) return Promise.resolve(false);
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

async function exchange<Data>(
  send: () => Promise<ApiResult<Data>>,
  options: CallOptions,
): Promise<ApiResult<Data>> {
  const result = await attempt(send);
  if (result.response.status !== 401 || options.skipAuthRefresh) return result;
  return (await tryRefreshSession()) ? attempt(send) : result;
}

function dataOf<Data>(result: ApiResult<Data>): Data {
  if (!result.response.ok) throw errorFor(result);
  if (result.data === undefined) {
    throw new ApiError(0, 'Invalid JSON response from server: the body is empty');
  }
  return result.data;
}

/**
 * Sends a request of a typed client (`send` may run twice: a 401 refreshes the session once and retries once) and
 * answers its documented body, or throws an ApiError with the texts of spec §8.
 */
export async function call<Data>(
  send: () => Promise<ApiResult<Data>>,
  options: CallOptions = {},
): Promise<Data> {
  return dataOf(await exchange(send, options));
}

/** As `call`, but a 401 answers null (spec §8: "a query configured to return null on 401"). */
export async function callOrNullOn401<Data>(send: () => Promise<ApiResult<Data>>): Promise<Data | null> {
  const result = await exchange(send, {});
  return result.response.status === 401 ? null : dataOf(result);
}

/**
 * A 401 reaches a screen only after the refresh attempt failed: spec §8 words it as the session-expired text (the
 * error's own message), whatever the server said.
 */
function isSessionExpiry(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** A display text for any error: the server's message first (ARCHITECTURE.md), else the transport text. */
export function errorText(error: unknown, fallback: string): string {
  if (isSessionExpiry(error)) return error.message;
  if (error instanceof ApiError) return error.serverMessage ?? error.message ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * What a screen whose data could not be loaded says: the transport text of spec §8 ('Server Error (500): …',
 * '404: …', with the server's message as its detail), the session-expired text for a 401, else the error's own.
 */
export function loadFailureText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The text of a failed step on a screen with its own failure text (spec §8: billing, notifications): the server's
 * message (a decline carries the processor's reason), an error thrown in the browser (the processor's own), else
 * the screen's text; the session-expired text for a 401, the transport text when the server could not be reached.
 */
export function failureText(error: unknown, fallback: string): string {
  if (isSessionExpiry(error)) return error.message;
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.status === 0 ? error.message : fallback);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Spec §8 "Auth": the server's message, or the screen's own text when the server gave none (an empty 500, say).
 * Without any answer from the server (offline), the transport text says so.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.status === 0 ? error.message : fallback);
  return fallback;
}
