import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122190000CreateCatalog } from './20261122190000-create-catalog';

/** The catalog schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122190000CreateCatalog', class: Migration20261122190000CreateCatalog },
];
