import { ADMIN_KEYS, createCategory, deleteCategory, updateCategory } from '../shared/admin-api';
import { useAdminMutation } from '../shared/use-admin-mutation';

/** Spec §7: a category change refreshes the admin list, the public /api/categories and the classes that name it. */
const REFRESH = [ADMIN_KEYS.categories, ADMIN_KEYS.publicCategories, ADMIN_KEYS.classes];

export function useCreateCategory() {
  return useAdminMutation(createCategory, REFRESH);
}

export function useUpdateCategory() {
  return useAdminMutation(updateCategory, REFRESH);
}

export function useDeleteCategory() {
  return useAdminMutation(deleteCategory, REFRESH);
}
