import { CLASSES_PAGE_BOOKINGS_POLL_MS } from '@studio/contracts/browser';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { loadFailureText } from '../../../api/http';
import { formatLongDate } from '../../../lib/pacific-time';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useMyBookings } from '../../bookings/hooks/use-my-bookings';
import { bookedScheduleIds } from '../../bookings/upcoming-bookings';
import { useBookClass } from '../hooks/use-book-class';
import { useCategories } from '../hooks/use-categories';
import { useClassListParams } from '../hooks/use-class-list-params';
import { useSchedulesForDate } from '../hooks/use-schedules-for-date';
import { bookButtonState, filterByCategory, groupSchedulesByTimeOfDay } from '../schedule-rules';
import { CategoryFilter } from './CategoryFilter';
import { ClassesEmptyState } from './ClassesEmptyState';
import { ScheduleCard } from './ScheduleCard';
import { WeekStrip } from './WeekStrip';
import './classes.css';

/** How long the result count stays cleared before it is set again: long enough for screen readers to notice. */
const RESTATE_MS = 150;

/**
 * Says how many classes are shown (WCAG 4.1.3: a day or category picked loads a new list while focus stays on the
 * control). Cleared and set again on each change, so the same count for another day is announced too.
 */
function ResultCount({ count, forKey }: { count: number | null; forKey: string }) {
  const text = count === null ? '' : `Showing ${count} ${count === 1 ? 'class' : 'classes'}`;
  const [said, setSaid] = useState('');
  useEffect(() => {
    setSaid('');
    const timer = setTimeout(() => setSaid(text), RESTATE_MS);
    return () => clearTimeout(timer);
  }, [text, forKey]);
  return (
    <p className="visually-hidden" role="status">
      {said}
    </p>
  );
}

export function ClassSchedule() {
  // Re-rendered each minute, so that the day strip's today (studioToday) and the Book buttons move on by themselves.
  const now = useMinuteClock();
  const { today, date, category, setDate, setCategory, resetFilters, viewToday } = useClassListParams(now);
  const { user } = useCurrentUser();
  const schedules = useSchedulesForDate(date);
  const categories = useCategories();
  const bookings = useMyBookings({
    enabled: Boolean(user),
    refetchIntervalMs: CLASSES_PAGE_BOOKINGS_POLL_MS,
  });
  const onBook = useBookClass();

  const booked = useMemo(() => bookedScheduleIds(bookings.data ?? []), [bookings.data]);
  const dayGroups = useMemo(() => groupSchedulesByTimeOfDay(schedules.data ?? []), [schedules.data]);
  const groups = useMemo(
    () => groupSchedulesByTimeOfDay(filterByCategory(schedules.data ?? [], category)),
    [schedules.data, category],
  );
  const shownCount = groups.reduce((sum, group) => sum + group.schedules.length, 0);

  return (
    <div className="class-schedule">
      <WeekStrip selected={date} today={today} onSelect={setDate} />
      <CategoryFilter categories={categories.data ?? []} selected={category} onChange={setCategory} />
      <h2 className="class-schedule__day">{formatLongDate(date)}</h2>
      <ResultCount
        count={schedules.isPending || schedules.isError ? null : shownCount}
        forKey={`${date}|${category ?? ''}`}
      />
      {schedules.isPending ? (
        <div className="card-grid" role="status" aria-busy="true" aria-label="Loading classes">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton-card" aria-hidden="true" />
          ))}
        </div>
      ) : schedules.isError ? (
        <ScheduleError detail={loadFailureText(schedules.error, '')} />
      ) : dayGroups.length === 0 || groups.length === 0 ? (
        <ClassesEmptyState
          reason={dayGroups.length === 0 ? 'no-classes' : 'no-match'}
          onResetFilters={resetFilters}
          onViewToday={viewToday}
        />
      ) : (
        groups.map((group) => (
          <section key={group.key} className="time-group" aria-labelledby={`group-${group.key}`}>
            <h3 id={`group-${group.key}`} className="time-group__title">
              {group.label}
            </h3>
            <div className="card-grid">
              {group.schedules.map((schedule) => (
                <ScheduleCard
                  key={schedule.id}
                  schedule={schedule}
                  state={bookButtonState(schedule, booked.has(schedule.id), now)}
                  onBook={onBook}
                />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}

/** The look of an error alert with a title and a description; announced at once (role="alert"). */
function ScheduleError({ detail }: { detail: string }) {
  return (
    <div className="classes-alert" role="alert">
      <ExclamationCircleFilled className="classes-alert__icon" aria-hidden />
      <div>
        <p className="classes-alert__title">Could not load classes</p>
        {detail ? <p className="classes-alert__detail">{detail}</p> : null}
      </div>
    </div>
  );
}
