import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122191000CreateDeliveryLog } from './20261122191000-create-delivery-log';

/** The notifications schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122191000CreateDeliveryLog', class: Migration20261122191000CreateDeliveryLog },
];
