import { Module } from '@nestjs/common';
import { ServiceKernelModule } from '@studio/platform';
import { AccountBootstrapModule } from './account-bootstrap/account-bootstrap.module';
import { IdentityConfig } from './config';
import { migrations } from './migrations';
import { PasswordResetToken } from './password-reset/password-reset-token.entity';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { User } from './users/user.entity';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    ServiceKernelModule.forRoot({
      service: 'identity',
      entities: [User, PasswordResetToken],
      migrations,
      config: IdentityConfig,
    }),
    UsersModule,
    PasswordResetModule,
    AccountBootstrapModule,
  ],
})
export class AppModule {}
