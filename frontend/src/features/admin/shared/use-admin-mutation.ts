import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * An admin write: never retried on its own (a create sent twice makes two rows), and the lists it changes
 * (admin and public) are refetched once it settles.
 */
export function useAdminMutation<Args, Result>(
  mutationFn: (args: Args) => Promise<Result>,
  refresh: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
