import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ScheduleChanged,
  ScheduleChangedEvent,
  UserEmailChanged,
  UserRegistered,
  UserUpdated,
} from '@studio/contracts';
import { Clock, EventSubscriptions } from '@studio/platform';
import { ScheduleCopy } from './booking-row';
import { bookingCancelled, bookingRescheduled, fullReturnOf } from './booking-views';
import { BillingPayments } from './billing-payments';
import { BookingRepository } from './bookings.repository';

function copyOfEvent(event: ScheduleChangedEvent): ScheduleCopy {
  return {
    scheduleId: event.scheduleId,
    classId: event.classId,
    className: event.className,
    categoryId: event.categoryId ?? null,
    trainerName: event.trainerName ?? null,
    startTime: new Date(event.startTime),
    endTime: new Date(event.endTime),
    isCancelled: event.isCancelled || event.change === 'deleted',
    capacity: event.maxCapacity,
    observedAt: new Date(event.occurredAt),
  };
}

/**
 * Keeps booking's copies from other services' events: each schedule as catalog announces it (a cancelled or
 * deleted one that had not ended cancels its bookings with everything given back; a moved or renamed one
 * announces its confirmed bookings anew), and members' names for the admin list.
 */
@Injectable()
export class BookingEventsHandler implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly bookings: BookingRepository,
    private readonly billing: BillingPayments,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on(ScheduleChanged, async (event, em) => {
      const copy = copyOfEvent(event);
      const now = this.clock.now();
      if (!copy.isCancelled) {
        // An edit may move the class: its members' reminders and attendance follow the new times.
        await this.bookings.moveSchedule(em, copy, now, (row, previous) =>
          bookingRescheduled(row, previous, now),
        );
        return;
      }
      // A class that had ended when it was called off (or cleared from the calendar) took place: its bookings
      // stand, as completed ones do (spec §4: a past booking is never cancelled or refunded). One called off while
      // it runs did not take place for its members.
      // Cleared from the calendar (deleted) after it ended, it is not shown as cancelled either.
      if (copy.endTime.getTime() <= copy.observedAt.getTime()) {
        await this.bookings.saveScheduleCopy(em, { ...copy, isCancelled: event.isCancelled });
        return;
      }
      // The studio called the class off: card bookings are refunded in full and credits given back, whenever.
      // They are cancelled as of when it was called off, not when this event is handled: one handled after the
      // class's end must not read as attended (fitness counts a booking cancelled after its end as taken place).
      const calledOffAt = copy.observedAt;
      const kept = await this.creditsKept(em, copy.scheduleId);
      await this.bookings.cancelSchedule(
        em,
        copy,
        (row) => fullReturnOf(row, !kept.has(row.id)),
        calledOffAt,
        (row, outcome) => bookingCancelled(row, outcome, 'schedule-cancelled', calledOffAt),
      );
    });
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

  /**
   * The schedule's credit bookings whose credit billing would keep (its membership or credit period has ended), so
   * that their members are not told it came back. Asked before the schedule's row is locked.
   */
  private async creditsKept(em: EntityManager, scheduleId: number): Promise<Set<number>> {
    const bookings = await this.bookings.creditBookingsOf(em, scheduleId);
    const answers = await Promise.all(
      bookings.map(async (b) => ({
        id: b.id,
        returnable: await this.billing.creditReturnable(b.user_id, b.id),
      })),
    );
    return new Set(answers.filter((a) => !a.returnable).map((a) => a.id));
  }
}
