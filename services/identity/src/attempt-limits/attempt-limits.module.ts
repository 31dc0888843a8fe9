import { Module } from '@nestjs/common';
import { AttemptStore, Clock, createAttemptStore } from '@studio/platform';
import { IdentityConfig } from '../config';
import { AttemptLimits } from './attempt-limits.service';

@Module({
  providers: [
    {
      provide: AttemptStore,
      useFactory: (config: IdentityConfig, clock: Clock) => createAttemptStore(config, clock, 'identity'),
      inject: [IdentityConfig, Clock],
    },
    AttemptLimits,
  ],
  exports: [AttemptLimits],
})
export class AttemptLimitsModule {}
