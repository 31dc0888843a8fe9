import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122190000CreateUsers } from './20261122190000-create-users';
import { Migration20261122201000UsernameLowerUnique } from './20261122201000-username-lower-unique';
import { Migration20261126180000UsersStripeCustomerId } from './20261126180000-users-stripe-customer-id';

/** The identity schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122190000CreateUsers', class: Migration20261122190000CreateUsers },
  {
    name: 'Migration20261122201000UsernameLowerUnique',
    class: Migration20261122201000UsernameLowerUnique,
  },
  {
    name: 'Migration20261126180000UsersStripeCustomerId',
    class: Migration20261126180000UsersStripeCustomerId,
  },
];
