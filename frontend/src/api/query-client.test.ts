import { MutationObserver, QueryObserver, onlineManager } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../features/auth/api/auth-api';
import { ApiError } from './http';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('reads the current user again after a 403, and only then', async () => {
    const client = createQueryClient();
    client.setQueryData(CURRENT_USER_KEY, { id: 1, isAdmin: true });
    const fail = (status: number) =>
      client
        .fetchQuery({
          queryKey: ['/api/admin/trainers', status],
          queryFn: () => Promise.reject(new ApiError(status, 'x')),
        })
        .catch(() => undefined);
    await fail(404);
    expect(client.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(false);
    await fail(403);
    expect(client.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
  });

  it('sends a mutation at once while the browser says it is offline, instead of holding it for later', async () => {
    onlineManager.setOnline(false);
    try {
      const client = createQueryClient();
      let sent = 0;
      const observer = new MutationObserver(client, {
        mutationFn: () => {
          sent += 1;
          return Promise.reject(new ApiError(400, 'refused'));
        },
      });
      await expect(observer.mutate()).rejects.toThrow('refused');
      expect(sent).toBe(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('loads a screen whose load failed again once the browser is back online', async () => {
    const client = createQueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['/api/schedules', { date: '2026-11-28' }],
      queryFn: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new ApiError(0, 'Unable to reach the server'))
          : Promise.resolve([]);
      },
      retry: false,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(observer.getCurrentResult().status).toBe('error');
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(observer.getCurrentResult().status).toBe('success');
      expect(calls).toBe(2);
    } finally {
      unsubscribe();
    }
  });

  it.each([
    ['loads a screen', undefined],
    ['renews the data of a screen', [{ id: 1 }]],
  ])(
    '%s waiting to retry a load that failed offline at once when the browser is back online',
    async (_, shown) => {
      const client = createQueryClient();
      client.setQueryData(['/api/bookings'], shown);
      let calls = 0;
      const observer = new QueryObserver(client, {
        queryKey: ['/api/bookings'],
        queryFn: () => {
          calls += 1;
          return calls === 1
            ? Promise.reject(new ApiError(0, 'Unable to reach the server'))
            : Promise.resolve([{ id: 2 }]);
        },
        staleTime: 0,
        // A page opened offline retries without waiting for the connection: here the retry is a minute away.
        retry: 1,
        retryDelay: 60_000,
      });
      const unsubscribe = observer.subscribe(() => undefined);
      try {
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect(observer.getCurrentResult()).toMatchObject({ fetchStatus: 'fetching', failureCount: 1 });
        window.dispatchEvent(new Event('online'));
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: [{ id: 2 }] });
        expect(calls).toBe(2);
      } finally {
        unsubscribe();
      }
    },
  );
});
