import { installFakeApi } from '../../test/fake-api';
import { ApiError, MAX_FAILED_REFRESHES, TRANSPORT_TEXTS, api, getFailedRefreshCount } from './http';
import { retryDelay, shouldRetry } from './query-client';

const user = { id: 7, username: 'jane' };

beforeEach(() => {
  window.localStorage.clear();
});

describe('401 refresh and single retry', () => {
  it('refreshes once and retries the request once when a userId is stored', async () => {
    window.localStorage.setItem('userId', '7');
    let bookingCalls = 0;
    const fake = installFakeApi({
      'GET /api/bookings': () =>
        ++bookingCalls === 1 ? { status: 401, body: { message: 'no' } } : { status: 200, body: [] },
      'GET /api/auth-status': { status: 200, body: { isAuthenticated: true, hasSession: true } },
    });
    await expect(api.get('/api/bookings')).resolves.toEqual([]);
    expect(fake.callsTo('GET', '/api/bookings')).toHaveLength(2);
    expect(fake.callsTo('GET', '/api/auth-status')).toHaveLength(1);
    expect(fake.callsTo('GET', '/api/auth-status')[0].headers.Authorization).toBe('UserId 7');
  });

  it('retries only once even if the retried request is answered 401 again', async () => {
    window.localStorage.setItem('userId', '7');
    const fake = installFakeApi({
      'GET /api/bookings': { status: 401 },
      'GET /api/auth-status': { status: 200, body: { isAuthenticated: true } },
    });
    await expect(api.get('/api/bookings')).rejects.toThrow(TRANSPORT_TEXTS.sessionExpired);
    expect(fake.callsTo('GET', '/api/bookings')).toHaveLength(2);
  });

  it('does not refresh without a stored userId', async () => {
    const fake = installFakeApi({ 'GET /api/bookings': { status: 401 } });
    await expect(api.get('/api/bookings')).rejects.toThrow(
      'Your session has expired. Please refresh the page and log in again.',
    );
    expect(fake.callsTo('GET', '/api/auth-status')).toHaveLength(0);
  });

  it('stops trying to refresh after 3 failed refreshes', async () => {
    window.localStorage.setItem('userId', '7');
    const sessionOk = false;
    const fake = installFakeApi({
      'GET /api/bookings': { status: 401 },
      'GET /api/auth-status': () => ({ status: 200, body: { isAuthenticated: sessionOk } }),
    });
    for (let i = 0; i < 5; i++) {
      await expect(api.get('/api/bookings')).rejects.toBeInstanceOf(ApiError);
    }
    expect(MAX_FAILED_REFRESHES).toBe(3);
    expect(fake.callsTo('GET', '/api/auth-status')).toHaveLength(3);
    expect(getFailedRefreshCount()).toBe(3);
  });

  it('resets the failure counter when a refresh succeeds', async () => {
    window.localStorage.setItem('userId', '7');
    let sessionOk = false;
    let bookingCalls = 0;
    installFakeApi({
      'GET /api/bookings': () =>
        sessionOk && ++bookingCalls % 2 === 0 ? { status: 200, body: [] } : { status: 401 },
      'GET /api/auth-status': () => ({ status: 200, body: { isAuthenticated: sessionOk } }),
    });
    await expect(api.get('/api/bookings')).rejects.toBeInstanceOf(ApiError);
    await expect(api.get('/api/bookings')).rejects.toBeInstanceOf(ApiError);
    expect(getFailedRefreshCount()).toBe(2);
    sessionOk = true;
    await expect(api.get('/api/bookings')).resolves.toEqual([]);
    expect(getFailedRefreshCount()).toBe(0);
  });

  it('shares one refresh between requests that fail together', async () => {
    window.localStorage.setItem('userId', '7');
    const fake = installFakeApi({
      'GET /api/a': { status: 401 },
      'GET /api/b': { status: 401 },
      'GET /api/auth-status': { status: 401 },
    });
    await Promise.allSettled([api.get('/api/a'), api.get('/api/b')]);
    expect(fake.callsTo('GET', '/api/auth-status')).toHaveLength(1);
  });

  it('yields null on 401 for a query configured that way', async () => {
    installFakeApi({ 'GET /api/user': { status: 401 } });
    await expect(api.get('/api/user', { returnNullOn401: true })).resolves.toBeNull();
  });
});

describe('transport errors', () => {
  it('formats server errors with the status and the body message', async () => {
    installFakeApi({
      'GET /api/x': { status: 503, body: { statusCode: 503, message: 'Down for maintenance' } },
    });
    await expect(api.get('/api/x')).rejects.toThrow('Server Error (503): Down for maintenance');
  });

  it('formats other failures as status and body, keeping the server message', async () => {
    installFakeApi({
      'POST /api/x': { status: 409, body: { statusCode: 409, message: 'Already booked', error: 'Conflict' } },
    });
    const error = await api.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: Already booked');
    expect((error as ApiError).serverMessage).toBe('Already booked');
  });

  it('falls back to the status text when the body is empty', async () => {
    installFakeApi({ 'GET /api/x': { status: 500 } });
    await expect(api.get('/api/x')).rejects.toThrow('Server Error (500): Error');
  });

  it('reports invalid JSON', async () => {
    installFakeApi({ 'GET /api/x': { status: 200, raw: '<html>' } });
    await expect(api.get('/api/x')).rejects.toThrow(/^Invalid JSON response from server: /);
  });
});

describe('generic request behaviour', () => {
  it('includes credentials, asks for JSON without caching and skips null query parameters', async () => {
    const fake = installFakeApi({ 'GET /api/schedules': { status: 200, body: [] } });
    await api.get('/api/schedules', { params: { date: '2026-01-05', category: null, q: undefined } });
    const [call] = fake.calls;
    expect(call.withCredentials).toBe(true);
    expect(call.headers.Accept).toBe('application/json');
    expect(call.headers['Cache-Control']).toBe('no-cache');
    expect(call.params).toEqual({ date: '2026-01-05' });
  });

  it('sends a JSON body', async () => {
    const fake = installFakeApi({ 'POST /api/login': { status: 200, body: user } });
    await api.post('/api/login', { username: 'jane', password: 'secret1' });
    expect(JSON.parse(fake.calls[0].data as string)).toEqual({ username: 'jane', password: 'secret1' });
    expect(fake.calls[0].headers['Content-Type']).toBe('application/json');
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
