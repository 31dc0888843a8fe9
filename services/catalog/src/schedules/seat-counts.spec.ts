import { FixedClock } from '@studio/platform';
import { BOOKING_RETRY_AFTER_MS, BookingSeatCounts, BookingSeatsApi } from './seat-counts';
import { SeatCountRepository } from './seat-counts.repository';

class FakeBookingApi extends BookingSeatsApi {
  answer: Map<number, number> | Error = new Map();
  calls = 0;
  async liveBooked(): Promise<Map<number, number>> {
    this.calls += 1;
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}

function keptCounts(counts: Record<number, number>): SeatCountRepository {
  return {
    bookedBySchedule: async (ids: number[]) =>
      new Map(ids.filter((id) => id in counts).map((id) => [id, counts[id]])),
  } as unknown as SeatCountRepository;
}

describe('seat counts', () => {
  const clock = new FixedClock(new Date('2026-03-01T12:00:00Z'));

  it('uses the live counts of booking when it answers', async () => {
    const api = new FakeBookingApi();
    api.answer = new Map([[1, 4]]);
    const seats = new BookingSeatCounts(api, keptCounts({ 1: 9 }), clock);
    expect(await seats.booked([1])).toEqual(new Map([[1, 4]]));
  });

  it('falls back to the counts kept from booking events when booking fails', async () => {
    const api = new FakeBookingApi();
    api.answer = new Error('connection refused');
    const seats = new BookingSeatCounts(api, keptCounts({ 1: 9 }), clock);
    expect(await seats.booked([1, 2])).toEqual(new Map([[1, 9]]));
  });

  it('does not ask a failing booking service again until the retry pause is over', async () => {
    const api = new FakeBookingApi();
    api.answer = new Error('down');
    const local = new FixedClock(new Date('2026-03-01T12:00:00Z'));
    const seats = new BookingSeatCounts(api, keptCounts({}), local);
    await seats.booked([1]);
    await seats.booked([1]);
    expect(api.calls).toBe(1);
    api.answer = new Map([[1, 2]]);
    local.set(new Date(local.now().getTime() + BOOKING_RETRY_AFTER_MS));
    expect(await seats.booked([1])).toEqual(new Map([[1, 2]]));
  });

  it('asks nobody for an empty list', async () => {
    const api = new FakeBookingApi();
    const seats = new BookingSeatCounts(api, keptCounts({}), clock);
    expect(await seats.booked([])).toEqual(new Map());
    expect(api.calls).toBe(0);
  });
});
