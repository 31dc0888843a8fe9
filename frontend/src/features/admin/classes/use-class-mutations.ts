import { ADMIN_KEYS, createClass, deleteClass, updateClass } from '../shared/admin-api';
import { useAdminMutation } from '../shared/use-admin-mutation';

/** A class change shows on the class list, the featured classes and the schedules and bookings that name it. */
const REFRESH = [
  ADMIN_KEYS.classes,
  ADMIN_KEYS.featuredClasses,
  ADMIN_KEYS.publicSchedules,
  ADMIN_KEYS.schedules,
  ADMIN_KEYS.bookings,
];

export function useCreateClass() {
  return useAdminMutation(createClass, REFRESH);
}

export function useUpdateClass() {
  return useAdminMutation(updateClass, REFRESH);
}

export function useDeleteClass() {
  return useAdminMutation(deleteClass, REFRESH);
}
