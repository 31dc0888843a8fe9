import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SeatCount } from './seat-count.entity';

@Injectable()
export class SeatCountRepository {
  constructor(private readonly em: EntityManager) {}

  async bookedBySchedule(scheduleIds: number[]): Promise<Map<number, number>> {
    if (scheduleIds.length === 0) return new Map();
    const rows = await this.em.find(SeatCount, { scheduleId: { $in: scheduleIds } });
    return new Map(rows.map((r) => [r.scheduleId, r.booked]));
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
