import { useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_KEY, fetchAdminUsers } from './users-api';

export function useAdminUsers() {
  return useQuery({ queryKey: ADMIN_USERS_KEY, queryFn: ({ signal }) => fetchAdminUsers(signal) });
}
