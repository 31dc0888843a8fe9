import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123120000CreateBookings } from './20261123120000-create-bookings';

/** The booking schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261123120000CreateBookings', class: Migration20261123120000CreateBookings },
];
