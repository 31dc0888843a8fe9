/** The admin calls of spec §7 "Admin" for the catalogue and the membership plans, through the typed client. */
import { apiClient, call } from '../../../api/http';
import type { components } from '../../../api/schema';
import type { StudioDate } from '../../../lib/pacific-time';
import { CLASSES_KEY } from '../../classes/api/classes-api';

type Schemas = components['schemas'];
export type AdminClass = Schemas['ClassDto'];
export type ClassInput = Schemas['CreateClassDto'];
export type ClassUpdate = Schemas['UpdateClassDto'];
export type Trainer = Schemas['TrainerDto'];
export type TrainerInput = Schemas['CreateTrainerDto'];
export type TrainerUpdate = Schemas['UpdateTrainerDto'];
export type Category = Schemas['CategoryDto'];
export type CategoryInput = Schemas['CreateCategoryDto'];
export type CategoryUpdate = Schemas['UpdateCategoryDto'];
export type Schedule = Schemas['ScheduleDto'];
export type ScheduleInput = Schemas['CreateScheduleDto'];
export type ScheduleUpdate = Schemas['UpdateScheduleDto'];
export type Plan = Schemas['MembershipPlanDto'];
export type PlanInput = Schemas['CreateMembershipPlanDto'];
export type PlanUpdate = Schemas['UpdateMembershipPlanDto'];

/** Query keys are `[path, params?]` (spec §7); the public keys are refreshed with the admin ones. */
export const ADMIN_KEYS = {
  classes: CLASSES_KEY,
  featuredClasses: ['/api/classes/featured'],
  trainers: ['/api/admin/trainers'],
  categories: ['/api/admin/categories'],
  publicCategories: ['/api/categories'],
  schedules: ['/api/admin/schedules'],
  publicSchedules: ['/api/schedules'],
  plans: ['/api/admin/membership-plans'],
  publicPlans: ['/api/membership-plans'],
  /**
   * The start of every Bookings tab query (one invalidation refreshes them all): each booking names its class,
   * trainer and times, and a schedule's cancel ends it.
   */
  bookings: ['/api/admin/bookings'],
} as const;

export function adminSchedulesKey(date: StudioDate) {
  return [...ADMIN_KEYS.schedules, { date }] as const;
}

interface WithId<Body> {
  id: number;
  body: Body;
}

const byId = (id: number) => ({ params: { path: { id } } });

/* ---- Classes (the list is the public one, classesQuery: spec §7 gives no admin list call) ---- */

export function createClass(body: ClassInput) {
  return call(() => apiClient.POST('/api/admin/classes', { body }));
}

export function updateClass({ id, body }: WithId<ClassUpdate>) {
  return call(() => apiClient.PUT('/api/admin/classes/{id}', { ...byId(id), body }));
}

export function deleteClass(id: number) {
  return call(() => apiClient.DELETE('/api/admin/classes/{id}', byId(id)));
}

/* ---- Trainers ---- */

export function fetchTrainers(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/admin/trainers', { signal }));
}

export function createTrainer(body: TrainerInput) {
  return call(() => apiClient.POST('/api/admin/trainers', { body }));
}

export function updateTrainer({ id, body }: WithId<TrainerUpdate>) {
  return call(() => apiClient.PUT('/api/admin/trainers/{id}', { ...byId(id), body }));
}

export function deleteTrainer(id: number) {
  return call(() => apiClient.DELETE('/api/admin/trainers/{id}', byId(id)));
}

/* ---- Categories ---- */

export function fetchCategories(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/admin/categories', { signal }));
}

export function createCategory(body: CategoryInput) {
  return call(() => apiClient.POST('/api/admin/categories', { body }));
}

export function updateCategory({ id, body }: WithId<CategoryUpdate>) {
  return call(() => apiClient.PUT('/api/admin/categories/{id}', { ...byId(id), body }));
}

export function deleteCategory(id: number) {
  return call(() => apiClient.DELETE('/api/admin/categories/{id}', byId(id)));
}

/* ---- Schedules ---- */

/** One studio day's schedules, cancelled ones included. */
export function fetchSchedules(date: StudioDate, signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/admin/schedules', { params: { query: { date } }, signal }));
}

export function createSchedule(body: ScheduleInput) {
  return call(() => apiClient.POST('/api/admin/schedules', { body }));
}

export function updateSchedule({ id, body }: WithId<ScheduleUpdate>) {
  return call(() => apiClient.PUT('/api/admin/schedules/{id}', { ...byId(id), body }));
}

export function cancelSchedule(id: number) {
  return call(() => apiClient.PUT('/api/admin/schedules/{id}/cancel', byId(id)));
}

export function clearAllSchedules() {
  return call(() => apiClient.DELETE('/api/admin/schedules/clear-all'));
}

/* ---- Membership plans ---- */

export function fetchPlans(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/admin/membership-plans', { signal }));
}

export function createPlan(body: PlanInput) {
  return call(() => apiClient.POST('/api/admin/membership-plans', { body }));
}

export function updatePlan({ id, body }: WithId<PlanUpdate>) {
  return call(() => apiClient.PUT('/api/admin/membership-plans/{id}', { ...byId(id), body }));
}

export function deletePlan(id: number) {
  return call(() => apiClient.DELETE('/api/admin/membership-plans/{id}', byId(id)));
}
