/**
 * The admin texts of spec §5 (validation) and §8 "Admin" for the catalogue and plan tabs, verbatim; the rules'
 * messages are the services' own (CatalogMessages, BillingMessages).
 */
import { BillingMessages, CatalogMessages } from '@studio/contracts/browser';

export const VALIDATION_TEXTS = {
  priceMin: CatalogMessages.priceMin,
  priceCents: 'Price must have at most two decimals',
  durationMin: CatalogMessages.durationMin,
  capacityMin: CatalogMessages.capacityMin,
  className: CatalogMessages.classNameRequired,
  selectTrainer: CatalogMessages.selectTrainer,
  selectCategory: CatalogMessages.selectCategory,
  trainerName: CatalogMessages.trainerNameMin,
  specialization: CatalogMessages.specializationMin,
  categoryName: CatalogMessages.categoryNameMin,
  selectClass: CatalogMessages.selectClass,
  selectDate: 'Please select at least one date',
  planName: BillingMessages.planName,
  planFeatures: BillingMessages.planFeatures,
} as const;

export const CLASS_TEXTS = {
  saveFailed: 'Failed to save class',
  deleteFailed: 'Failed to delete class',
  created: 'Class created successfully',
  updated: 'Class updated successfully',
  deleted: 'Class deleted successfully',
  empty: 'No classes found',
  confirmDelete: 'Are you sure you want to delete this class? This action cannot be undone.',
} as const;

export const TRAINER_TEXTS = {
  createFailed: 'Failed to create trainer',
  updateFailed: 'Failed to update trainer',
  deleteFailed: 'Failed to delete trainer',
  created: 'Trainer created successfully',
  updated: 'Trainer updated successfully',
  deleted: 'Trainer deleted successfully',
  empty: 'No trainers found',
  confirmDelete: 'Are you sure you want to delete this trainer? This action cannot be undone.',
} as const;

export const SCHEDULE_TEXTS = {
  updateFailed: 'Failed to update schedule',
  cancelFailed: 'Failed to cancel schedule',
  clearFailed: 'Failed to clear all schedules',
  createFailed: 'Failed to create schedules',
  updated: 'Schedule updated successfully',
  cancelled: 'Schedule cancelled successfully',
  created: (count: number) => `Created ${count} schedule(s)`,
  cleared: (count: number) => `Removed ${count} schedule(s)`,
  clearFailedDetail: (message: string) => `Failed to clear calendar: ${message}`,
  empty: 'No schedules found',
  /** Not a spec text: a time the spring-forward night skips, which would otherwise be saved an hour later. */
  timeSkipped: (time: string, dates: string) =>
    `${time} does not exist on ${dates}: the clocks go forward an hour that night. Please choose another time.`,
  confirmClear:
    'Are you sure you want to delete every schedule on the calendar? Bookings of classes not yet over are cancelled and refunded (or their credit given back). This action cannot be undone.',
  confirmCancel:
    'Are you sure you want to cancel this schedule? Its bookings are cancelled and refunded (or their credit given back) unless the class is already over. This action cannot be undone.',
} as const;

export const CATEGORY_TEXTS = {
  createFailed: 'Failed to create category',
  updateFailed: 'Failed to update category',
  deleteFailed: 'Failed to delete category',
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
  empty: 'No categories found',
  confirmDelete: 'Are you sure you want to delete this category? This action cannot be undone.',
} as const;

export const PLAN_TEXTS = {
  saveFailed: 'There was an error saving the membership plan. Please try again.',
  deleteFailed: 'There was an error deleting the membership plan. Please try again.',
  created: 'Plan Created',
  updated: 'Plan Updated',
  deleted: 'Plan Deleted',
  empty: 'No membership plans found. Create one to get started.',
  confirmDelete: 'Are you sure you want to delete this membership plan? This action cannot be undone.',
  authErrorTitle: 'Authentication Error',
  authErrorText:
    'The membership plans could not be loaded. Please log out and log in again with an admin account.',
} as const;
