import { IsBoolean, IsDateString, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { DomainEvent, EventDefinition } from './domain-event';

export class ScheduleChangedEvent extends DomainEvent {
  @IsInt()
  scheduleId: number;

  @IsInt()
  classId: number;

  @IsString()
  className: string;

  /** The class's category and trainer, which bookings show; absent or null when not told (older events, removals). */
  @IsOptional()
  @IsInt()
  categoryId?: number | null;

  @IsOptional()
  @IsString()
  trainerName?: string | null;

  /** Where the class takes place (the class's studio); absent or null when not told. */
  @IsOptional()
  @IsString()
  studio?: string | null;

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
