import { HttpException, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Clock, JobQueue } from '@studio/platform';
import { BookingConfig } from '../booking.config';
import { BillingPayments } from './billing-payments';
import { PaymentReturnRow } from './booking-row';
import { BookingRepository } from './bookings.repository';

const REPAIR_JOB = 'booking.repair';
const BATCH = 100;

/**
 * Gives back what booking owes members (refunds and credits recorded with the cancellation, in its
 * transaction) until billing confirms, and undoes bookings a crash left half-made. Billing keys every call by
 * the booking id, so a return asked for twice moves money once.
 */
@Injectable()
export class PaymentReturns implements OnModuleInit {
  private readonly logger = new Logger('PaymentReturns');

  constructor(
    private readonly bookings: BookingRepository,
    private readonly billing: BillingPayments,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly config: BookingConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.process(REPAIR_JOB, () => this.repair());
    await this.jobs.repeat(REPAIR_JOB, this.config.BOOKING_REPAIR_EVERY_MS);
  }

  /** One round of the repair job: abandoned bookings are undone, then every open return is tried. */
  async repair(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - this.config.PENDING_BOOKING_TIMEOUT_MS);
    for (const booking of await this.bookings.abandonedPending(before, BATCH)) {
      await this.bookings.voidBooking(booking, this.clock.now());
    }
    await this.pay(await this.bookings.openReturns(BATCH));
  }

  /** Tries the returns owed for one booking now (after its cancellation committed); failures wait for repair. */
  async payFor(bookingId: number): Promise<void> {
    await this.pay(await this.bookings.openReturns(BATCH, bookingId));
  }

  private async pay(returns: PaymentReturnRow[]): Promise<void> {
    for (const owed of returns) {
      try {
        if (owed.kind === 'refund')
          await this.billing.refund(owed.user_id, owed.booking_id, owed.amount_cents);
        else await this.billing.returnCredit(owed.user_id, owed.booking_id);
        await this.bookings.settleReturn(owed.id, this.clock.now(), null);
      } catch (error) {
        const message = (error as Error).message;
        if (error instanceof HttpException && error.getStatus() < 500) {
          // Billing's final word (nothing was charged for it, the membership has ended): nothing more to ask.
          await this.bookings.settleReturn(owed.id, this.clock.now(), message);
        } else {
          this.logger.warn(`${owed.kind} for booking ${owed.booking_id} failed, will retry: ${message}`);
          await this.bookings.retryReturnLater(owed.id, message);
        }
      }
    }
  }
}
