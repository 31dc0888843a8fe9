import { Module } from '@nestjs/common';
import { AttemptLimitsModule } from '../attempt-limits/attempt-limits.module';
import { BillingCustomersConsumer } from './billing-customers.consumer';
import { DeviceTokens } from './device-tokens';
import { PasswordHasher, ScryptPasswordHasher } from './password-hasher';
import { InternalUsersController, UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [AttemptLimitsModule],
  controllers: [InternalUsersController, UsersController],
  providers: [
    UsersRepository,
    UsersService,
    DeviceTokens,
    BillingCustomersConsumer,
    { provide: PasswordHasher, useFactory: () => new ScryptPasswordHasher() },
  ],
  exports: [UsersRepository, UsersService, PasswordHasher],
})
export class UsersModule {}
