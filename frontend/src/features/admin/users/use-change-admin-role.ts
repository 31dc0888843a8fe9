import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_USERS_KEY, demoteUser, promoteUser } from './users-api';

export type RoleChange = 'promote' | 'demote';

/** Promote or demote one user; the list is read again either way, so it shows what the server holds. */
export function useChangeAdminRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: RoleChange }) =>
      change === 'promote' ? promoteUser(id) : demoteUser(id),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
