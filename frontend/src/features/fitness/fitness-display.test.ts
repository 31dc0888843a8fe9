import type { FitnessGoal, FitnessStats } from './api/fitness-api';
import {
  formatFitnessDate,
  formatTargetDate,
  goalPercent,
  isReadableDate,
  levelProgressPercent,
  pointsToNextLevel,
} from './fitness-display';

const stats = (totalPoints: number, nextLevelPoints: number) =>
  ({ totalPoints, nextLevelPoints }) as FitnessStats;
const goal = (progressCurrent: number, progressTarget: number) =>
  ({ progressCurrent, progressTarget }) as FitnessGoal;

describe('fitness display rules', () => {
  it('shows level progress as total points modulo next-level points over next-level points (spec §9)', () => {
    expect(levelProgressPercent(stats(0, 100))).toBe(0);
    expect(levelProgressPercent(stats(45, 100))).toBe(45);
    expect(levelProgressPercent(stats(150, 300))).toBe(50);
    expect(levelProgressPercent(stats(300, 300))).toBe(0);
    expect(levelProgressPercent(stats(10, 0))).toBe(0);
    expect(pointsToNextLevel(stats(150, 300))).toBe(150);
    expect(pointsToNextLevel(stats(320, 300))).toBe(0);
  });

  it('caps goal progress at 100 percent', () => {
    expect(goalPercent(goal(20, 155))).toBe(13);
    expect(goalPercent(goal(200, 155))).toBe(100);
    expect(goalPercent(goal(3, 0))).toBe(0);
  });

  it('shows dates in Pacific time, and Invalid date for what cannot be read', () => {
    expect(formatFitnessDate('2026-01-06T02:00:00.000Z')).toBe('Jan 5, 2026');
    expect(formatFitnessDate('2026-07-04T06:59:00.000Z')).toBe('Jul 3, 2026');
    expect(formatFitnessDate('not a date')).toBe('Invalid date');
  });

  it('shows a target date typed as a day as that day, and a moment as its Pacific day', () => {
    expect(formatTargetDate('2026-06-01T00:00:00.000Z')).toBe('Jun 1, 2026');
    expect(formatTargetDate('2026-06-01T03:00:00.000Z')).toBe('May 31, 2026');
    expect(formatTargetDate('')).toBe('Invalid date');
  });

  it('accepts only readable target dates (spec §5)', () => {
    expect(isReadableDate('2026-06-01')).toBe(true);
    expect(isReadableDate('')).toBe(false);
    expect(isReadableDate('tomorrow-ish')).toBe(false);
  });
});
