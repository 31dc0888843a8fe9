import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { onePerKey, placeholders } from '@studio/platform';

export type ReminderStatus = 'scheduled' | 'cancelled' | 'sent' | 'missed';

export interface ClassReminder {
  bookingId: number;
  userId: number;
  className: string;
  startTime: Date;
  sendAt: Date;
  status: ReminderStatus;
  eventId: string;
}

const COLUMNS = `booking_id as "bookingId", user_id as "userId", class_name as "className",
  start_time as "startTime", send_at as "sendAt", status, event_id as "eventId"`;

export type NewReminder = Omit<ClassReminder, 'status'>;

/** A booking's reminder goes out two hours before its class, none once that time has passed. */
function bookedStatus(reminder: NewReminder, now: Date): ReminderStatus {
  return reminder.sendAt > now ? 'scheduled' : 'missed';
}

/** Raw rows carry timestamps as text. */
function withDates(row: ClassReminder): ClassReminder {
  return { ...row, startTime: new Date(row.startTime), sendAt: new Date(row.sendAt) };
}

/**
 * One reminder per booking: scheduled when booked, moved with its class, cancelled with the booking, sent (or
 * missed) when due.
 */
@Injectable()
export class RemindersRepository {
  constructor(private readonly orm: MikroORM) {}

  em(): EntityManager {
    return this.orm.em.fork();
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  /**
   * Writes one reminder row per booking in one statement, each in the status `statusOf` gives it, and settles a
   * booking that already has one by `onConflict` (whose own parameters follow the rows').
   */
  private async upsert(
    em: EntityManager,
    reminders: NewReminder[],
    statusOf: (reminder: NewReminder) => ReminderStatus,
    onConflict: { sql: string; params?: unknown[] },
    now: Date,
  ): Promise<void> {
    if (reminders.length === 0) return;
    await this.run(
      em,
      `insert into class_reminders (booking_id, user_id, class_name, start_time, send_at, status, event_id, updated_at)
       values ${placeholders(reminders, '(?, ?, ?, ?, ?, ?, ?, ?)')}
       on conflict (booking_id) ${onConflict.sql}`,
      [
        ...reminders.flatMap((r) => [
          r.bookingId,
          r.userId,
          r.className,
          r.startTime,
          r.sendAt,
          statusOf(r),
          r.eventId,
          now,
        ]),
        ...(onConflict.params ?? []),
      ],
    );
  }

  /**
   * Schedules the reminders of new bookings (missed for a class under two hours away), one statement for a run of
   * bookings; a booking cancelled or moved before its confirmation arrived keeps its row.
   */
  schedule(em: EntityManager, reminders: NewReminder[], now: Date): Promise<void> {
    return this.upsert(em, reminders, (r) => bookedStatus(r, now), { sql: 'do nothing' }, now);
  }

  /**
   * Drops the reminders, also those whose confirmation has not arrived yet (events of two topics may cross), in
   * one statement for a run of bookings.
   */
  cancel(em: EntityManager, reminders: NewReminder[], now: Date): Promise<void> {
    return this.upsert(
      em,
      onePerKey(reminders, (r) => r.bookingId),
      () => 'cancelled',
      {
        sql: `do update set status = 'cancelled', updated_at = excluded.updated_at
          where class_reminders.status = 'scheduled'`,
      },
      now,
    );
  }

  /**
   * Moves the reminders with their classes, in one statement for a run of bookings (the latest news of each
   * counts). A class moved to another time is reminded of anew before it, even if the old reminder went out; one
   * moved into the past is reminded of no more; a cancelled reminder stays so. A booking whose confirmation has not
   * arrived yet gets its reminder here as a new booking would, and the confirmation then leaves it as it is.
   */
  move(em: EntityManager, reminders: NewReminder[], now: Date): Promise<void> {
    return this.upsert(
      em,
      onePerKey(reminders, (r) => r.bookingId),
      (r) => bookedStatus(r, now),
      {
        sql: `do update set class_name = excluded.class_name, start_time = excluded.start_time,
          send_at = excluded.send_at, event_id = excluded.event_id, updated_at = excluded.updated_at,
          status = case when excluded.start_time <= ? then 'missed'
            when class_reminders.start_time = excluded.start_time then class_reminders.status
            else 'scheduled' end
          where class_reminders.status <> 'cancelled'`,
        params: [now],
      },
      now,
    );
  }

  async find(bookingId: number): Promise<ClassReminder | null> {
    const [row] = await this.run<ClassReminder>(
      this.em(),
      `select ${COLUMNS} from class_reminders where booking_id = ?`,
      [bookingId],
    );
    return row ? withDates(row) : null;
  }

  /**
   * Claims the reminders due now, under row locks other sweepers skip: each is marked sent, or missed when
   * its class has already started (the service was down past the time).
   */
  async claimDue(em: EntityManager, now: Date, limit: number): Promise<ClassReminder[]> {
    const rows = await this.run<ClassReminder>(
      em,
      `update class_reminders set status = case when start_time > ? then 'sent' else 'missed' end, updated_at = ?
        where booking_id in (select booking_id from class_reminders where status = 'scheduled' and send_at <= ?
          order by send_at limit ? for update skip locked)
        returning ${COLUMNS}`,
      [now, now, now, limit],
    );
    return rows.map(withDates);
  }
}
