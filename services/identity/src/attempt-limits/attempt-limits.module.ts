import { Module } from '@nestjs/common';
import { Clock } from '@studio/platform';
import { IdentityConfig } from '../config';
import { AttemptLimits } from './attempt-limits.service';
import { AttemptStore, InMemoryAttemptStore, RedisAttemptStore } from './attempt-store';

@Module({
  providers: [
    {
      provide: AttemptStore,
      useFactory: (config: IdentityConfig, clock: Clock) =>
        config.REDIS_URL
          ? RedisAttemptStore.connect(config.REDIS_URL, config.QUEUE_PREFIX)
          : new InMemoryAttemptStore(clock),
      inject: [IdentityConfig, Clock],
    },
    AttemptLimits,
  ],
  exports: [AttemptLimits],
})
export class AttemptLimitsModule {}
