import { Injectable, Logger } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  ADMIN_BOOKINGS_DEFAULT_LIMIT,
  AdminBookingsPageDto,
  AdminBookingsQueryDto,
  BookingDto,
  BookingMessages,
  CalendarFeedLinkDto,
  CalendarFileDto,
  cancellationOutcome,
  CancellationOutcome,
  CancellationResultDto,
  CreateBookingDto,
  dollarsToCents,
  isBookable,
  isUpcomingBooking,
  ScheduleSnapshotDto,
  SeatCountsDto,
  studioDateOf,
  withTaxCents,
} from '@studio/contracts';
import { Caller, Clock, ConflictError, NotFoundError, Outbox, settledFirst } from '@studio/platform';
import { BillingPayments, isRefusal } from './billing-payments';
import { BookingRow, ScheduleCopy } from './booking-row';
import {
  bookingCancelled,
  bookingConfirmed,
  fullReturnOf,
  toAdminBookingDto,
  toBookingDto,
  toCancellationResult,
} from './booking-views';
import {
  BookingRepository,
  copyOfRow,
  differs,
  Payable,
  Reservation,
  SeatsHeldError,
} from './bookings.repository';
import { CalendarFeedSigner, calendarOf } from './calendar';
import { CatalogSchedules } from './catalog-schedules';
import { IdentityMembers, notFoundAsNull } from './identity-members';
import { PaymentReturns } from './payment-returns';
import { ScheduleNews } from './schedule-news';

const CALENDAR_TYPE = 'text/calendar';
const FEED_HISTORY_MS = 30 * 24 * 3_600_000;
/**
 * The pauses of a request for a class whose last seats are held by payments still running, before it asks again:
 * about 2.5 s in all, long enough for a declined card to give its seat back, so that the member behind it is not
 * told the class is full while it ends with free seats.
 */
const HELD_SEAT_PAUSES_MS = [50, 100, 200, 400, 800, 1000];

export function copyOfSnapshot(s: ScheduleSnapshotDto, observedAt: Date): ScheduleCopy {
  return {
    scheduleId: s.id,
    classId: s.classId,
    className: s.className,
    categoryId: s.categoryId,
    trainerName: s.trainerName,
    studio: s.studio,
    startTime: new Date(s.startTime),
    endTime: new Date(s.endTime),
    isCancelled: s.isCancelled,
    capacity: s.maxCapacity,
    observedAt,
  };
}

/**
 * Booking rules (spec §4): reserve a seat, take the payment, confirm, in that order. A refused payment frees the
 * seat at once; a payment whose outcome is unknown (billing failed or the process died) is undone and refunded,
 * never left as a charged member without a seat.
 */
@Injectable()
export class BookingsService {
  private readonly logger = new Logger(BookingsService.name);
  private readonly sameRequests = new Map<string, Promise<BookingDto>>();

  constructor(
    private readonly bookings: BookingRepository,
    private readonly catalog: CatalogSchedules,
    private readonly billing: BillingPayments,
    private readonly returns: PaymentReturns,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly calendarFeeds: CalendarFeedSigner,
    private readonly members: IdentityMembers,
    private readonly schedules: ScheduleNews,
  ) {}

  /**
   * Requests of one member under one Idempotency-Key, in this process, one after the other: one sent while the
   * first runs answers the first's booking, or, when the first was refused (a declined card) and left nothing,
   * is tried on its own as a retry sent after it would be, rather than refused for the seat the first held.
   */
  create(caller: Caller, input: CreateBookingDto): Promise<BookingDto> {
    if (!input.idempotencyKey) return this.book(caller, input);
    const name = `${caller.userId}:${input.idempotencyKey}`;
    const before = this.sameRequests.get(name) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(() => this.book(caller, input));
    this.sameRequests.set(name, run);
    const forget = () => {
      if (this.sameRequests.get(name) === run) this.sameRequests.delete(name);
    };
    run.then(forget, forget);
    return run;
  }

  private async book(caller: Caller, input: CreateBookingDto): Promise<BookingDto> {
    const key = input.idempotencyKey ?? null;
    const replayed = key ? await this.replay(caller.userId, key, input) : null;
    if (replayed) return replayed;
    const startedAt = this.clock.now();
    const { snapshot, observedAt } = await this.catalog.snapshot(input.scheduleId);
    if (snapshot.isCancelled) throw new ConflictError(BookingMessages.scheduleCancelled);
    if (!isBookable(snapshot.startTime, snapshot.endTime, startedAt)) {
      throw new ConflictError(BookingMessages.notBookable);
    }
    const payable: Payable = {
      id: 0,
      userId: caller.userId,
      usedCredits: input.useCredits,
      totalCents: input.useCredits ? 0 : withTaxCents(snapshot.priceCents),
    };
    // The member agreed to the total they were shown: an admin's price change since is not charged unseen.
    const shown = input.useCredits ? undefined : input.expectedTotalPrice;
    if (shown !== undefined && dollarsToCents(shown) !== payable.totalCents) {
      throw new ConflictError(BookingMessages.priceChanged);
    }
    const copy = copyOfSnapshot(snapshot, observedAt);
    let kept: ScheduleCopy;
    try {
      const reserved = await this.reserve({
        copy,
        userId: caller.userId,
        usedCredits: payable.usedCredits,
        totalCents: payable.totalCents,
        paymentMethodId: input.useCredits ? null : (input.paymentMethodId ?? null),
        idempotencyKey: key,
        now: startedAt,
      });
      payable.id = reserved.id;
      kept = reserved.kept;
    } catch (error) {
      // The same request sent again while the first was taking the seat (a double click, a retry).
      const concurrent = key ? await this.replay(caller.userId, key, input) : null;
      if (concurrent) return concurrent;
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError(BookingMessages.alreadyBooked);
      }
      throw error;
    }
    // Catalog changed the class since booking last heard (its event is on the way): the members booked before
    // are told first, as moved or renamed, and this booking joins the class as it is now.
    if (differs(kept, copy)) await this.applyNews(copy, false);
    const paymentId = await this.pay(
      payable,
      input.paymentMethodId,
      snapshot.className,
      new Date(snapshot.startTime),
    );
    const confirmed = await this.bookings.confirm(payable.id, paymentId, (row) =>
      bookingConfirmed(row, this.clock.now()),
    );
    if (!confirmed) {
      // The schedule was cancelled while the payment ran: the booking is cancelled by the studio with the money or
      // the credit given back (one undone meanwhile gives it back as undone).
      const now = this.clock.now();
      const cancelled = await this.bookings.cancelPaidPending(
        payable.id,
        paymentId,
        (row) => fullReturnOf(row),
        now,
        (row, outcome) => bookingCancelled(row, outcome, 'schedule-cancelled', now),
      );
      if (cancelled) {
        this.outbox.flushSoon();
        await this.returns.payFor(payable.id);
      } else {
        await this.undo(payable);
      }
      throw new ConflictError(BookingMessages.scheduleCancelled);
    }
    this.outbox.flushSoon();
    return toBookingDto(confirmed);
  }

  /** Takes the credit or charges the card; answers the card payment's id (null for a credit). */
  private async pay(
    b: Payable,
    paymentMethodId: string | undefined,
    className: string,
    classStart: Date,
  ): Promise<string | null> {
    try {
      if (b.usedCredits) {
        await this.billing.useCredit(b.userId, b.id, classStart);
        return null;
      }
      const charge = await this.billing.charge({
        userId: b.userId,
        bookingId: b.id,
        paymentMethodId: paymentMethodId ?? '',
        amountCents: b.totalCents,
        className,
      });
      if (charge.status !== 'paid') {
        await this.undo(b);
        throw new ConflictError(BookingMessages.cardNeedsAuthentication);
      }
      return charge.paymentId;
    } catch (error) {
      if (error instanceof ConflictError) throw error;
      if (isRefusal(error)) await this.bookings.release(b.id);
      else await this.undo(b);
      throw error;
    }
  }

  private async undo(b: Payable): Promise<void> {
    await this.bookings.voidBooking(b, this.clock.now());
    await this.returns.payFor(b.id);
  }

  /** Catalog's word on a schedule, applied now; should that fail, catalog's event applies it when it comes. */
  private async applyNews(copy: ScheduleCopy, calledOff: boolean): Promise<void> {
    await this.schedules.applyNow(copy, calledOff).catch((error: Error) => {
      this.logger.warn(`Schedule ${copy.scheduleId} is left for catalog's event: ${error.message}`);
    });
  }

  /** Takes a seat; while the last ones are only held by payments still running, waits for one to come free. */
  private async reserve(r: Reservation): Promise<{ id: number; kept: ScheduleCopy }> {
    for (const pause of HELD_SEAT_PAUSES_MS) {
      try {
        return await this.bookings.reserve(r);
      } catch (error) {
        if (!(error instanceof SeatsHeldError)) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
    return this.bookings.reserve(r);
  }

  /**
   * A retried request (same idempotency key): the first booking, once its payment is settled. Null when no
   * booking has the key (a first request, or one whose payment was refused, which left nothing). The key names
   * one request: another class, way of paying or card under it is refused.
   */
  private async replay(userId: number, key: string, input: CreateBookingDto): Promise<BookingDto | null> {
    const first = await settledFirst(
      () => this.bookings.findByIdempotencyKey(userId, key),
      (booking) => booking.status === 'pending',
    );
    if (!first) return null;
    const otherCard =
      !input.useCredits &&
      first.payment_method_id !== null &&
      first.payment_method_id !== (input.paymentMethodId ?? null);
    if (first.schedule_id !== input.scheduleId || first.used_credits !== input.useCredits || otherCard) {
      throw new ConflictError(BookingMessages.idempotencyKeyReused);
    }
    if (first.status === 'pending') throw new ConflictError(BookingMessages.inProgress);
    return toBookingDto(first);
  }

  async listMine(caller: Caller): Promise<BookingDto[]> {
    return (await this.bookings.listForUser(caller.userId)).map(toBookingDto);
  }

  /** Spec §4 "Upcoming bookings": start still ahead, not cancelled, soonest first. */
  async listUpcoming(caller: Caller): Promise<BookingDto[]> {
    const now = this.clock.now();
    return (await this.listMine(caller))
      .filter((booking) => isUpcomingBooking(booking.status, booking.schedule.startTime, now))
      .sort((a, b) => Date.parse(a.schedule.startTime) - Date.parse(b.schedule.startTime));
  }

  async getMine(caller: Caller, id: number): Promise<BookingDto> {
    return toBookingDto(await this.owned(caller, id));
  }

  async quoteCancellation(caller: Caller, id: number): Promise<CancellationResultDto> {
    const booking = await this.latest(await this.owned(caller, id));
    return toCancellationResult(booking, this.outcomeNow(booking, await this.creditReturnable(booking)));
  }

  async cancel(caller: Caller, id: number): Promise<CancellationResultDto> {
    const booking = await this.latest(await this.owned(caller, id));
    const creditReturnable = await this.creditReturnable(booking);
    const now = this.clock.now();
    const cancelled = await this.bookings.cancel(
      booking,
      (current) => this.outcomeNow(current, creditReturnable),
      now,
      (row, o) => bookingCancelled(row, o, 'member', now),
    );
    if (!cancelled) throw new ConflictError(BookingMessages.alreadyCancelled);
    this.outbox.flushSoon();
    await this.returns.payFor(id);
    return toCancellationResult(cancelled.row, cancelled.outcome);
  }

  /**
   * A confirmed booking once catalog's word on its class is applied: a member cancelling just after the studio
   * called the class off or moved it is judged by that (everything back), not by a copy that catalog's event has
   * not reached yet. A schedule catalog no longer knows was deleted. While catalog cannot answer, the copy decides.
   */
  private async latest(booking: BookingRow): Promise<BookingRow> {
    if (booking.status !== 'confirmed') return booking;
    const now = this.clock.now();
    const news = await this.catalog.current(booking.schedule_id).then(
      ({ snapshot, observedAt }) => ({
        copy: copyOfSnapshot(snapshot, observedAt),
        calledOff: snapshot.isCancelled,
      }),
      (error: unknown) =>
        error instanceof NotFoundError
          ? { copy: { ...copyOfRow(booking, now), isCancelled: true }, calledOff: false }
          : null,
    );
    if (!news || !differs(copyOfRow(booking, now), news.copy)) return booking;
    await this.applyNews(news.copy, news.calledOff);
    return (await this.bookings.findForUser(booking.user_id, booking.id)) ?? booking;
  }

  /** Billing's word on a credit booking's credit (asked before its cancellation, outside its transaction). */
  private async creditReturnable(booking: BookingRow): Promise<boolean> {
    if (!booking.used_credits || booking.status !== 'confirmed') return true;
    return this.billing.creditReturnable(booking.user_id, booking.id);
  }

  /** The refund policy applied now; only a confirmed booking of a class not yet started can be cancelled. */
  private outcomeNow(booking: BookingRow, creditReturnable: boolean): CancellationOutcome {
    if (booking.status === 'cancelled') throw new ConflictError(BookingMessages.alreadyCancelled);
    if (booking.status === 'pending') throw new ConflictError(BookingMessages.inProgress);
    const now = this.clock.now();
    if (booking.start_time.getTime() <= now.getTime()) throw new ConflictError(BookingMessages.pastBooking);
    return cancellationOutcome({
      paidCents: booking.total_price_cents,
      usedCredits: booking.used_credits,
      startTime: booking.start_time,
      now,
      movedByStudio: booking.moved_at !== null,
      creditReturnable,
    });
  }

  private async owned(caller: Caller, id: number): Promise<BookingRow> {
    const booking = await this.bookings.findForUser(caller.userId, id);
    if (!booking) throw new NotFoundError(BookingMessages.bookingNotFound);
    return booking;
  }

  async calendarFile(caller: Caller, id: number): Promise<CalendarFileDto> {
    const booking = await this.owned(caller, id);
    return {
      fileName: `studio-booking-${booking.id}.ics`,
      contentType: CALENDAR_TYPE,
      content: calendarOf([booking], this.clock.now(), booking.class_name),
    };
  }

  async calendarFeedLink(caller: Caller): Promise<CalendarFeedLinkDto> {
    const authVersion = await this.members.authVersionOf(caller.userId);
    return { path: `/api/calendar/${this.calendarFeeds.tokenFor(caller.userId, authVersion)}` };
  }

  /** The feed of a token still current: one signed before the member's last password change is not. */
  async calendarFeed(token: string): Promise<CalendarFileDto> {
    const named = this.calendarFeeds.read(token);
    const current = named && (await this.members.authVersionOf(named.userId).catch(notFoundAsNull));
    if (!named || current !== named.authVersion) {
      throw new NotFoundError(BookingMessages.calendarTokenInvalid);
    }
    const { userId } = named;
    const now = this.clock.now();
    const rows = await this.bookings.listLiveForUserFrom(userId, new Date(now.getTime() - FEED_HISTORY_MS));
    return {
      fileName: 'studio-bookings.ics',
      contentType: CALENDAR_TYPE,
      content: calendarOf(rows, now, 'Studio classes'),
    };
  }

  async adminPage(query: AdminBookingsQueryDto): Promise<AdminBookingsPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? ADMIN_BOOKINGS_DEFAULT_LIMIT;
    const { rows, total } = await this.bookings.adminPage(
      query.status ?? (query.hideCancelled === 'true' ? 'not-cancelled' : undefined),
      (page - 1) * limit,
      limit,
    );
    return {
      bookings: rows.map(toAdminBookingDto),
      pagination: {
        total,
        page,
        limit,
        pages: Math.ceil(total / limit),
        today: studioDateOf(this.clock.now()),
      },
    };
  }

  async seats(scheduleIds: string): Promise<SeatCountsDto> {
    const ids = [...new Set(scheduleIds.split(',').map(Number))];
    const booked = await this.bookings.bookedBySchedule(ids);
    return Object.fromEntries([...booked].map(([id, count]) => [String(id), count]));
  }
}
