import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122190000CreateMembershipPlans } from './20261122190000-create-membership-plans';
import { Migration20261124100000CreateCardsMembershipsTransactions } from './20261124100000-create-cards-memberships-transactions';
import { Migration20261125120000TransactionPaymentMethod } from './20261125120000-transaction-payment-method';
import { Migration20261126120000PlanNameLowerUnique } from './20261126120000-plan-name-lower-unique';
import { Migration20261126180000AnnounceExistingCustomers } from './20261126180000-announce-existing-customers';
import { Migration20261127100000MembershipPeriodStart } from './20261127100000-membership-period-start';
import { Migration20261127110000MembershipTerms } from './20261127110000-membership-terms';
import { Migration20261127130000CardFingerprint } from './20261127130000-card-fingerprint';
import { Migration20261127140000MembershipPeriodValue } from './20261127140000-membership-period-value';
import { Migration20261127150000MembershipIdempotencyKey } from './20261127150000-membership-idempotency-key';
import { Migration20261127160000MembershipCreditsTerms } from './20261127160000-membership-credits-terms';
import { Migration20261128100000MembershipRenewalRetryUntil } from './20261128100000-membership-renewal-retry-until';

/** The billing schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  {
    name: 'Migration20261122190000CreateMembershipPlans',
    class: Migration20261122190000CreateMembershipPlans,
  },
  {
    name: 'Migration20261124100000CreateCardsMembershipsTransactions',
    class: Migration20261124100000CreateCardsMembershipsTransactions,
  },
  {
    name: 'Migration20261125120000TransactionPaymentMethod',
    class: Migration20261125120000TransactionPaymentMethod,
  },
  {
    name: 'Migration20261126120000PlanNameLowerUnique',
    class: Migration20261126120000PlanNameLowerUnique,
  },
  {
    name: 'Migration20261126180000AnnounceExistingCustomers',
    class: Migration20261126180000AnnounceExistingCustomers,
  },
  {
    name: 'Migration20261127100000MembershipPeriodStart',
    class: Migration20261127100000MembershipPeriodStart,
  },
  {
    name: 'Migration20261127110000MembershipTerms',
    class: Migration20261127110000MembershipTerms,
  },
  {
    name: 'Migration20261127130000CardFingerprint',
    class: Migration20261127130000CardFingerprint,
  },
  {
    name: 'Migration20261127140000MembershipPeriodValue',
    class: Migration20261127140000MembershipPeriodValue,
  },
  {
    name: 'Migration20261127150000MembershipIdempotencyKey',
    class: Migration20261127150000MembershipIdempotencyKey,
  },
  {
    name: 'Migration20261127160000MembershipCreditsTerms',
    class: Migration20261127160000MembershipCreditsTerms,
  },
  {
    name: 'Migration20261128100000MembershipRenewalRetryUntil',
    class: Migration20261128100000MembershipRenewalRetryUntil,
  },
];
