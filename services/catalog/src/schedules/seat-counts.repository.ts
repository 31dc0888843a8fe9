import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { onePerKey, placeholders } from '@studio/platform';

/** What a booking event tells of a schedule's seats, as of when it happened. */
export interface SeatObservation {
  scheduleId: number;
  remainingSpots: number;
  observedAt: Date;
}

@Injectable()
export class SeatCountRepository {
  constructor(private readonly em: EntityManager) {}

  /** Read on every listing while booking cannot answer: plain rows, no entities to build and track. */
  async bookedBySchedule(scheduleIds: number[]): Promise<Map<number, number>> {
    if (scheduleIds.length === 0) return new Map();
    const rows = await this.em
      .getConnection()
      .execute<{ schedule_id: number; booked: number }[]>(
        `select schedule_id, booked from seat_counts where schedule_id in (${placeholders(scheduleIds)})`,
        scheduleIds,
      );
    return new Map(rows.map((r) => [r.schedule_id, r.booked]));
  }

  /**
   * Records the seats taken as booking's events announced them (capacity minus the remaining spots each carries),
   * in one statement for a run of events; per schedule the newest observation counts, unless a newer one was
   * already recorded. Runs in the events' own transaction.
   */
  async observe(tx: EntityManager, observations: SeatObservation[]): Promise<void> {
    const newest = onePerKey(
      observations,
      (o) => o.scheduleId,
      (o, known) => known.observedAt.getTime() <= o.observedAt.getTime(),
    );
    if (newest.length === 0) return;
    await tx.getConnection().execute(
      `insert into seat_counts (schedule_id, booked, observed_at)
         select s.id, greatest(0, c.max_capacity - o.remaining), o.observed_at
           from (values ${placeholders(newest, '(?::int, ?::int, ?::timestamptz)')})
             o (schedule_id, remaining, observed_at)
           join schedules s on s.id = o.schedule_id join classes c on c.id = s.class_id
       on conflict (schedule_id) do update set booked = excluded.booked, observed_at = excluded.observed_at
         where seat_counts.observed_at <= excluded.observed_at`,
      newest.flatMap((o) => [o.scheduleId, o.remainingSpots, o.observedAt]),
      'run',
      tx.getTransactionContext(),
    );
  }
}
