import { IsInt, Max, Min } from 'class-validator';
import { PlatformConfig } from '@studio/platform';

export class BookingConfig extends PlatformConfig {
  /** How often the repair job runs: refunds and credits still owed, and bookings left half-made by a crash. */
  @IsInt()
  @Min(100)
  @Max(600000)
  BOOKING_REPAIR_EVERY_MS: number = 5000;

  /**
   * A booking still waiting for its payment this long after it was made is taken as abandoned (its request
   * died): its seat is released and anything charged for it is refunded. Longer than any payment call lasts.
   */
  @IsInt()
  @Min(1000)
  @Max(3600000)
  PENDING_BOOKING_TIMEOUT_MS: number = 60000;

  /** How long booking waits for billing's answer to a charge, refund or credit. */
  @IsInt()
  @Min(100)
  @Max(60000)
  BILLING_TIMEOUT_MS: number = 15000;

  /**
   * Under load (bookings within this time of each other), how long one read of the upcoming schedules from catalog
   * serves the bookings that follow (0: each booking reads its schedule alone). See CatalogSchedules.
   */
  @IsInt()
  @Min(0)
  @Max(60000)
  SCHEDULE_SNAPSHOT_MS: number = 3000;
}
