/** The users calls of spec §7 "Admin": the list, promote and demote, through the typed client. */
import { apiClient, call } from '../../../api/http';
import type { components } from '../../../api/schema';

export type AdminUser = components['schemas']['UserDto'];

export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;

export function fetchAdminUsers(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/admin/users', { signal }));
}

export function promoteUser(id: number) {
  return call(() => apiClient.PUT('/api/admin/users/{id}/promote', { params: { path: { id } } }));
}

export function demoteUser(id: number) {
  return call(() => apiClient.PUT('/api/admin/users/{id}/demote', { params: { path: { id } } }));
}
