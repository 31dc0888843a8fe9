import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../api/http';
import { toast } from '../../../ui/toast/toast-store';
import { CURRENT_USER_KEY, fetchCurrentUser } from '../api/auth-api';

/** 'Test Auth Request' on the debug page: asks for the current user and reports the outcome. */
export function useTestAuthRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchCurrentUser(),
    retry: false,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      if (user) {
        toast({
          title: 'Auth Request Succeeded',
          description: `Signed in as ${user.username}.`,
          variant: 'success',
        });
      } else {
        toast({
          title: 'Auth Request Failed',
          description: 'The server did not recognise a session.',
          variant: 'destructive',
        });
      }
    },
    onError: (error) =>
      toast({
        title: 'Auth Request Failed',
        description: errorText(error, 'Request failed'),
        variant: 'destructive',
      }),
  });
}
