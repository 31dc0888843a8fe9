import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122190000CreateMembershipPlans } from './20261122190000-create-membership-plans';

/** The billing schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  {
    name: 'Migration20261122190000CreateMembershipPlans',
    class: Migration20261122190000CreateMembershipPlans,
  },
];
