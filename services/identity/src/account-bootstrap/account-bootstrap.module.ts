import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AccountBootstrap } from './account-bootstrap.service';

@Module({
  imports: [UsersModule],
  providers: [AccountBootstrap],
})
export class AccountBootstrapModule {}
