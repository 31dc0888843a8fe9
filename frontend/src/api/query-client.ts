import {
  MUTATION_RETRIES,
  MUTATION_RETRY_CAP_MS,
  QUERY_GC_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_CAP_MS,
  QUERY_STALE_MS,
} from '@studio/contracts/browser';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../features/auth/api/auth-api';
import { ApiError } from './http';

/** Spec §9: exponential back-off from 1 s, doubling, capped. */
export function retryDelay(attemptIndex: number, capMs: number = QUERY_RETRY_CAP_MS): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, capMs);
}

/** A 4xx answer will not change on a retry; network failures and 5xx may. */
export function shouldRetry(failureCount: number, error: unknown, maxRetries: number): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

/**
 * Spec §9 "Query defaults". Query keys are `[path, params?]` (spec §7); every query brings its own typed call.
 * A 403 says the role the app holds is out of date (an admin demoted by another while on /admin): the current
 * user is read again, and the screens it guards follow (spec §6: isAdmin derived from the current user).
 */
/**
 * A refetchInterval that polls a query only once it has data to keep fresh: a query that never loaded goes back to
 * 'pending' on each fetch, so polling a failed first load would hide its error (and its Try Again) most of the time.
 */
export function pollOnceLoaded(intervalMs: number | undefined) {
  return (query: { state: { data: unknown } }): number | false =>
    query.state.data === undefined || intervalMs === undefined ? false : intervalMs;
}

export function createQueryClient(): QueryClient {
  const recheckRole = (error: unknown) => {
    if (error instanceof ApiError && error.status === 403)
      void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: recheckRole }),
    mutationCache: new MutationCache({ onError: recheckRole }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: (count, error) => shouldRetry(count, error, QUERY_RETRIES),
        retryDelay: (attempt) => retryDelay(attempt),
        refetchOnWindowFocus: true,
        refetchInterval: false,
      },
      mutations: {
        // Sent whatever the browser thinks of the network: a payment pressed offline fails now, with the
        // unreachable text, instead of waiting to go out unseen when the phone reconnects.
        networkMode: 'always',
        retry: (count, error) => shouldRetry(count, error, MUTATION_RETRIES),
        retryDelay: (attempt) => retryDelay(attempt, MUTATION_RETRY_CAP_MS),
      },
    },
  });
  // A screen whose load failed while the connection was down (before the browser knew it, or on a page opened
  // offline) loads again as soon as the browser is back online, also when it was waiting to retry: refetchOnReconnect
  // only renews data a screen has, and a page opened offline never told TanStack Query it was offline, so its
  // retries do not wait for the connection. A load that never succeeded starts over: what it learned offline (a
  // session check that could not reach the server) does not stand for the server's answer while it is asked again.
  window.addEventListener('online', () => {
    const failed = client
      .getQueryCache()
      .findAll({ type: 'active', predicate: (query) => query.state.fetchFailureCount > 0 });
    const neverLoaded = new Set(failed.filter((query) => query.state.data === undefined));
    void client.resetQueries({ predicate: (query) => neverLoaded.has(query) });
    void client.refetchQueries({ predicate: (query) => failed.includes(query) && !neverLoaded.has(query) });
  });
  return client;
}
