import { Module } from '@nestjs/common';
import { PlatformConfig, resolveInternalSecret } from '@studio/platform';
import { AdminBookingsController } from './admin-bookings.controller';
import { BillingPayments } from './billing-payments';
import { BookingEventsHandler } from './booking-events.handler';
import { BookingsController } from './bookings.controller';
import { BookingRepository } from './bookings.repository';
import { BookingsService } from './bookings.service';
import { CalendarFeedSigner } from './calendar';
import { CatalogSchedules } from './catalog-schedules';
import { IdentityMembers } from './identity-members';
import { PaymentReturns } from './payment-returns';
import { ScheduleNews } from './schedule-news';

@Module({
  controllers: [BookingsController, AdminBookingsController],
  providers: [
    BookingRepository,
    CatalogSchedules,
    IdentityMembers,
    BillingPayments,
    PaymentReturns,
    BookingsService,
    ScheduleNews,
    BookingEventsHandler,
    {
      provide: CalendarFeedSigner,
      useFactory: (config: PlatformConfig) => new CalendarFeedSigner(resolveInternalSecret(config)),
      inject: [PlatformConfig],
    },
  ],
})
export class BookingsModule {}
