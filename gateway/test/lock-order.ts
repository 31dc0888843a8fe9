import { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';

/**
 * Plays another writer against `operation`: a transaction of `app`'s database takes the row lock of `lockSql`,
 * starts the operation, gives it 300 ms to take what it can, then writes `thenSql` and commits. An operation that
 * takes the same rows in the other order deadlocks (PostgreSQL fails one of the two). Both statements get `id` as
 * their one parameter; answers the operation's outcome.
 */
export async function whileHoldingLock<T>(
  app: INestApplication,
  id: number,
  statements: { lockSql: string; thenSql: string },
  operation: () => Promise<T>,
): Promise<T> {
  let running: Promise<T> | undefined;
  await app
    .get(MikroORM)
    .em.fork()
    .transactional(async (tx) => {
      const sql = (query: string) =>
        tx.getConnection().execute(query, [id], 'all', tx.getTransactionContext());
      await sql(statements.lockSql);
      running = operation();
      // Settled below, after the commit; until then a failure must not count as unhandled.
      running.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql(statements.thenSql);
    });
  return running!;
}
