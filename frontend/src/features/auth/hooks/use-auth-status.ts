import { useQuery } from '@tanstack/react-query';
import { AUTH_STATUS_KEY, fetchAuthStatus } from '../api/auth-api';

/** Server-side session facts for the auth debug page (no-cache, no retries so failures show at once). */
export function useAuthStatus() {
  return useQuery({
    queryKey: AUTH_STATUS_KEY,
    queryFn: ({ signal }) => fetchAuthStatus(signal),
    retry: false,
    staleTime: 0,
  });
}
