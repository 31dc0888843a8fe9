import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Clock, Outbox } from '@studio/platform';
import { ScheduleCopy } from './booking-row';
import { bookingCancelled, bookingRescheduled, fullReturnOf } from './booking-views';
import { BillingPayments } from './billing-payments';
import { BookingRepository } from './bookings.repository';

/**
 * Applies catalog's word on a schedule to booking's copy of it, by whichever way it arrives first: catalog's
 * event, or a member's booking or cancellation that read the schedule from catalog before the event came. A
 * cancelled or deleted schedule that had not ended cancels its bookings with everything given back; a moved or
 * renamed one announces its confirmed bookings anew. Whichever way comes second finds nothing left to do.
 */
@Injectable()
export class ScheduleNews {
  constructor(
    private readonly orm: MikroORM,
    private readonly bookings: BookingRepository,
    private readonly billing: BillingPayments,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /**
   * In the caller's transaction. `copy.isCancelled` is true for a schedule cancelled or deleted; `calledOff` only
   * for one the studio called off (one deleted after its end is not shown as cancelled).
   */
  async apply(em: EntityManager, copy: ScheduleCopy, calledOff: boolean): Promise<void> {
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
      await this.bookings.saveScheduleCopy(em, { ...copy, isCancelled: calledOff });
      return;
    }
    // The studio called the class off: card bookings are refunded in full and credits given back, whenever.
    // They are cancelled as of when it was called off, not when this is applied: one applied after the class's
    // end must not read as attended (fitness counts a booking cancelled after its end as taken place).
    const calledOffAt = copy.observedAt;
    const kept = await this.creditsKept(em, copy.scheduleId);
    await this.bookings.cancelSchedule(
      em,
      copy,
      (row) => fullReturnOf(row, !kept.has(row.id)),
      calledOffAt,
      (row, outcome) => bookingCancelled(row, outcome, 'schedule-cancelled', calledOffAt),
    );
  }

  /** As `apply`, in a transaction of its own, its announcements sent at once. */
  async applyNow(copy: ScheduleCopy, calledOff: boolean): Promise<void> {
    await this.orm.em.fork().transactional((em) => this.apply(em, copy, calledOff));
    this.outbox.flushSoon();
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
