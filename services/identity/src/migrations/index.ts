import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122190000CreateUsers } from './20261122190000-create-users';

/** The identity schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122190000CreateUsers', class: Migration20261122190000CreateUsers },
];
