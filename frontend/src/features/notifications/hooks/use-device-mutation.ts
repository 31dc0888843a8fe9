import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEVICE_TOKENS_KEY } from '../api/notifications-api';

/** A change to the member's devices, after which the list is read again. */
export function useDeviceMutation<Args, Result>(mutationFn: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICE_TOKENS_KEY }),
  });
}
