import { Controller } from '@nestjs/common';
import {
  BOOKING_ROUTES as R,
  AdminBookingsPageDto,
  ClearCacheResultDto,
  SeatCountsDto,
} from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { BookingsService } from './bookings.service';

@Controller()
export class AdminBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Serves(R.listAdminBookings)
  list({ query }: RouteInput<typeof R.listAdminBookings>): Promise<AdminBookingsPageDto> {
    return this.bookings.adminPage(query);
  }

  /** The list is read live from the bookings, so there is nothing kept to drop. */
  @Serves(R.clearAdminBookingsCache)
  clearCache(): ClearCacheResultDto {
    return { success: true };
  }

  /** Catalog's live seat counts for its listings. */
  @Serves(R.getSeats)
  seats({ query }: RouteInput<typeof R.getSeats>): Promise<SeatCountsDto> {
    return this.bookings.seats(query.scheduleIds);
  }
}
