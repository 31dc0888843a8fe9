import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  BookingCancelled,
  BookingCancelledEvent,
  BookingConfirmed,
  BookingConfirmedEvent,
  BookingMessages,
  BookingRescheduled,
  BookingRescheduledEvent,
  BookingStatus,
  CancellationOutcome,
  isNewsToMembers,
} from '@studio/contracts';
import { ConflictError, Outbox, placeholders } from '@studio/platform';
import { AdminBookingRow, BookingRow, PaymentReturnRow, ScheduleCopy } from './booking-row';

const BOOKING_COLUMNS = `b.id, b.user_id, b.schedule_id, b.status, b.payment_status, b.used_credits,
  b.total_price_cents, b.payment_method_id, b.payment_id, b.booked_at, b.cancelled_at, b.moved_at, s.class_id, s.class_name,
  s.category_id, s.trainer_name, s.studio, s.start_time, s.end_time, s.is_cancelled, s.capacity, s.booked`;
const FROM_BOOKINGS = `from bookings b join schedule_seats s on s.schedule_id = b.schedule_id`;
/** Whether member ? holds a live (not cancelled) booking of schedule ?: the rule of bookings_one_live_per_member. */
const LIVE_BOOKING_EXISTS = `exists (select 1 from bookings live where live.user_id = ? and live.schedule_id = ?
  and live.status <> 'cancelled')`;

/**
 * No seat is free, but some are held by bookings whose payment is still running: one may come free in a moment (a
 * declined card gives its seat back).
 */
export class SeatsHeldError extends ConflictError {
  constructor() {
    super(BookingMessages.full);
  }
}

/** What reserving a seat needs: the schedule as just read from catalog, and the booking to make. */
export interface Reservation {
  copy: ScheduleCopy;
  userId: number;
  usedCredits: boolean;
  totalCents: number;
  /** The card paid with (null for a credit). */
  paymentMethodId: string | null;
  idempotencyKey: string | null;
  now: Date;
}

/** A booking whose payment may have been taken: enough to give it back. */
export interface Payable {
  id: number;
  userId: number;
  usedCredits: boolean;
  totalCents: number;
}

export type CancelReason = BookingCancelledEvent['reason'];

/** The driver hands timestamps over as text (UTC); the rows carry them as dates. */
function withDates<T extends BookingRow>(row: T): T {
  return {
    ...row,
    booked_at: new Date(row.booked_at),
    start_time: new Date(row.start_time),
    end_time: new Date(row.end_time),
    cancelled_at: row.cancelled_at === null ? null : new Date(row.cancelled_at),
    moved_at: row.moved_at === null ? null : new Date(row.moved_at),
  };
}

/**
 * A schedule's copy as schedule_seats keeps it: each column with its type (for a row of parameters) and the field
 * of ScheduleCopy it holds, so the columns and their parameters come from one list.
 */
const COPY = {
  schedule_id: ['int', 'scheduleId'],
  class_id: ['int', 'classId'],
  class_name: ['text', 'className'],
  category_id: ['int', 'categoryId'],
  trainer_name: ['text', 'trainerName'],
  studio: ['text', 'studio'],
  start_time: ['timestamptz', 'startTime'],
  end_time: ['timestamptz', 'endTime'],
  is_cancelled: ['boolean', 'isCancelled'],
  capacity: ['int', 'capacity'],
  observed_at: ['timestamptz', 'observedAt'],
} as const satisfies Record<string, readonly [string, keyof ScheduleCopy]>;
type CopyColumn = keyof typeof COPY;
const COPY_COLUMNS_LIST = Object.keys(COPY) as CopyColumn[];
const COPY_COLUMNS = COPY_COLUMNS_LIST.join(', ');
const COPY_VALUE_TYPES = COPY_COLUMNS_LIST.map((c) => `?::${COPY[c][0]}`).join(', ');

function copyParams(copy: ScheduleCopy): unknown[] {
  return COPY_COLUMNS_LIST.map((c) => copy[COPY[c][1]]);
}

function fromColumn(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'int') return Number(value);
  if (type === 'timestamptz') return new Date(value as string | Date);
  if (type === 'boolean') return Boolean(value);
  return String(value);
}

/**
 * The copy a row's copy columns hold, as the driver hands them over (schedule_seats) or as a booking's row joins
 * them; `observedAt` for a row without observed_at.
 */
export function copyOfRow(row: { [C in CopyColumn]?: unknown }, observedAt?: Date): ScheduleCopy {
  const copy = Object.fromEntries(
    COPY_COLUMNS_LIST.map((c) => [COPY[c][1], fromColumn(COPY[c][0], row[c])]),
  ) as unknown as ScheduleCopy;
  return observedAt ? { ...copy, observedAt } : copy;
}

/**
 * Whether catalog's description of a schedule tells what its kept copy does not (the copy's times, class, name,
 * capacity or cancellation); the names a description leaves out (null) tell nothing. Which of the two is newer is
 * for saveScheduleCopy to judge.
 */
export function differs(kept: ScheduleCopy, newer: ScheduleCopy): boolean {
  return (
    kept.startTime.getTime() !== newer.startTime.getTime() ||
    kept.endTime.getTime() !== newer.endTime.getTime() ||
    kept.classId !== newer.classId ||
    kept.className !== newer.className ||
    kept.capacity !== newer.capacity ||
    (newer.isCancelled && !kept.isCancelled) ||
    (newer.categoryId !== null && kept.categoryId !== newer.categoryId) ||
    (newer.trainerName !== null && kept.trainerName !== newer.trainerName)
  );
}

/**
 * A column of the copy once a description (`excluded`) meets the kept row: the newer description wins, except
 * that a name it leaves out keeps the known one (unless the schedule now holds another class, whose trainer and
 * category the old ones are not) and a cancellation, once seen, stays.
 */
function mergedCopy(column: CopyColumn): string {
  const newer = 'schedule_seats.observed_at <= excluded.observed_at';
  const kept = `schedule_seats.${column}`;
  switch (column) {
    case 'is_cancelled':
      return `(${kept} or (${newer} and excluded.is_cancelled))`;
    case 'category_id':
    case 'trainer_name':
    case 'studio':
      return `case when not ${newer} then ${kept}
        when excluded.class_id <> schedule_seats.class_id then excluded.${column}
        else coalesce(excluded.${column}, ${kept}) end`;
    default:
      return `case when ${newer} then excluded.${column} else ${kept} end`;
  }
}

const MERGE_COPY = COPY_COLUMNS_LIST.filter((c) => c !== 'schedule_id')
  .map((c) => `${c} = ${mergedCopy(c)}`)
  .join(', ');

/**
 * Bookings and the seat inventory, in plain SQL: every rule about seats is decided by PostgreSQL inside one
 * transaction (a conditional update of the schedule's row), so no number of booking processes can oversell.
 */
@Injectable()
export class BookingRepository {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: Outbox,
  ) {}

  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  private async rows<T extends BookingRow>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return (await this.run<T>(em, sql, params)).map(withDates);
  }

  private transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.orm.em.fork().transactional(work);
  }

  /** Keeps the schedule's copy as catalog last described it; an older description never overwrites a newer one. */
  async saveScheduleCopy(em: EntityManager, copy: ScheduleCopy): Promise<void> {
    await this.run(
      em,
      `insert into schedule_seats (${COPY_COLUMNS}) values (${placeholders(COPY_COLUMNS_LIST)})
       on conflict (schedule_id) do update set ${MERGE_COPY}`,
      copyParams(copy),
    );
  }

  /**
   * Keeps a schedule's copy as saveScheduleCopy does and announces each confirmed booking of it when the kept copy
   * changed (a description older than the kept one changes nothing). The schedule's row is locked first, so a
   * booking being confirmed meanwhile is announced by its confirmation or here. Bookings whose class now starts at
   * another time are marked moved by the studio. Answers how many bookings were announced.
   */
  async moveSchedule(
    tx: EntityManager,
    copy: ScheduleCopy,
    now: Date,
    announce: (
      row: BookingRow,
      previous: { start: Date; className: string | null },
    ) => BookingRescheduledEvent,
  ): Promise<number> {
    const [known] = await this.run<{
      start_time: string;
      end_time: string;
      class_id: number;
      class_name: string;
    }>(
      tx,
      `select start_time, end_time, class_id, class_name from schedule_seats where schedule_id = ? for update`,
      [copy.scheduleId],
    );
    await this.saveScheduleCopy(tx, copy);
    if (!known) return 0;
    // Each row joins the copy as kept now (the newer of the known one and this description).
    const rows = await this.rows<BookingRow>(
      tx,
      `select ${BOOKING_COLUMNS} ${FROM_BOOKINGS} where b.schedule_id = ? and b.status = 'confirmed' order by b.id`,
      [copy.scheduleId],
    );
    const [kept] = rows;
    if (!kept) return 0;
    const previousStart = new Date(known.start_time);
    const startMoved = previousStart.getTime() !== kept.start_time.getTime();
    const classReplaced = Number(known.class_id) !== kept.class_id;
    const changed =
      startMoved ||
      classReplaced ||
      Date.parse(known.end_time) !== kept.end_time.getTime() ||
      known.class_name !== kept.class_name;
    if (!changed) return 0;
    const previous = { start: previousStart, className: classReplaced ? known.class_name : null };
    const events = rows.map((row) => announce(row, previous));
    // Members may withdraw without loss from a class that is no longer the one they booked (another time or class).
    if (isNewsToMembers(events[0])) {
      await this.run(tx, `update bookings set moved_at = ? where schedule_id = ? and status = 'confirmed'`, [
        now,
        copy.scheduleId,
      ]);
    }
    for (const event of events) await this.outbox.insert(tx, BookingRescheduled, event);
    return rows.length;
  }

  /**
   * Takes a seat and records the booking as pending, in one statement. A schedule booking has not seen yet is
   * inserted with its first seat taken and this description; a known one counts the seat by a conditional update
   * of its row (`booked` below the capacity of the newer description, not cancelled, no live booking of this
   * member), which PostgreSQL judges on the row's latest version after any concurrent booking of it has committed.
   * Concurrent requests in any number of processes queue on the schedule's row and the last seat goes to exactly
   * one of them; a second live booking of the same member fails on the unique index, which undoes the statement's
   * seat too. The known description itself is left as it was: a change to it is news to the members already
   * booked, which only moveSchedule tells (the caller hands it the newer description, see `differs`). Answers the
   * new booking's id and the schedule's copy as kept.
   */
  async reserve(r: Reservation): Promise<{ id: number; kept: ScheduleCopy }> {
    const em = this.orm.em.fork();
    const [row] = await this.run<{ [C in CopyColumn]: unknown } & { id: number }>(
      em,
      `with seat as (
         insert into schedule_seats (${COPY_COLUMNS}, booked)
         select *, 1 from (values (${COPY_VALUE_TYPES})) copy (${COPY_COLUMNS})
          where capacity > 0 and not is_cancelled
         on conflict (schedule_id) do update set booked = schedule_seats.booked + 1
          where schedule_seats.booked < ${mergedCopy('capacity')} and not ${mergedCopy('is_cancelled')}
            and not ${LIVE_BOOKING_EXISTS}
         returning ${COPY_COLUMNS}),
       booking as (
         insert into bookings (user_id, schedule_id, status, payment_status, used_credits, total_price_cents,
           payment_method_id, idempotency_key, booked_at)
         select ?, schedule_id, 'pending', 'pending', ?, ?, ?, ?, ? from seat
         returning id)
       select booking.id, seat.* from booking, seat`,
      [
        ...copyParams(r.copy),
        r.userId,
        r.copy.scheduleId,
        r.userId,
        r.usedCredits,
        r.totalCents,
        r.paymentMethodId,
        r.idempotencyKey,
        r.now,
      ],
    );
    if (row) return { id: row.id, kept: copyOfRow(row) };
    throw await this.refusalOf(em, r.userId, r.copy.scheduleId);
  }

  /**
   * Why no seat was taken, in the order the rules are told: booked already, then cancelled, then full (a
   * SeatsHeldError while some seats are held by payments still running).
   */
  private async refusalOf(em: EntityManager, userId: number, scheduleId: number): Promise<ConflictError> {
    const [state] = await this.run<{ is_cancelled: boolean; booked: boolean; held: boolean }>(
      em,
      `select s.is_cancelled, ${LIVE_BOOKING_EXISTS} as booked,
         exists (select 1 from bookings p where p.schedule_id = s.schedule_id and p.status = 'pending') as held
       from schedule_seats s where s.schedule_id = ?`,
      [userId, scheduleId, scheduleId],
    );
    if (state?.booked) return new ConflictError(BookingMessages.alreadyBooked);
    if (state?.is_cancelled) return new ConflictError(BookingMessages.scheduleCancelled);
    return state?.held ? new SeatsHeldError() : new ConflictError(BookingMessages.full);
  }

  /** The payment was refused, so nothing was taken: the pending booking goes and its seat is free again. */
  release(bookingId: number): Promise<void> {
    return this.transaction(async (tx) => {
      await this.dropPending(tx, bookingId);
    });
  }

  /**
   * Undoes a booking whose payment may or may not have gone through (billing failed to answer, or the booking
   * was abandoned): the pending booking goes, its seat is freed, and a refund of the whole charge (or the
   * credit) is owed until billing confirms it; billing refunds only what it actually took.
   */
  voidBooking(b: Payable, now: Date): Promise<void> {
    return this.transaction(async (tx) => {
      await this.dropPending(tx, b.id);
      await this.owe(tx, b, b.usedCredits ? 0 : b.totalCents, b.usedCredits, now, true);
    });
  }

  private async dropPending(tx: EntityManager, bookingId: number): Promise<void> {
    const [gone] = await this.run<{ schedule_id: number }>(
      tx,
      `delete from bookings where id = ? and status = 'pending' returning schedule_id`,
      [bookingId],
    );
    if (gone) {
      await this.run(tx, `update schedule_seats set booked = booked - 1 where schedule_id = ?`, [
        gone.schedule_id,
      ]);
    }
  }

  /** Records what billing owes back for a booking; `reopen` asks again even if an earlier return was settled. */
  private async owe(
    tx: EntityManager,
    b: Payable,
    refundCents: number,
    credit: boolean,
    now: Date,
    reopen: boolean,
  ): Promise<void> {
    const returns: Array<['refund' | 'credit', number]> = [];
    if (refundCents > 0) returns.push(['refund', refundCents]);
    if (credit) returns.push(['credit', 0]);
    for (const [kind, amount] of returns) {
      await this.run(
        tx,
        `insert into payment_returns (booking_id, user_id, kind, amount_cents, created_at) values (?, ?, ?, ?, ?)
         on conflict (booking_id, kind) do ${reopen ? 'update set done_at = null, attempts = 0, amount_cents = excluded.amount_cents' : 'nothing'}`,
        [b.id, b.userId, kind, amount, now],
      );
    }
  }

  /**
   * Confirms a paid booking and announces it as `announce` words it from the confirmed row. The schedule's row is
   * share-locked first, so a cancellation of the schedule either sees this booking confirmed (and cancels it) or
   * is seen here: a booking is never confirmed on a cancelled schedule. Answers null when the booking is no longer
   * pending or its schedule was cancelled.
   */
  confirm(
    bookingId: number,
    paymentId: string | null,
    announce: (row: BookingRow) => BookingConfirmedEvent,
  ): Promise<BookingRow | null> {
    return this.transaction(async (tx) => {
      const [row] = await this.rows<BookingRow>(
        tx,
        `with live as (
           select s.schedule_id from bookings b join schedule_seats s on s.schedule_id = b.schedule_id
            where b.id = ? and not s.is_cancelled for key share of s),
         b as (
           update bookings set status = 'confirmed', payment_status = 'paid', payment_id = ?
            where id = ? and status = 'pending' and exists (select 1 from live) returning *)
         select ${BOOKING_COLUMNS} from b join schedule_seats s on s.schedule_id = b.schedule_id`,
        [bookingId, paymentId, bookingId],
      );
      if (!row) return null;
      await this.outbox.insert(tx, BookingConfirmed, announce(row));
      return row;
    });
  }

  /**
   * A booking paid for while the studio called its class off, so never confirmed: cancelled by the studio with
   * what `outcomeFor` gives back, as the class's confirmed bookings were, so that its member finds it and is told,
   * rather than meeting a charge and a refund for a booking nowhere to be seen. Null when it is no longer pending
   * (undone meanwhile).
   */
  cancelPaidPending(
    bookingId: number,
    paymentId: string | null,
    outcomeFor: (row: BookingRow) => CancellationOutcome,
    now: Date,
    announce: (row: BookingRow, outcome: CancellationOutcome) => BookingCancelledEvent,
  ): Promise<BookingRow | null> {
    return this.transaction(async (tx) => {
      await this.run(
        tx,
        `update bookings set payment_status = 'paid', payment_id = ? where id = ? and status = 'pending'`,
        [paymentId, bookingId],
      );
      const row = await this.findIn(tx, bookingId);
      if (row?.status !== 'pending') return null;
      return this.cancelIn(tx, row, outcomeFor(row), 'schedule-cancelled', now, announce, 'pending');
    });
  }

  /**
   * Cancels one confirmed booking of a member under the outcome `outcomeOf` gives for it as it stands once the
   * schedule's row is locked: a move of the class that committed since the member's request was read (another
   * start, or moved by the studio) decides the refund. `outcomeOf` may refuse (throw). Null when the booking was
   * cancelled meanwhile.
   */
  cancel(
    booking: BookingRow,
    outcomeOf: (current: BookingRow) => CancellationOutcome,
    now: Date,
    announce: (row: BookingRow, outcome: CancellationOutcome) => BookingCancelledEvent,
  ): Promise<{ row: BookingRow; outcome: CancellationOutcome } | null> {
    return this.transaction(async (tx) => {
      // The schedule's row first, as a move or a cancellation of the schedule takes it before the bookings: taken
      // the other way round, a member's cancel and an admin's move deadlocked.
      await this.run(tx, `select 1 from schedule_seats where schedule_id = ? for update`, [
        booking.schedule_id,
      ]);
      const current = await this.findIn(tx, booking.id);
      if (!current) return null;
      const outcome = outcomeOf(current);
      const row = await this.cancelIn(tx, current, outcome, 'member', now, announce);
      return row ? { row, outcome } : null;
    });
  }

  /**
   * Marks a schedule cancelled (or deleted) in the event's transaction and cancels its confirmed bookings with
   * what `outcomeFor` gives back. The schedule's row is locked first, so a booking being confirmed meanwhile is
   * either seen here or refused there.
   */
  async cancelSchedule(
    tx: EntityManager,
    copy: ScheduleCopy,
    outcomeFor: (row: BookingRow) => CancellationOutcome,
    now: Date,
    announce: (row: BookingRow, outcome: CancellationOutcome) => BookingCancelledEvent,
  ): Promise<number> {
    const locked = await this.run(tx, `select 1 from schedule_seats where schedule_id = ? for update`, [
      copy.scheduleId,
    ]);
    if (locked.length === 0) return 0;
    await this.saveScheduleCopy(tx, copy);
    await this.run(tx, `update schedule_seats set is_cancelled = true where schedule_id = ?`, [
      copy.scheduleId,
    ]);
    const rows = await this.rows<BookingRow>(
      tx,
      `select ${BOOKING_COLUMNS} ${FROM_BOOKINGS} where b.schedule_id = ? and b.status = 'confirmed' order by b.id`,
      [copy.scheduleId],
    );
    let cancelled = 0;
    for (const row of rows) {
      if (await this.cancelIn(tx, row, outcomeFor(row), 'schedule-cancelled', now, announce)) cancelled += 1;
    }
    return cancelled;
  }

  /** The confirmed credit bookings of a schedule (read in the event's transaction, before it is cancelled). */
  creditBookingsOf(tx: EntityManager, scheduleId: number): Promise<Array<{ id: number; user_id: number }>> {
    return this.run<{ id: number; user_id: number }>(
      tx,
      `select id, user_id from bookings where schedule_id = ? and status = 'confirmed' and used_credits`,
      [scheduleId],
    );
  }

  private async cancelIn(
    tx: EntityManager,
    booking: BookingRow,
    outcome: CancellationOutcome,
    reason: CancelReason,
    now: Date,
    announce: (row: BookingRow, outcome: CancellationOutcome) => BookingCancelledEvent,
    from: 'confirmed' | 'pending' = 'confirmed',
  ): Promise<BookingRow | null> {
    const updated = await this.run(
      tx,
      `update bookings set status = 'cancelled', cancelled_at = ?, refund_cents = ?, fee_cents = ?,
         credit_returned = ?, cancel_reason = ?
        where id = ? and status = ? returning id`,
      [now, outcome.refundCents, outcome.feeCents, outcome.creditReturned, reason, booking.id, from],
    );
    if (updated.length === 0) return null;
    await this.run(tx, `update schedule_seats set booked = booked - 1 where schedule_id = ?`, [
      booking.schedule_id,
    ]);
    const payable = {
      id: booking.id,
      userId: booking.user_id,
      usedCredits: booking.used_credits,
      totalCents: booking.total_price_cents,
    };
    await this.owe(tx, payable, outcome.refundCents, outcome.creditReturned, now, false);
    const row = await this.findIn(tx, booking.id);
    if (!row) return null;
    await this.outbox.insert(tx, BookingCancelled, announce(row, outcome));
    return row;
  }

  private async findIn(em: EntityManager, id: number): Promise<BookingRow | null> {
    const [row] = await this.rows<BookingRow>(
      em,
      `select ${BOOKING_COLUMNS} ${FROM_BOOKINGS} where b.id = ?`,
      [id],
    );
    return row ?? null;
  }

  findById(id: number): Promise<BookingRow | null> {
    return this.findIn(this.orm.em.fork(), id);
  }

  async findForUser(userId: number, id: number): Promise<BookingRow | null> {
    const [row] = await this.rows<BookingRow>(
      this.orm.em.fork(),
      `select ${BOOKING_COLUMNS} ${FROM_BOOKINGS} where b.id = ? and b.user_id = ?`,
      [id, userId],
    );
    return row ?? null;
  }

  async findByIdempotencyKey(userId: number, key: string): Promise<BookingRow | null> {
    const [row] = await this.rows<BookingRow>(
      this.orm.em.fork(),
      `select ${BOOKING_COLUMNS} ${FROM_BOOKINGS} where b.user_id = ? and b.idempotency_key = ?`,
      [userId, key],
    );
    return row ?? null;
  }

  listForUser(userId: number): Promise<BookingRow[]> {
    return this.rows<BookingRow>(
      this.orm.em.fork(),
      `select ${BOOKING_COLUMNS} ${FROM_BOOKINGS} where b.user_id = ? order by s.start_time, b.id`,
      [userId],
    );
  }

  /** The member's live bookings ending after `from`, for the calendar feed. */
  listLiveForUserFrom(userId: number, from: Date): Promise<BookingRow[]> {
    return this.rows<BookingRow>(
      this.orm.em.fork(),
      `select ${BOOKING_COLUMNS} ${FROM_BOOKINGS}
        where b.user_id = ? and b.status = 'confirmed' and s.end_time >= ? order by s.start_time, b.id`,
      [userId, from],
    );
  }

  /** A page of all bookings, of those of one status, or of all but the cancelled ones, by class start. */
  async adminPage(
    status: BookingStatus | 'not-cancelled' | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: AdminBookingRow[]; total: number }> {
    const em = this.orm.em.fork();
    const where = status === undefined ? '' : `where b.status ${status === 'not-cancelled' ? '<>' : '='} ?`;
    const filter = status === undefined ? [] : [status === 'not-cancelled' ? 'cancelled' : status];
    const [count] = await this.run<{ total: number }>(
      em,
      `select count(*)::int as total from bookings b ${where}`,
      filter,
    );
    const rows = await this.rows<AdminBookingRow>(
      em,
      `select ${BOOKING_COLUMNS}, m.full_name, m.email ${FROM_BOOKINGS} left join members m on m.user_id = b.user_id
        ${where} order by s.start_time, b.id limit ? offset ?`,
      [...filter, limit, offset],
    );
    return { rows, total: count.total };
  }

  async bookedBySchedule(scheduleIds: readonly number[]): Promise<Map<number, number>> {
    if (scheduleIds.length === 0) return new Map();
    const rows = await this.run<{ schedule_id: number; booked: number }>(
      this.orm.em.fork(),
      `select schedule_id, booked from schedule_seats where schedule_id in (${placeholders(scheduleIds)})`,
      [...scheduleIds],
    );
    return new Map(rows.map((r) => [r.schedule_id, r.booked]));
  }

  /** Bookings still pending since before `before`: their request died between taking the seat and confirming. */
  async abandonedPending(before: Date, limit: number): Promise<Payable[]> {
    const rows = await this.run<{
      id: number;
      user_id: number;
      used_credits: boolean;
      total_price_cents: number;
    }>(
      this.orm.em.fork(),
      `select id, user_id, used_credits, total_price_cents from bookings
        where status = 'pending' and booked_at < ? order by booked_at limit ?`,
      [before, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      usedCredits: r.used_credits,
      totalCents: r.total_price_cents,
    }));
  }

  openReturns(limit: number, bookingId?: number): Promise<PaymentReturnRow[]> {
    return this.run<PaymentReturnRow>(
      this.orm.em.fork(),
      `select id, booking_id, user_id, kind, amount_cents from payment_returns
        where done_at is null ${bookingId === undefined ? '' : 'and booking_id = ?'} order by id limit ?`,
      bookingId === undefined ? [limit] : [bookingId, limit],
    );
  }

  async settleReturn(id: number, now: Date, error: string | null): Promise<void> {
    await this.run(
      this.orm.em.fork(),
      `update payment_returns set done_at = ?, last_error = ? where id = ?`,
      [now, error, id],
    );
  }

  async retryReturnLater(id: number, error: string): Promise<void> {
    await this.run(
      this.orm.em.fork(),
      `update payment_returns set attempts = attempts + 1, last_error = ? where id = ?`,
      [error, id],
    );
  }

  async saveMember(
    em: EntityManager,
    member: { userId: number; fullName: string; email: string; observedAt: Date },
  ): Promise<void> {
    await this.run(
      em,
      `insert into members (user_id, full_name, email, observed_at) values (?, ?, ?, ?)
       on conflict (user_id) do update set full_name = excluded.full_name, email = excluded.email,
         observed_at = excluded.observed_at
       where members.observed_at <= excluded.observed_at`,
      [member.userId, member.fullName, member.email, member.observedAt],
    );
  }
}
