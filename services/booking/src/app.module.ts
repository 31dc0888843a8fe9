import { Module } from '@nestjs/common';
import { ServiceKernelModule } from '@studio/platform';
import { BookingConfig } from './booking.config';
import { BookingsModule } from './bookings/bookings.module';
import { migrations } from './migrations';

@Module({
  imports: [
    ServiceKernelModule.forRoot({ service: 'booking', entities: [], migrations, config: BookingConfig }),
    BookingsModule,
  ],
})
export class AppModule {}
