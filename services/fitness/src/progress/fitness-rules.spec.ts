import {
  ACHIEVEMENTS,
  AttendedClass,
  isAttended,
  levelFor,
  progressOf,
  totalPointsOf,
} from './fitness-rules';

let nextId = 1;
/** A class of `minutes` starting at the given instant (written in UTC; Pacific is UTC-8 in January). */
function attended(startUtc: string, categoryId: number | null = 1, minutes = 60): AttendedClass {
  const startTime = new Date(startUtc);
  return {
    bookingId: nextId++,
    categoryId,
    startTime,
    endTime: new Date(startTime.getTime() + minutes * 60_000),
  };
}

describe('fitness rules', () => {
  describe('attendance', () => {
    const endTime = new Date('2026-01-05T18:00:00Z');
    it('counts a confirmed booking once its class has ended, not a moment before', () => {
      expect(
        isAttended({ confirmed: true, endTime, cancelledAt: null }, new Date('2026-01-05T17:59:59Z')),
      ).toBe(false);
      expect(isAttended({ confirmed: true, endTime, cancelledAt: null }, endTime)).toBe(true);
    });

    it('takes back a booking cancelled before the end, keeps one cancelled at or after it', () => {
      const later = new Date('2026-01-06T00:00:00Z');
      expect(
        isAttended({ confirmed: true, endTime, cancelledAt: new Date('2026-01-05T17:59:00Z') }, later),
      ).toBe(false);
      expect(isAttended({ confirmed: true, endTime, cancelledAt: endTime }, later)).toBe(true);
    });

    it('never counts a booking it only knows as cancelled', () => {
      expect(isAttended({ confirmed: false, endTime, cancelledAt: endTime }, new Date('2026-02-01'))).toBe(
        false,
      );
    });
  });

  describe('levels and points', () => {
    it('starts at level 1 with the next level at 100 points, and grows the threshold by 100 × level', () => {
      expect(levelFor(0)).toEqual({ level: 1, nextLevelPoints: 100 });
      expect(levelFor(99)).toEqual({ level: 1, nextLevelPoints: 100 });
      expect(levelFor(100)).toEqual({ level: 2, nextLevelPoints: 300 });
      expect(levelFor(299)).toEqual({ level: 2, nextLevelPoints: 300 });
      expect(levelFor(300)).toEqual({ level: 3, nextLevelPoints: 600 });
      expect(levelFor(1000)).toEqual({ level: 5, nextLevelPoints: 1500 });
    });

    it('gives 10 points a class plus the points of the achievements unlocked', () => {
      expect(totalPointsOf(0, [])).toBe(0);
      expect(totalPointsOf(3, [10, 30])).toBe(70);
    });
  });

  describe('Pacific days and streaks', () => {
    it('puts classes either side of Pacific midnight on two days (one UTC date)', () => {
      const p = progressOf(
        [attended('2026-01-06T07:30:00Z', 1, 20), attended('2026-01-06T08:05:00Z')],
        new Date('2026-01-06T12:00:00Z'),
      );
      expect(p).toMatchObject({ totalClasses: 2, currentStreak: 2, longestStreak: 2 });
      expect(p.unlocks.has('double-day')).toBe(false);
    });

    it('puts classes on two UTC dates but one Pacific day on the same day', () => {
      const p = progressOf(
        [attended('2026-01-05T23:00:00Z'), attended('2026-01-06T01:00:00Z')],
        new Date('2026-01-06T04:00:00Z'),
      );
      expect(p).toMatchObject({ totalClasses: 2, currentStreak: 1, longestStreak: 1 });
      expect(p.unlocks.get('double-day')).toEqual(new Date('2026-01-06T02:00:00Z'));
    });

    it('keeps the current streak through the day after the last class and drops it at the next Pacific midnight', () => {
      const classes = [
        attended('2026-01-04T18:00:00Z'),
        attended('2026-01-05T18:00:00Z'),
        attended('2026-01-06T18:00:00Z'),
      ];
      // 23:59 on Wednesday 7 January, Pacific: yesterday had a class.
      expect(progressOf(classes, new Date('2026-01-08T07:59:00Z')).currentStreak).toBe(3);
      // Midnight starting Thursday 8 January, Pacific: two days without.
      const broken = progressOf(classes, new Date('2026-01-08T08:00:00Z'));
      expect(broken).toMatchObject({ currentStreak: 0, longestStreak: 3 });
      expect(broken.unlocks.get('streak-3')).toEqual(new Date('2026-01-06T19:00:00Z'));
    });

    it('counts a streak across the fall-back day (25 hours) by Pacific dates', () => {
      const p = progressOf(
        [
          attended('2026-10-31T16:00:00Z'),
          attended('2026-11-01T17:00:00Z'),
          attended('2026-11-02T17:00:00Z'),
        ],
        new Date('2026-11-02T20:00:00Z'),
      );
      expect(p).toMatchObject({ currentStreak: 3, longestStreak: 3 });
    });

    it('keeps the longest streak when a later run is shorter', () => {
      const p = progressOf(
        [
          attended('2026-01-01T18:00:00Z'),
          attended('2026-01-02T18:00:00Z'),
          attended('2026-01-10T18:00:00Z'),
        ],
        new Date('2026-01-10T20:00:00Z'),
      );
      expect(p).toMatchObject({ currentStreak: 1, longestStreak: 2 });
    });
  });

  describe('weeks', () => {
    it('counts this Pacific week from Monday: Sunday 23:30 belongs to the week before', () => {
      const sundayNight = attended('2026-01-12T07:30:00Z', 1, 20); // Sunday 11 January, 23:30 Pacific
      const mondayEarly = attended('2026-01-12T08:15:00Z', 1, 30); // Monday 12 January, 00:15 Pacific
      expect(progressOf([sundayNight], new Date('2026-01-12T08:30:00Z')).weeklyClassCount).toBe(0);
      expect(progressOf([sundayNight], new Date('2026-01-12T07:59:00Z')).weeklyClassCount).toBe(1);
      expect(progressOf([sundayNight, mondayEarly], new Date('2026-01-12T09:00:00Z')).weeklyClassCount).toBe(
        1,
      );
    });

    it('unlocks Weekly Goal when one Monday-to-Sunday week reaches the goal, not across two weeks', () => {
      const split = [
        attended('2026-01-10T18:00:00Z'), // Saturday
        attended('2026-01-11T18:00:00Z'), // Sunday
        attended('2026-01-12T18:00:00Z'), // Monday, next week
      ];
      expect(progressOf(split, new Date('2026-01-13T00:00:00Z'), 3).unlocks.has('weekly-goal')).toBe(false);
      const oneWeek = [...split, attended('2026-01-13T18:00:00Z'), attended('2026-01-14T18:00:00Z')];
      expect(progressOf(oneWeek, new Date('2026-01-15T00:00:00Z'), 3).unlocks.get('weekly-goal')).toEqual(
        new Date('2026-01-14T19:00:00Z'),
      );
      expect(progressOf(split, new Date('2026-01-13T00:00:00Z'), 2).unlocks.has('weekly-goal')).toBe(true);
    });

    it('unlocks Weekend Warrior for Saturday and Sunday of the same week only', () => {
      const sundayThenSaturday = [attended('2026-01-04T18:00:00Z'), attended('2026-01-10T18:00:00Z')];
      expect(
        progressOf(sundayThenSaturday, new Date('2026-01-11T00:00:00Z')).unlocks.has('weekend-warrior'),
      ).toBe(false);
      const weekend = [attended('2026-01-10T18:00:00Z'), attended('2026-01-11T18:00:00Z')];
      expect(progressOf(weekend, new Date('2026-01-12T00:00:00Z')).unlocks.has('weekend-warrior')).toBe(true);
    });
  });

  describe('categories and achievements', () => {
    it('counts classes per category with the latest start, and unlocks Explorer at three categories', () => {
      const p = progressOf(
        [
          attended('2026-01-05T18:00:00Z', 2),
          attended('2026-01-06T18:00:00Z', 1),
          attended('2026-01-07T18:00:00Z', 2),
          attended('2026-01-08T18:00:00Z', null),
          attended('2026-01-09T18:00:00Z', 3),
        ],
        new Date('2026-01-10T00:00:00Z'),
      );
      expect(p.categories).toEqual([
        { categoryId: 1, classCount: 1, lastAttended: new Date('2026-01-06T18:00:00Z') },
        { categoryId: 2, classCount: 2, lastAttended: new Date('2026-01-07T18:00:00Z') },
        { categoryId: 3, classCount: 1, lastAttended: new Date('2026-01-09T18:00:00Z') },
      ]);
      expect(p.unlocks.get('categories-3')).toEqual(new Date('2026-01-09T19:00:00Z'));
      expect(p.unlocks.get('first-class')).toEqual(new Date('2026-01-05T19:00:00Z'));
      expect(p.unlocks.get('classes-5')).toEqual(new Date('2026-01-09T19:00:00Z'));
      expect(p.unlocks.has('categories-5')).toBe(false);
    });

    it('judges Early Bird and Night Owl by the Pacific start hour', () => {
      const at = (utc: string) => progressOf([attended(utc)], new Date('2026-02-01T00:00:00Z')).unlocks;
      expect(at('2026-01-05T14:59:00Z').has('early-bird')).toBe(true); // 6:59 AM
      expect(at('2026-01-05T15:00:00Z').has('early-bird')).toBe(false); // 7:00 AM
      expect(at('2026-07-06T13:59:00Z').has('early-bird')).toBe(true); // 6:59 AM, daylight time
      expect(at('2026-01-06T03:59:00Z').has('night-owl')).toBe(false); // 7:59 PM
      expect(at('2026-01-06T04:00:00Z').has('night-owl')).toBe(true); // 8:00 PM
    });

    it('gives the same progress whatever order the classes come in', () => {
      const classes = Array.from({ length: 12 }, (_, i) =>
        attended(new Date(Date.UTC(2026, 0, 3 + i, 15 + (i % 3) * 4)).toISOString(), (i % 4) + 1),
      );
      const now = new Date('2026-01-15T12:00:00Z');
      const forward = progressOf(classes, now);
      expect(progressOf([...classes].reverse(), now)).toEqual(forward);
      expect(forward).toMatchObject({ totalClasses: 12, currentStreak: 12, longestStreak: 12 });
    });

    it('has a catalogue of at least twelve achievements with unique codes and names', () => {
      expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(12);
      expect(new Set(ACHIEVEMENTS.map((a) => a.code)).size).toBe(ACHIEVEMENTS.length);
      expect(new Set(ACHIEVEMENTS.map((a) => a.name)).size).toBe(ACHIEVEMENTS.length);
      expect(new Set(ACHIEVEMENTS.map((a) => a.category))).toEqual(
        new Set(['attendance', 'streak', 'variety', 'goals', 'special']),
      );
    });
  });
});
