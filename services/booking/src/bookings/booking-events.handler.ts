import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  ScheduleChanged,
  ScheduleChangedEvent,
  UserEmailChanged,
  UserRegistered,
  UserUpdated,
} from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import { ScheduleCopy } from './booking-row';
import { BookingRepository } from './bookings.repository';
import { ScheduleNews } from './schedule-news';

function copyOfEvent(event: ScheduleChangedEvent): ScheduleCopy {
  return {
    scheduleId: event.scheduleId,
    classId: event.classId,
    className: event.className,
    categoryId: event.categoryId ?? null,
    trainerName: event.trainerName ?? null,
    studio: event.studio ?? null,
    startTime: new Date(event.startTime),
    endTime: new Date(event.endTime),
    isCancelled: event.isCancelled || event.change === 'deleted',
    capacity: event.maxCapacity,
    observedAt: new Date(event.occurredAt),
  };
}

/**
 * Keeps booking's copies from other services' events: each schedule as catalog announces it (see ScheduleNews),
 * and members' names for the admin list.
 */
@Injectable()
export class BookingEventsHandler implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly bookings: BookingRepository,
    private readonly schedules: ScheduleNews,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on(ScheduleChanged, (event, em) =>
      this.schedules.apply(em, copyOfEvent(event), event.isCancelled),
    );
    for (const definition of [UserRegistered, UserUpdated]) {
      this.subscriptions.on(definition, async (event, em) => {
        await this.bookings.saveMember(em, {
          userId: event.userId,
          fullName: event.fullName,
          email: event.email,
          observedAt: new Date(event.occurredAt),
        });
      });
    }
    this.subscriptions.on(UserEmailChanged, async (event, em) => {
      await this.bookings.saveMember(em, {
        userId: event.userId,
        fullName: event.fullName,
        email: event.newEmail,
        observedAt: new Date(event.occurredAt),
      });
    });
  }
}
