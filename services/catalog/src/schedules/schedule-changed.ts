import { createEvent, ScheduleChanged, ScheduleChangedEvent } from '@studio/contracts';
import type { StudioClass } from '../classes/classes.entity';
import type { Schedule } from './schedules.entity';

/**
 * The announcement of a schedule's change, as booking needs it to keep its seat inventory and to label its bookings
 * (class, category, trainer). A null trainer name tells nothing of the trainer: booking keeps the one it knows.
 */
export function scheduleChanged(
  schedule: Schedule,
  cls: StudioClass,
  trainerName: string | null,
  change: ScheduleChangedEvent['change'],
  at: Date,
): ScheduleChangedEvent {
  return createEvent(
    ScheduleChanged,
    {
      scheduleId: schedule.id,
      classId: cls.id,
      className: cls.name,
      categoryId: cls.categoryId,
      trainerName,
      studio: cls.studio,
      startTime: schedule.startTime.toISOString(),
      endTime: schedule.endTime.toISOString(),
      isCancelled: schedule.isCancelled,
      maxCapacity: cls.maxCapacity,
      change,
    },
    at,
  );
}
