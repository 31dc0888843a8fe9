/** Spec §2 "Users tab" and §8 "Admin: Users". */
export const USERS_TEXTS = {
  empty: 'No users found',
  loadFailed: 'Error loading users',
  promoteTitle: 'Promote to Admin',
  removeTitle: 'Remove Admin Privileges',
  promoted: 'User has been promoted to admin',
  demoted: 'Admin privileges have been removed from user',
  promoteFailed: 'Failed to promote user',
  demoteFailed: 'Failed to remove admin privileges',
} as const;
