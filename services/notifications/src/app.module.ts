import { Module } from '@nestjs/common';
import { ServiceKernelModule } from '@studio/platform';
import { NotificationsConfig } from './config';
import { Delivery } from './deliveries/delivery.entity';
import { DeliveriesModule } from './deliveries/deliveries.module';
import { DevicesModule } from './devices/devices.module';
import { MessagesModule } from './messages/messages.module';
import { SettingsModule } from './settings/settings.module';
import { migrations } from './migrations';

@Module({
  imports: [
    ServiceKernelModule.forRoot({
      service: 'notifications',
      entities: [Delivery],
      migrations,
      config: NotificationsConfig,
    }),
    DeliveriesModule,
    DevicesModule,
    SettingsModule,
    MessagesModule,
  ],
})
export class AppModule {}
