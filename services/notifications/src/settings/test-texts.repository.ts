import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';

const HOUR_MS = 3_600_000;
/** The advisory lock that queues the test-text checks, so two requests cannot both take the last one. */
const TEST_TEXTS_LOCK = 7_140_001;

/** Test texts asked for in the last hour, per member and per number. */
@Injectable()
export class TestTextsRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Records a test text to `phone` for the member unless, within the last hour, `perHour` have already been
   * asked for by them or sent to that number; answers whether it may be sent. Older records are dropped.
   */
  take(userId: number, phone: string, now: Date, perHour: number): Promise<boolean> {
    const since = new Date(now.getTime() - HOUR_MS);
    return this.orm.em.fork().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [TEST_TEXTS_LOCK]);
      await tx.execute('delete from "test_texts" where "requested_at" <= ?', [since]);
      const [recent] = await tx.execute<{ by_member: number; to_number: number }[]>(
        `select count(*) filter (where "user_id" = ?)::int as by_member,
                count(*) filter (where "phone" = ?)::int as to_number
           from "test_texts"`,
        [userId, phone],
      );
      if (recent.by_member >= perHour || recent.to_number >= perHour) return false;
      await tx.execute('insert into "test_texts" ("user_id", "phone", "requested_at") values (?, ?, ?)', [
        userId,
        phone,
        now,
      ]);
      return true;
    });
  }
}
