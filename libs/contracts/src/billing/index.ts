export * from './membership-plan.output';
