import { Module } from '@nestjs/common';
import type IORedis from 'ioredis';
import { GatewayConfig } from '../config';
import { SESSION_REDIS } from '../session/session';
import { AdminUsersController } from './admin-users.controller';
import { InMemoryLoginRateLimiter, LoginRateLimiter, RedisLoginRateLimiter } from './login-rate-limiter';
import { PasswordResetController } from './password-reset.controller';
import { SessionController } from './session.controller';
import { UserController } from './user.controller';

/** The public identity API: validates input and forwards to the identity service; owns the sessions. */
@Module({
  controllers: [SessionController, UserController, PasswordResetController, AdminUsersController],
  providers: [
    {
      provide: LoginRateLimiter,
      useFactory: (redis: IORedis | undefined, config: GatewayConfig) =>
        redis ? new RedisLoginRateLimiter(redis, config.QUEUE_PREFIX) : new InMemoryLoginRateLimiter(),
      inject: [SESSION_REDIS, GatewayConfig],
    },
  ],
})
export class IdentityGatewayModule {}
