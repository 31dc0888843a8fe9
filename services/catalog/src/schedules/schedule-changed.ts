import { createEvent, ScheduleChanged, ScheduleChangedEvent } from '@studio/contracts';
import type { StudioClass } from '../classes/classes.entity';
import type { Schedule } from './schedules.entity';

/** The announcement of a schedule's change, as booking needs it to keep its seat inventory. */
export function scheduleChanged(
  schedule: Schedule,
  cls: StudioClass,
  change: ScheduleChangedEvent['change'],
  at: Date,
): ScheduleChangedEvent {
  return createEvent(
    ScheduleChanged,
    {
      scheduleId: schedule.id,
      classId: cls.id,
      className: cls.name,
      startTime: schedule.startTime.toISOString(),
      endTime: schedule.endTime.toISOString(),
      isCancelled: schedule.isCancelled,
      maxCapacity: cls.maxCapacity,
      change,
    },
    at,
  );
}
