export * from './membership-plan.dto';
