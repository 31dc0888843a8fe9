import { useQuery } from '@tanstack/react-query';
import { validateResetToken } from '../api/auth-api';

/** Spec §4: token states validating, valid, invalid. */
export function useValidateResetToken(token: string | null) {
  return useQuery({
    queryKey: ['/api/validate-reset-token', { token }],
    queryFn: ({ signal }) => validateResetToken(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
