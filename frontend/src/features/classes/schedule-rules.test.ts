import type { Schedule } from '../../api/types';
import { scheduleClass } from '../../../test/factories';
import { BOOK_BUTTON_LABELS, bookButtonState, groupSchedulesByTimeOfDay, spotsTone } from './schedule-rules';

function schedule(id: number, startTime: string, endTime: string, extra: Partial<Schedule> = {}): Schedule {
  return {
    id,
    classId: 1,
    startTime,
    endTime,
    isCancelled: false,
    remainingSpots: 8,
    class: scheduleClass({ name: `Class ${id}` }),
    ...extra,
  };
}

describe('time-of-day groups', () => {
  it('splits at 12:00 and 17:00 Pacific, sorts each group and hides cancelled schedules', () => {
    // 2026-01-05 is in PST (UTC-8).
    const list = [
      schedule(4, '2026-01-06T01:00:00Z', '2026-01-06T02:00:00Z'), // 17:00
      schedule(2, '2026-01-05T20:00:00Z', '2026-01-05T21:00:00Z'), // 12:00
      schedule(1, '2026-01-05T19:59:00Z', '2026-01-05T20:59:00Z'), // 11:59
      schedule(3, '2026-01-06T00:59:00Z', '2026-01-06T01:59:00Z'), // 16:59
      schedule(5, '2026-01-05T17:00:00Z', '2026-01-05T18:00:00Z', { isCancelled: true }),
      schedule(0, '2026-01-05T16:00:00Z', '2026-01-05T17:00:00Z'), // 08:00
    ];
    const groups = groupSchedulesByTimeOfDay(list);
    expect(groups.map((g) => [g.label, g.schedules.map((s) => s.id)])).toEqual([
      ['Morning', [0, 1]],
      ['Afternoon', [2, 3]],
      ['Evening', [4]],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(
      groupSchedulesByTimeOfDay([schedule(1, '2026-01-06T02:00:00Z', '2026-01-06T03:00:00Z')]).map(
        (g) => g.key,
      ),
    ).toEqual(['evening']);
  });
});

describe('book button states', () => {
  const now = new Date('2026-01-10T20:00:00Z'); // Saturday 12:00 PST
  const tomorrow = schedule(1, '2026-01-11T17:00:00Z', '2026-01-11T18:00:00Z');

  it('offers Book when there are spots, the window is open and the member has no booking', () => {
    expect(bookButtonState(tomorrow, false, now)).toBe('book');
    expect(BOOK_BUTTON_LABELS.book).toBe('Book');
  });

  it('shows Full when no spot remains', () => {
    expect(bookButtonState({ ...tomorrow, remainingSpots: 0 }, false, now)).toBe('full');
    expect(BOOK_BUTTON_LABELS.full).toBe('Full');
  });

  it('shows Already Booked when the member holds a booking, even for a full class', () => {
    expect(bookButtonState({ ...tomorrow, remainingSpots: 0 }, true, now)).toBe('booked');
    expect(BOOK_BUTTON_LABELS.booked).toBe('Already Booked');
  });

  it('shows No Longer Bookable for a class of an earlier day that has ended', () => {
    const yesterday = schedule(2, '2026-01-09T17:00:00Z', '2026-01-09T18:00:00Z');
    expect(bookButtonState(yesterday, false, now)).toBe('closed');
    expect(BOOK_BUTTON_LABELS.closed).toBe('No Longer Bookable');
  });

  it("keeps today's classes bookable after they started", () => {
    const thisMorning = schedule(3, '2026-01-10T16:00:00Z', '2026-01-10T17:00:00Z');
    expect(bookButtonState(thisMorning, false, now)).toBe('book');
  });
});

describe('spots badge', () => {
  it('is green above 5, yellow from 1 to 5 and red at 0', () => {
    expect([6, 5, 1, 0].map(spotsTone)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
});
