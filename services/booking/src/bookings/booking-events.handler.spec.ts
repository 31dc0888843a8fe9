import { CancellationOutcome, ScheduleChanged, ScheduleChangedEvent } from '@studio/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { EventSubscriptions, FixedClock, Outbox } from '@studio/platform';
import { BillingPayments } from './billing-payments';
import { BookingEventsHandler } from './booking-events.handler';
import { BookingRow, ScheduleCopy } from './booking-row';
import { BookingRepository } from './bookings.repository';
import { ScheduleNews } from './schedule-news';

type Handler = (event: ScheduleChangedEvent, em: unknown) => Promise<void>;
type OutcomeFor = (row: BookingRow) => CancellationOutcome;

/** The handler over doubles of booking's repository (keeping what it is given) and of billing. */
function setUp(creditsBillingKeeps: number[] = []) {
  const handlers = new Map<unknown, Handler>();
  const subscriptions = {
    on: (definition: unknown, handler: Handler) => handlers.set(definition, handler),
  } as unknown as EventSubscriptions;
  const saved: ScheduleCopy[] = [];
  const outcomes: OutcomeFor[] = [];
  const bookings = {
    saveScheduleCopy: async (_em: unknown, copy: ScheduleCopy) => void saved.push(copy),
    creditBookingsOf: async () => [
      { id: 1, user_id: 7 },
      { id: 2, user_id: 8 },
    ],
    cancelSchedule: async (_em: unknown, _copy: ScheduleCopy, outcomeFor: OutcomeFor) =>
      void outcomes.push(outcomeFor),
  } as unknown as BookingRepository;
  const billing = {
    creditReturnable: async (_userId: number, bookingId: number) => !creditsBillingKeeps.includes(bookingId),
  } as unknown as BillingPayments;
  const news = new ScheduleNews({} as MikroORM, bookings, billing, {} as Outbox, new FixedClock(new Date()));
  new BookingEventsHandler(subscriptions, bookings, news).onModuleInit();
  const scheduleChanged = (fields: Partial<ScheduleChangedEvent>) =>
    handlers.get(ScheduleChanged)!(
      {
        scheduleId: 4,
        classId: 2,
        className: 'Yoga',
        startTime: '2030-01-01T17:00:00.000Z',
        endTime: '2030-01-01T18:00:00.000Z',
        maxCapacity: 10,
        occurredAt: '2030-01-02T09:00:00.000Z',
        ...fields,
      } as ScheduleChangedEvent,
      {},
    );
  return { saved, outcomes, scheduleChanged };
}

const row = (id: number, usedCredits: boolean) =>
  ({ id, used_credits: usedCredits, total_price_cents: usedCredits ? 0 : 2160 }) as BookingRow;

describe('BookingEventsHandler', () => {
  it('keeps a class that ended before it was cleared from the calendar as held, and one called off as cancelled', async () => {
    const { saved, outcomes, scheduleChanged } = setUp();
    await scheduleChanged({ change: 'deleted', isCancelled: false });
    await scheduleChanged({ change: 'cancelled', isCancelled: true });
    expect(saved.map((copy) => copy.isCancelled)).toEqual([false, true]);
    expect(outcomes).toEqual([]);
  });

  it('gives everything back when the studio calls a class off, a credit only where billing can take it', async () => {
    const { outcomes, scheduleChanged } = setUp([2]);
    await scheduleChanged({ change: 'cancelled', isCancelled: true, occurredAt: '2029-12-31T09:00:00.000Z' });
    const [outcomeFor] = outcomes;
    expect([row(1, true), row(2, true), row(3, false)].map(outcomeFor)).toEqual([
      { isFullRefund: true, refundCents: 0, feeCents: 0, creditReturned: true },
      { isFullRefund: true, refundCents: 0, feeCents: 0, creditReturned: false },
      { isFullRefund: true, refundCents: 2160, feeCents: 0, creditReturned: false },
    ]);
  });
});
