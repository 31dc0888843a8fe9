import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetRefreshState } from '../../../api/http';
import { storeUserId } from '../../../api/session-storage';
import { CURRENT_USER_KEY, register } from '../api/auth-api';

/** Registers and signs in (the server answers with the new, logged-in user). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    retry: false,
    onSuccess: (user) => {
      storeUserId(user.id);
      resetRefreshState();
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}
