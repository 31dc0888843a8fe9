import { Injectable, Logger } from '@nestjs/common';
import { BOOKING_ROUTES } from '@studio/contracts';
import { Clock, ServiceClients } from '@studio/platform';
import { CatalogConfig } from '../catalog.config';
import { SeatCountRepository } from './seat-counts.repository';

/** Seats taken per schedule (live bookings); remaining spots are capacity minus this. */
export abstract class SeatCounts {
  abstract booked(scheduleIds: number[]): Promise<Map<number, number>>;
}

/** The booking service's seat inventory (`BOOKING_ROUTES.getSeats`): `{ "1": 4, "2": 0 }`. */
export abstract class BookingSeatsApi {
  abstract liveBooked(scheduleIds: number[]): Promise<Map<number, number>>;
}

@Injectable()
export class HttpBookingSeatsApi extends BookingSeatsApi {
  constructor(
    private readonly config: CatalogConfig,
    private readonly clients: ServiceClients,
  ) {
    super();
  }

  async liveBooked(scheduleIds: number[]): Promise<Map<number, number>> {
    const body = await this.clients.of('booking').call(BOOKING_ROUTES.getSeats, {
      query: { scheduleIds: scheduleIds.join(',') },
      timeoutMs: this.config.SEATS_TIMEOUT_MS,
    });
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new Error('booking answered seats in an unknown shape');
    const counts = new Map<number, number>();
    for (const id of scheduleIds) {
      const value: unknown = body[String(id)] ?? 0;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
        throw new Error(`booking answered an invalid seat count for schedule ${id}`);
      }
      counts.set(id, value);
    }
    return counts;
  }
}

/** After booking fails to answer, it is not asked again for this long (the kept counts serve meanwhile). */
export const BOOKING_RETRY_AFTER_MS = 5000;

/**
 * Asks booking, which holds the truth, so a member sees their own booking at once; when booking cannot answer,
 * uses the counts kept from booking-confirmed and booking-cancelled events.
 */
@Injectable()
export class BookingSeatCounts extends SeatCounts {
  private readonly logger = new Logger('SeatCounts');
  private unavailableUntil = 0;

  constructor(
    private readonly booking: BookingSeatsApi,
    private readonly kept: SeatCountRepository,
    private readonly clock: Clock,
  ) {
    super();
  }

  async booked(scheduleIds: number[]): Promise<Map<number, number>> {
    if (scheduleIds.length === 0) return new Map();
    const now = this.clock.now().getTime();
    if (now >= this.unavailableUntil) {
      try {
        return await this.booking.liveBooked(scheduleIds);
      } catch (error) {
        this.unavailableUntil = now + BOOKING_RETRY_AFTER_MS;
        this.logger.warn(`live seat counts unavailable, using kept counts: ${(error as Error).message}`);
      }
    }
    return this.kept.bookedBySchedule(scheduleIds);
  }
}
