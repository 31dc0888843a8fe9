import { MAX_FAILED_AUTH_REFRESHES } from '@studio/contracts/browser';
import { installFakeApi } from '../../test/fake-api';
import {
  ApiError,
  TRANSPORT_TEXTS,
  apiClient,
  call,
  callOrNullOn401,
  getFailedRefreshCount,
  errorText,
  fetchWithin,
  loadFailureText,
  serverMessageOr,
  transport,
} from './http';
import { retryDelay, shouldRetry } from './query-client';

const user = { id: 7, username: 'jane' };
const featured = () => call(() => apiClient.GET('/api/classes/featured'));
const categories = () => call(() => apiClient.GET('/api/categories'));

beforeEach(() => {
  window.localStorage.clear();
});

describe('401 refresh and single retry', () => {
  it('refreshes once and retries the request once when a userId is stored', async () => {
    window.localStorage.setItem('userId', '7');
    let attempts = 0;
    const fake = installFakeApi({
      'GET /api/classes/featured': () =>
        ++attempts === 1 ? { status: 401, body: { message: 'no' } } : { status: 200, body: [] },
      'GET /api/auth-status': { status: 200, body: { isAuthenticated: true, hasSession: true } },
    });
    await expect(featured()).resolves.toEqual([]);
    expect(fake.callsTo('GET', '/api/classes/featured')).toHaveLength(2);
    expect(fake.callsTo('GET', '/api/auth-status')).toHaveLength(1);
    expect(fake.callsTo('GET', '/api/auth-status')[0].headers.authorization).toBe('UserId 7');
  });

  it('sends the same body again on the retry', async () => {
    window.localStorage.setItem('userId', '7');
    let attempts = 0;
    const fake = installFakeApi({
      'POST /api/login': () => (++attempts === 1 ? { status: 401 } : { status: 200, body: user }),
      'GET /api/auth-status': { status: 200, body: { isAuthenticated: true } },
    });
    await call(() => apiClient.POST('/api/login', { body: { username: 'jane', password: 'secret1' } }));
    expect(fake.callsTo('POST', '/api/login').map((c) => c.data)).toEqual([
      '{"username":"jane","password":"secret1"}',
      '{"username":"jane","password":"secret1"}',
    ]);
  });

  it('retries only once even if the retried request is answered 401 again', async () => {
    window.localStorage.setItem('userId', '7');
    const fake = installFakeApi({
      'GET /api/classes/featured': { status: 401 },
      'GET /api/auth-status': { status: 200, body: { isAuthenticated: true } },
    });
    await expect(featured()).rejects.toThrow(TRANSPORT_TEXTS.sessionExpired);
    expect(fake.callsTo('GET', '/api/classes/featured')).toHaveLength(2);
  });

  it("shows the session-expired text for a 401 on a screen, not the server's wording", async () => {
    installFakeApi({
      'GET /api/classes/featured': { status: 401, body: { message: 'Please log in to continue.' } },
    });
    const error = await featured().catch((e: unknown) => e);
    expect(errorText(error, 'Could not load')).toBe(TRANSPORT_TEXTS.sessionExpired);
  });

  it('does not refresh without a stored userId', async () => {
    const fake = installFakeApi({ 'GET /api/classes/featured': { status: 401 } });
    await expect(featured()).rejects.toThrow(
      'Your session has expired. Please refresh the page and log in again.',
    );
    expect(fake.callsTo('GET', '/api/auth-status')).toHaveLength(0);
  });

  it('does not refresh for calls about credentials themselves', async () => {
    window.localStorage.setItem('userId', '7');
    const fake = installFakeApi({ 'POST /api/login': { status: 401, body: { message: 'Invalid' } } });
    const login = call(() => apiClient.POST('/api/login', { body: { username: 'jane', password: 'x' } }), {
      skipAuthRefresh: true,
    });
    await expect(login).rejects.toBeInstanceOf(ApiError);
    expect(fake.callsTo('GET', '/api/auth-status')).toHaveLength(0);
  });

  it('stops trying to refresh after 3 failed refreshes', async () => {
    window.localStorage.setItem('userId', '7');
    const fake = installFakeApi({
      'GET /api/classes/featured': { status: 401 },
      'GET /api/auth-status': { status: 200, body: { isAuthenticated: false } },
    });
    for (let i = 0; i < 5; i++) {
      await expect(featured()).rejects.toBeInstanceOf(ApiError);
    }
    expect(MAX_FAILED_AUTH_REFRESHES).toBe(3);
    expect(fake.callsTo('GET', '/api/auth-status')).toHaveLength(3);
    expect(getFailedRefreshCount()).toBe(3);
  });

  it('resets the failure counter when a refresh succeeds', async () => {
    window.localStorage.setItem('userId', '7');
    let sessionOk = false;
    let attempts = 0;
    installFakeApi({
      'GET /api/classes/featured': () =>
        sessionOk && ++attempts % 2 === 0 ? { status: 200, body: [] } : { status: 401 },
      'GET /api/auth-status': () => ({ status: 200, body: { isAuthenticated: sessionOk } }),
    });
    await expect(featured()).rejects.toBeInstanceOf(ApiError);
    await expect(featured()).rejects.toBeInstanceOf(ApiError);
    expect(getFailedRefreshCount()).toBe(2);
    sessionOk = true;
    await expect(featured()).resolves.toEqual([]);
    expect(getFailedRefreshCount()).toBe(0);
  });

  it('shares one refresh between requests that fail together', async () => {
    window.localStorage.setItem('userId', '7');
    const fake = installFakeApi({
      'GET /api/classes/featured': { status: 401 },
      'GET /api/categories': { status: 401 },
      'GET /api/auth-status': { status: 401 },
    });
    await Promise.allSettled([featured(), categories()]);
    expect(fake.callsTo('GET', '/api/auth-status')).toHaveLength(1);
  });

  it('yields null on 401 for a query configured that way', async () => {
    installFakeApi({ 'GET /api/user': { status: 401 } });
    await expect(callOrNullOn401(() => apiClient.GET('/api/user'))).resolves.toBeNull();
  });
});

describe('transport errors', () => {
  /** A server that takes the request and never answers (a dead mobile connection). */
  const silent = (_request: Request, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });

  it('fails a request that gets no answer as unreachable once the wait is over, never spinning forever', async () => {
    const real = transport.fetch;
    transport.fetch = (request) => fetchWithin(silent, request, 20);
    try {
      await expect(featured()).rejects.toThrow(TRANSPORT_TEXTS.network);
    } finally {
      transport.fetch = real;
    }
  });

  it("keeps a screen's own abort an abort, not a failure to show", async () => {
    const controller = new AbortController();
    const sent = fetchWithin(
      silent,
      new Request('http://localhost/api/categories', { signal: controller.signal }),
      60_000,
    );
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('formats server errors with the status and the body message', async () => {
    installFakeApi({
      'GET /api/classes/featured': {
        status: 503,
        body: { statusCode: 503, message: 'Down for maintenance' },
      },
    });
    await expect(featured()).rejects.toThrow('Server Error (503): Down for maintenance');
  });

  it('formats other failures as status and body, keeping the server message', async () => {
    installFakeApi({
      'POST /api/login': {
        status: 409,
        body: { statusCode: 409, message: 'Already booked', error: 'Conflict' },
      },
    });
    const error = await call(() =>
      apiClient.POST('/api/login', { body: { username: 'jane', password: 'secret1' } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: Already booked');
    expect((error as ApiError).serverMessage).toBe('Already booked');
  });

  it("reads a body's error field as the server's message when it has no message (spec §7, trainer update)", async () => {
    installFakeApi({ 'PUT /api/admin/trainers/1': { status: 400, body: { error: 'Name is taken' } } });
    const error = await call(() =>
      apiClient.PUT('/api/admin/trainers/{id}', {
        params: { path: { id: 1 } },
        body: { name: 'Maya Chen', specialization: 'Yoga' },
      }),
    ).catch((e: unknown) => e);
    expect((error as ApiError).serverMessage).toBe('Name is taken');
    expect((error as ApiError).message).toBe('400: {"error":"Name is taken"}');
  });

  it('says a failed load in the transport text of spec §8, the server message as its detail', () => {
    expect(loadFailureText(new ApiError(500, 'Server Error (500): db down', 'db down'), 'x')).toBe(
      'Server Error (500): db down',
    );
    expect(loadFailureText(new ApiError(404, '404: Not here', 'Not here'), 'x')).toBe('404: Not here');
    expect(loadFailureText(undefined, 'Could not load')).toBe('Could not load');
  });

  it('joins a list of validation messages', async () => {
    installFakeApi({ 'GET /api/categories': { status: 400, body: { message: ['a is bad', 'b is bad'] } } });
    await expect(categories()).rejects.toThrow('400: a is bad, b is bad');
  });

  it('falls back to the body text, then the status text', async () => {
    installFakeApi({
      'GET /api/classes/featured': { status: 502, raw: 'Bad Gateway from the proxy' },
      'GET /api/categories': { status: 500 },
    });
    await expect(featured()).rejects.toThrow('Server Error (502): Bad Gateway from the proxy');
    await expect(categories()).rejects.toThrow('Server Error (500): Error');
  });

  it('reports invalid JSON', async () => {
    installFakeApi({ 'GET /api/classes/featured': { status: 200, raw: '<html>' } });
    await expect(featured()).rejects.toThrow(/^Invalid JSON response from server: /);
  });

  it('reports an unreachable server', async () => {
    installFakeApi({
      'GET /api/classes/featured': () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(featured()).rejects.toThrow(TRANSPORT_TEXTS.network);
  });

  it("prefers the server's message to a screen's fallback, and the fallback to a bare status", () => {
    expect(serverMessageOr(new ApiError(500, 'Server Error (500): Error'), 'Try again.')).toBe('Try again.');
    expect(serverMessageOr(new ApiError(401, 'x', 'Invalid credentials'), 'Try again.')).toBe(
      'Invalid credentials',
    );
    expect(serverMessageOr(new ApiError(0, TRANSPORT_TEXTS.network), 'Try again.')).toBe(
      TRANSPORT_TEXTS.network,
    );
  });
});

describe('generic request behaviour', () => {
  it('includes credentials, asks for JSON without caching and skips empty query parameters', async () => {
    const fake = installFakeApi({ 'GET /api/schedules': { status: 200, body: [] } });
    await call(() => apiClient.GET('/api/schedules', { params: { query: { date: '2026-01-05' } } }));
    await call(() => apiClient.GET('/api/schedules', { params: { query: { date: undefined } } }));
    const [withDate, withoutDate] = fake.calls;
    expect(withDate.withCredentials).toBe(true);
    expect(withDate.headers.accept).toBe('application/json');
    expect(withDate.headers['cache-control']).toBe('no-cache');
    expect(withDate.params).toEqual({ date: '2026-01-05' });
    expect(withoutDate.params).toEqual({});
  });

  it('sends a JSON body', async () => {
    const fake = installFakeApi({ 'POST /api/login': { status: 200, body: user } });
    await call(() => apiClient.POST('/api/login', { body: { username: 'jane', password: 'secret1' } }));
    expect(JSON.parse(fake.calls[0].data ?? '')).toEqual({ username: 'jane', password: 'secret1' });
    expect(fake.calls[0].headers['content-type']).toBe('application/json');
  });

  it('fills path parameters, encoded', async () => {
    const fake = installFakeApi({});
    await call(() =>
      apiClient.GET('/api/validate-reset-token/{token}', { params: { path: { token: 'a/b c' } } }),
    ).catch(() => undefined);
    expect(fake.calls[0].url).toBe('/api/validate-reset-token/a%2Fb%20c');
  });
});

describe('query defaults', () => {
  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries twice for network and server failures but not for client errors', () => {
    const serverError = new ApiError(500, 'x');
    expect(shouldRetry(0, serverError, 2)).toBe(true);
    expect(shouldRetry(1, serverError, 2)).toBe(true);
    expect(shouldRetry(2, serverError, 2)).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'x'), 2)).toBe(false);
  });
});
