import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { ApiError, apiRequest, type QueryParams } from './http';

/** Spec §9 "Query defaults". */
export const QUERY_DEFAULTS = {
  staleTimeMs: 5_000,
  gcTimeMs: 5 * 60_000,
  retries: 2,
  retryBaseMs: 1_000,
  retryCapMs: 30_000,
  mutationRetries: 2,
  mutationRetryCapMs: 10_000,
} as const;

export function retryDelay(attemptIndex: number, capMs: number = QUERY_DEFAULTS.retryCapMs): number {
  return Math.min(QUERY_DEFAULTS.retryBaseMs * 2 ** attemptIndex, capMs);
}

/** A 4xx answer will not change on a retry; network failures and 5xx may. */
export function shouldRetry(failureCount: number, error: unknown, maxRetries: number): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

/** Query keys are `[path, params?]` (spec §7), so a query with no queryFn of its own GETs its key. */
export async function defaultQueryFn({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  const [path, params] = queryKey as [string, QueryParams | undefined];
  return apiRequest<unknown>('GET', path, { params, signal });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: (count, error) => shouldRetry(count, error, QUERY_DEFAULTS.retries),
        retryDelay: (attempt) => retryDelay(attempt),
        refetchOnWindowFocus: true,
        refetchInterval: false,
      },
      mutations: {
        retry: (count, error) => shouldRetry(count, error, QUERY_DEFAULTS.mutationRetries),
        retryDelay: (attempt) => retryDelay(attempt, QUERY_DEFAULTS.mutationRetryCapMs),
      },
    },
  });
}
