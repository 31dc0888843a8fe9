import { IsBoolean, IsDateString, IsIn, IsInt, IsString, Min } from 'class-validator';
import { DomainEvent, EventDefinition } from './domain-event';

export class ScheduleChangedEvent extends DomainEvent {
  @IsInt()
  scheduleId: number;

  @IsInt()
  classId: number;

  @IsString()
  className: string;

  @IsDateString()
  startTime: string;

  @IsDateString()
  endTime: string;

  @IsBoolean()
  isCancelled: boolean;

  @IsInt()
  @Min(0)
  maxCapacity: number;

  @IsIn(['created', 'updated', 'cancelled', 'deleted'])
  change: 'created' | 'updated' | 'cancelled' | 'deleted';
}

/** Keyed by schedule so that one schedule's changes stay in order. */
export const ScheduleChanged: EventDefinition<ScheduleChangedEvent> = {
  topic: 'schedule-changed',
  version: 1,
  payload: ScheduleChangedEvent,
  key: (e) => String(e.scheduleId),
};
