import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, Options, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import type { MigrationObject } from '@mikro-orm/core';
import { PlatformConfig } from '../config/platform-config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { ensureDatabase, serviceDatabaseUrl } from './server-postgres';
import { InboxEvent, OutboxEvent } from './outbox-inbox.entities';
import { Migration20261122000000CreateOutboxInbox } from './platform-migration';

export interface DatabaseSpec {
  service: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  /** The service's migrations in order; the outbox/inbox migration is added in front. */
  migrations: MigrationObject[];
}

/** Where a service's database lives: its own database on the server, or its own embedded instance. */
export async function resolveDatabaseUrl(config: PlatformConfig, service: string): Promise<string> {
  if (config.DATABASE_URL) {
    const url = serviceDatabaseUrl(config.DATABASE_URL, service);
    await ensureDatabase(url);
    return url;
  }
  return startEmbeddedPostgres(config.DATA_DIR, service);
}

export function ormOptions(spec: DatabaseSpec, clientUrl: string, embedded: boolean): Options {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl,
    entities: [OutboxEvent, InboxEvent, ...spec.entities],
    metadataProvider: ReflectMetadataProvider,
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    extensions: [Migrator],
    migrations: {
      migrationsList: [
        { name: 'Migration20261122000000CreateOutboxInbox', class: Migration20261122000000CreateOutboxInbox },
        ...spec.migrations,
      ],
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      tableName: 'mikro_orm_migrations',
      silent: true,
    },
    // An embedded instance serialises transactions, so a small pool avoids queueing behind it.
    pool: embedded ? { min: 0, max: 4 } : { min: 0, max: 10 },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: false,
  });
}
