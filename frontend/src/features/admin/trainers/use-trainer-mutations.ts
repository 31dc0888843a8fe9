import { ADMIN_KEYS, createTrainer, deleteTrainer, updateTrainer } from '../shared/admin-api';
import { useAdminMutation } from '../shared/use-admin-mutation';

/** Spec §7: the trainers list is refetched after changes; classes and bookings show their trainer's name too. */
const REFRESH = [ADMIN_KEYS.trainers, ADMIN_KEYS.classes, ADMIN_KEYS.bookings];

export function useCreateTrainer() {
  return useAdminMutation(createTrainer, REFRESH);
}

export function useUpdateTrainer() {
  return useAdminMutation(updateTrainer, REFRESH);
}

export function useDeleteTrainer() {
  return useAdminMutation(deleteTrainer, REFRESH);
}
