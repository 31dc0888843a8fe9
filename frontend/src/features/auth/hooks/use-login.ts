import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetRefreshState } from '../../../api/http';
import { storeUserId } from '../../../api/session-storage';
import { CURRENT_USER_KEY, login } from '../api/auth-api';

/** Logs in; the auth route's guard then sends the user to the saved target or /dashboard. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    retry: false,
    onSuccess: (user) => {
      storeUserId(user.id);
      resetRefreshState();
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}
