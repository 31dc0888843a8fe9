import { Controller } from '@nestjs/common';
import {
  BOOKING_ROUTES as R,
  BookingDto,
  CalendarFeedLinkDto,
  CalendarFileDto,
  CancellationResultDto,
} from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { BookingsService } from './bookings.service';

@Controller()
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Serves(R.createBooking)
  create({ caller, body }: RouteInput<typeof R.createBooking>): Promise<BookingDto> {
    return this.bookings.create(caller, body);
  }

  @Serves(R.listMyBookings)
  listMine({ caller }: RouteInput<typeof R.listMyBookings>): Promise<BookingDto[]> {
    return this.bookings.listMine(caller);
  }

  @Serves(R.listMyBookingsForProfile)
  listMineForProfile({ caller }: RouteInput<typeof R.listMyBookingsForProfile>): Promise<BookingDto[]> {
    return this.bookings.listMine(caller);
  }

  @Serves(R.listMyUpcomingBookings)
  listUpcoming({ caller }: RouteInput<typeof R.listMyUpcomingBookings>): Promise<BookingDto[]> {
    return this.bookings.listUpcoming(caller);
  }

  @Serves(R.getCalendarFeedLink)
  calendarFeedLink({ caller }: RouteInput<typeof R.getCalendarFeedLink>): Promise<CalendarFeedLinkDto> {
    return this.bookings.calendarFeedLink(caller);
  }

  @Serves(R.getBooking)
  get({ caller, params }: RouteInput<typeof R.getBooking>): Promise<BookingDto> {
    return this.bookings.getMine(caller, params.id);
  }

  @Serves(R.getBookingCalendarFile)
  calendarFile({ caller, params }: RouteInput<typeof R.getBookingCalendarFile>): Promise<CalendarFileDto> {
    return this.bookings.calendarFile(caller, params.id);
  }

  @Serves(R.getCancellationQuote)
  quote({ caller, params }: RouteInput<typeof R.getCancellationQuote>): Promise<CancellationResultDto> {
    return this.bookings.quoteCancellation(caller, params.id);
  }

  @Serves(R.cancelBooking)
  cancel({ caller, params }: RouteInput<typeof R.cancelBooking>): Promise<CancellationResultDto> {
    return this.bookings.cancel(caller, params.id);
  }

  @Serves(R.getCalendarFeed)
  calendarFeed({ params }: RouteInput<typeof R.getCalendarFeed>): Promise<CalendarFileDto> {
    return this.bookings.calendarFeed(params.token);
  }
}
