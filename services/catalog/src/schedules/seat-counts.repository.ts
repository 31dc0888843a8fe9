import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

@Injectable()
export class SeatCountRepository {
  constructor(private readonly em: EntityManager) {}

  /** Read on every listing while booking cannot answer: plain rows, no entities to build and track. */
  async bookedBySchedule(scheduleIds: number[]): Promise<Map<number, number>> {
    if (scheduleIds.length === 0) return new Map();
    const rows = await this.em
      .getConnection()
      .execute<{ schedule_id: number; booked: number }[]>(
        `select schedule_id, booked from seat_counts where schedule_id in (${scheduleIds.map(() => '?').join(', ')})`,
        scheduleIds,
      );
    return new Map(rows.map((r) => [r.schedule_id, r.booked]));
  }

  /**
   * Records the seats taken as a booking event announced them (capacity minus the remaining spots it carries),
   * unless a newer event already did. Runs in the event's own transaction.
   */
  async observe(
    tx: EntityManager,
    scheduleId: number,
    remainingSpots: number,
    observedAt: Date,
  ): Promise<void> {
    await tx.getConnection().execute(
      `insert into seat_counts (schedule_id, booked, observed_at)
         select s.id, greatest(0, c.max_capacity - ?), ? from schedules s join classes c on c.id = s.class_id where s.id = ?
       on conflict (schedule_id) do update set booked = excluded.booked, observed_at = excluded.observed_at
         where seat_counts.observed_at <= excluded.observed_at`,
      [remainingSpots, observedAt, scheduleId],
      'run',
      tx.getTransactionContext(),
    );
  }
}
