import { SPOTS_LOW_THRESHOLD } from '@studio/contracts/browser';
import type { Schedule } from '../../api/types';
import { isBookable, timeOfDay, type TimeOfDay } from '../../lib/pacific-time';

export type BookButtonState = 'book' | 'full' | 'booked' | 'closed';

export const BOOK_BUTTON_LABELS: Record<BookButtonState, string> = {
  book: 'Book',
  full: 'Full',
  booked: 'Already Booked',
  closed: 'No Longer Bookable',
};

export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

const TIME_OF_DAY_ORDER: TimeOfDay[] = ['morning', 'afternoon', 'evening'];

/** Spec §2/§5: the class card's button. A booking the member holds wins over the window and capacity. */
export function bookButtonState(
  schedule: Schedule,
  alreadyBooked: boolean,
  now: Date = new Date(),
): BookButtonState {
  if (alreadyBooked) return 'booked';
  if (!isBookable(schedule.startTime, schedule.endTime, now)) return 'closed';
  if (schedule.remainingSpots <= 0) return 'full';
  return 'book';
}

export interface ScheduleGroup {
  key: TimeOfDay;
  label: string;
  schedules: Schedule[];
}

/** Spec §2: Morning / Afternoon / Evening by Pacific time, each by start time; cancelled schedules hidden. */
export function groupSchedulesByTimeOfDay(schedules: Schedule[]): ScheduleGroup[] {
  const visible = schedules
    .filter((s) => !s.isCancelled)
    .sort((a, b) => new Date(a.startTime).getTime() - new Date(b.startTime).getTime());
  return TIME_OF_DAY_ORDER.map((key) => ({
    key,
    label: TIME_OF_DAY_LABELS[key],
    schedules: visible.filter((s) => timeOfDay(s.startTime) === key),
  })).filter((group) => group.schedules.length > 0);
}

export function categoryNameOf(schedule: Schedule): string | null {
  return schedule.class?.category?.name ?? null;
}

export function filterByCategory(schedules: Schedule[], category: string | null): Schedule[] {
  if (!category) return schedules;
  return schedules.filter((s) => categoryNameOf(s) === category);
}

/** Spec §9 spots badge: green above 5, yellow 1-5, red at 0. */
export function spotsTone(remaining: number): 'green' | 'yellow' | 'red' {
  if (remaining <= 0) return 'red';
  if (remaining <= SPOTS_LOW_THRESHOLD) return 'yellow';
  return 'green';
}

/** What a class card and the booking page say of its free seats. */
export function spotsText(remaining: number): string {
  return remaining <= 0 ? 'Full' : `${remaining} ${remaining === 1 ? 'spot' : 'spots'} remaining`;
}
