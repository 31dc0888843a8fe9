import type { EntityManager } from '@mikro-orm/postgresql';
import { Schedule } from './schedules.entity';

/** The active schedules of these classes that have not ended by `after`: those a change to a class reaches. */
export function schedulesNotOver(em: EntityManager, classIds: number[], after: Date): Promise<Schedule[]> {
  if (classIds.length === 0) return Promise.resolve([]);
  return em.find(Schedule, { classId: { $in: classIds }, endTime: { $gt: after }, isCancelled: false });
}
