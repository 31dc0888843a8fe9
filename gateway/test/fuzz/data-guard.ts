import { Pool } from 'pg';
import { SERVICE_NAMES, ServiceName } from '@studio/platform';

/**
 * Fingerprints of what a caller may not change, read straight from each service's database: every row of
 * every table, less the rows the caller owns (their `user_id`, their own `users` row, the credit entries of
 * their memberships) and the tables that are bookkeeping rather than data.
 */

/**
 * Event plumbing, messages waiting for their delivery (gone once delivered, whoever's they are) and migrations:
 * they change with any traffic and hold no one's data.
 */
const BOOKKEEPING = new Set(['outbox_events', 'inbox_events', 'queued_messages', 'mikro_orm_migrations']);

/**
 * Seat counts derived from everyone's bookings: the caller's own booking or cancellation moves them. Who may
 * book is checked through the bookings themselves, which are compared.
 */
const DERIVED = new Set(['schedule_seats', 'seat_counts']);

export type Fingerprint = Map<string, string>;

export class DataGuard {
  private readonly pools = new Map<ServiceName, Pool>();
  private readonly tables = new Map<ServiceName, { name: string; columns: string[] }[]>();

  constructor(databaseUrl: string) {
    for (const service of SERVICE_NAMES) {
      const url = new URL(databaseUrl);
      url.pathname = `${url.pathname}_${service}`;
      this.pools.set(service, new Pool({ connectionString: url.toString(), max: 2 }));
    }
  }

  private async tablesOf(service: ServiceName) {
    const known = this.tables.get(service);
    if (known) return known;
    const { rows } = await this.pools.get(service)!.query<{ table_name: string; columns: string[] }>(
      `select table_name, array_agg(column_name::text order by ordinal_position) as columns
         from information_schema.columns where table_schema = 'public' group by table_name order by table_name`,
    );
    const tables = rows
      .filter((row) => !BOOKKEEPING.has(row.table_name) && !DERIVED.has(row.table_name))
      .map((row) => ({ name: row.table_name, columns: row.columns }));
    this.tables.set(service, tables);
    return tables;
  }

  /** The condition that leaves out the rows `owner` may change (none when there is no owner). */
  private static notOwned(table: { name: string; columns: string[] }, owner: number | null): string {
    if (owner === null) return 'true';
    if (table.name === 'users') return `t.id <> ${owner}`;
    if (table.columns.includes('user_id')) return `t.user_id is distinct from ${owner}`;
    if (table.name === 'credit_entries') {
      return `t.membership_id not in (select id from user_memberships where user_id = ${owner})`;
    }
    return 'true';
  }

  /** One hash per table of the rows `owner` may not change (every row for the anonymous). */
  async fingerprint(owner: number | null): Promise<Fingerprint> {
    const results = await Promise.all(
      SERVICE_NAMES.map(async (service) => {
        const tables = await this.tablesOf(service);
        const sql = tables
          .map(
            (table) =>
              `select '${service}.${table.name}' as name,
                 md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
               from "${table.name}" t where ${DataGuard.notOwned(table, owner)}`,
          )
          .join(' union all ');
        const { rows } = await this.pools.get(service)!.query<{ name: string; hash: string }>(sql);
        return rows;
      }),
    );
    return new Map(results.flat().map((row) => [row.name, row.hash]));
  }

  /** The tables whose protected rows differ between two fingerprints. */
  static changed(before: Fingerprint, after: Fingerprint): string[] {
    return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.end()));
  }
}
