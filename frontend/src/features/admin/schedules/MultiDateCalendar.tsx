import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { weekdayFromMonday } from '@studio/contracts/browser';
import { addDays, studioToday, type StudioDate } from '../../../lib/pacific-time';
import {
  formatFullDate,
  formatMonthKey,
  monthCells,
  monthOf,
  shiftDateByMonths,
  shiftMonth,
} from './calendar-month';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Keys that move the keyboard's place among the days (as in WAI-ARIA's date picker dialog example). */
const DAY_MOVES: Record<string, (date: StudioDate) => StudioDate> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  Home: (date) => addDays(date, -weekdayFromMonday(date)),
  End: (date) => addDays(date, 6 - weekdayFromMonday(date)),
  PageUp: (date) => shiftDateByMonths(date, -1),
  PageDown: (date) => shiftDateByMonths(date, 1),
};

/**
 * Spec §2 "Schedules tab": a month calendar where clicking a date toggles it in the selection; the last date
 * clicked is the focused one. Each day is a toggle button (aria-pressed), so it works by keyboard and reader. The
 * month is one Tab stop: arrow keys move a day or a week, Home and End to the week's ends, Page Up and Page Down a
 * month, turning the page when the move leaves it; Enter or Space toggles the day.
 */
export function MultiDateCalendar({
  selected,
  focused,
  onClickDate,
}: {
  selected: readonly StudioDate[];
  focused: StudioDate;
  onClickDate: (date: StudioDate) => void;
}) {
  const [month, setMonth] = useState(() => monthOf(focused));
  const [cursor, setCursor] = useState(focused);
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const today = studioToday();
  const label = formatMonthKey(month);
  const tabStop = monthOf(cursor) === month ? cursor : monthOf(today) === month ? today : `${month}-01`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${cursor}"]`)?.focus();
  }, [cursor]);

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: StudioDate) => {
    const move = DAY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(date);
    moved.current = true;
    setCursor(next);
    setMonth(monthOf(next));
  };

  return (
    <div className="multi-calendar">
      <div className="multi-calendar__header">
        <Button
          type="text"
          icon={<LeftOutlined aria-hidden />}
          aria-label="Previous month"
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
        />
        <p className="multi-calendar__month" aria-live="polite">
          {label}
        </p>
        <Button
          type="text"
          icon={<RightOutlined aria-hidden />}
          aria-label="Next month"
          onClick={() => setMonth((m) => shiftMonth(m, 1))}
        />
      </div>
      <div className="multi-calendar__grid" role="group" aria-label={`Dates in ${label}`} ref={grid}>
        {WEEKDAYS.map((day) => (
          <span key={day} className="multi-calendar__weekday" aria-hidden="true">
            {day}
          </span>
        ))}
        {monthCells(month).map((date, index) =>
          date ? (
            <button
              key={date}
              type="button"
              className={[
                'multi-calendar__day',
                selected.includes(date) ? 'multi-calendar__day--selected' : '',
                date === focused ? 'multi-calendar__day--focused' : '',
                date === today ? 'multi-calendar__day--today' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              aria-pressed={selected.includes(date)}
              aria-current={date === today ? 'date' : undefined}
              aria-label={formatFullDate(date)}
              data-date={date}
              tabIndex={date === tabStop ? 0 : -1}
              onClick={() => {
                setCursor(date);
                onClickDate(date);
              }}
              onKeyDown={(event) => onDayKeyDown(event, date)}
            >
              {Number(date.slice(8))}
            </button>
          ) : (
            <span key={`blank-${index}`} aria-hidden="true" />
          ),
        )}
      </div>
    </div>
  );
}
