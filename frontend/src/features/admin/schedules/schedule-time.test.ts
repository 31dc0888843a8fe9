import {
  clockOf,
  datesWithoutTime,
  editedTimes,
  formatClock,
  formatUtc,
  scheduleTimes,
} from './schedule-time';

const sixThirtyPm = { startHour: 6, startMinute: 30, amPm: 'PM' as const, durationMinutes: 60 };

describe('schedule times (Pacific to UTC)', () => {
  it('turns 6:30 PM into 02:30Z before the March switch and 01:30Z after it', () => {
    expect(scheduleTimes('2027-03-13', sixThirtyPm)).toEqual({
      startTime: '2027-03-14T02:30:00.000Z',
      endTime: '2027-03-14T03:30:00.000Z',
    });
    expect(scheduleTimes('2027-03-15', sixThirtyPm).startTime).toBe('2027-03-16T01:30:00.000Z');
  });

  it('turns 6:30 PM into 01:30Z before the November switch and 02:30Z after it', () => {
    expect(scheduleTimes('2027-11-06', sixThirtyPm).startTime).toBe('2027-11-07T01:30:00.000Z');
    expect(scheduleTimes('2027-11-08', sixThirtyPm).startTime).toBe('2027-11-09T02:30:00.000Z');
  });

  it('maps 12 AM to midnight and keeps 12 PM at noon', () => {
    expect(scheduleTimes('2027-01-04', { ...sixThirtyPm, startHour: 12, amPm: 'AM' }).startTime).toBe(
      '2027-01-04T08:30:00.000Z',
    );
    expect(scheduleTimes('2027-01-04', { ...sixThirtyPm, startHour: 12, amPm: 'PM' }).startTime).toBe(
      '2027-01-04T20:30:00.000Z',
    );
  });

  it('reads a stored schedule back as its studio date, 12-hour time and duration', () => {
    expect(clockOf({ startTime: '2027-03-14T02:30:00.000Z', endTime: '2027-03-14T03:15:00.000Z' })).toEqual({
      date: '2027-03-13',
      startHour: 6,
      startMinute: 30,
      amPm: 'PM',
      durationMinutes: 45,
    });
  });

  it('saves an edit that keeps the start at the stored instant, also the second 1:30 AM of the autumn switch', () => {
    const second = { startTime: '2027-11-07T09:30:00.000Z', endTime: '2027-11-07T10:30:00.000Z' };
    const clock = clockOf(second);
    expect(clock).toMatchObject({ date: '2027-11-07', startHour: 1, startMinute: 30, amPm: 'AM' });
    expect(editedTimes(second, clock)).toEqual(second);
    expect(editedTimes(second, { ...clock, durationMinutes: 45 })).toEqual({
      startTime: '2027-11-07T09:30:00.000Z',
      endTime: '2027-11-07T10:15:00.000Z',
    });
    expect(editedTimes(second, { ...clock, startHour: 2 }).startTime).toBe('2027-11-07T10:30:00.000Z');
  });

  it('finds the dates on which a time does not exist: the hour the spring switch skips', () => {
    const twoThirtyAm = { startHour: 2, startMinute: 30, amPm: 'AM' as const, durationMinutes: 30 };
    expect(datesWithoutTime(['2027-03-13', '2027-03-14', '2027-03-15'], twoThirtyAm)).toEqual(['2027-03-14']);
    // The autumn switch repeats 1:30 AM rather than skipping it, and 3:30 AM on the spring day exists.
    expect(datesWithoutTime(['2026-11-01'], { ...twoThirtyAm, startHour: 1 })).toEqual([]);
    expect(datesWithoutTime(['2027-03-14'], { ...twoThirtyAm, startHour: 3 })).toEqual([]);
    expect(datesWithoutTime(['2027-03-14'], { ...twoThirtyAm, startHour: 12 })).toEqual([]);
    expect(formatClock(twoThirtyAm)).toBe('2:30 AM');
  });

  it('shows the stored UTC time', () => {
    expect(formatUtc('2027-03-16T01:30:00.000Z')).toBe('2027-03-16 01:30 UTC');
  });
});
