import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY, resetPassword } from '../api/auth-api';

/**
 * A reset ends every session of the account: a browser signed in to it learns at once that it no longer is, so
 * that the screen returns to the login form (spec §2) rather than to a dashboard the session cannot open.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    retry: false,
    // Not awaited: the success shows at once, while the session is checked again behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
