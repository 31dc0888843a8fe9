import { ScheduleChanged, ScheduleChangedEvent } from '@studio/contracts';
import { EventSubscriptions, FixedClock } from '@studio/platform';
import { BookingEventsHandler } from './booking-events.handler';
import { ScheduleCopy } from './booking-row';
import { BookingRepository } from './bookings.repository';

type Handler = (event: ScheduleChangedEvent, em: unknown) => Promise<void>;

/** The handler over a repository double that keeps the schedule copies it is given. */
function setUp() {
  const handlers = new Map<unknown, Handler>();
  const subscriptions = {
    on: (definition: unknown, handler: Handler) => handlers.set(definition, handler),
  } as unknown as EventSubscriptions;
  const saved: ScheduleCopy[] = [];
  const bookings = {
    saveScheduleCopy: async (_em: unknown, copy: ScheduleCopy) => void saved.push(copy),
    cancelSchedule: jest.fn(),
  } as unknown as BookingRepository;
  new BookingEventsHandler(subscriptions, bookings, new FixedClock(new Date())).onModuleInit();
  const scheduleChanged = (fields: Pick<ScheduleChangedEvent, 'change' | 'isCancelled'>) =>
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
  return { saved, bookings, scheduleChanged };
}

describe('BookingEventsHandler', () => {
  it('keeps a class that ended before it was cleared from the calendar as held, and one called off as cancelled', async () => {
    const { saved, bookings, scheduleChanged } = setUp();
    await scheduleChanged({ change: 'deleted', isCancelled: false });
    await scheduleChanged({ change: 'cancelled', isCancelled: true });
    expect(saved.map((copy) => copy.isCancelled)).toEqual([false, true]);
    expect(bookings.cancelSchedule).not.toHaveBeenCalled();
  });
});
