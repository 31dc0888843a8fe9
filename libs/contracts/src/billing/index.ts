export * from './billing-messages';
export * from './test-cards';
export * from './membership-plan.dto';
export * from './membership.dto';
export * from './payment-method.dto';
export * from './transaction.dto';
export * from './internal-billing.dto';
export * from './billing.routes';
