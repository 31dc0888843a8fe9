import { Module } from '@nestjs/common';
import { AttemptLimitsModule } from '../attempt-limits/attempt-limits.module';
import { UsersModule } from '../users/users.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [UsersModule, AttemptLimitsModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetRepository, PasswordResetService],
})
export class PasswordResetModule {}
