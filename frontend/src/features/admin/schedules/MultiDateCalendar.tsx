import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { studioToday, type StudioDate } from '../../../lib/pacific-time';
import { formatFullDate, formatMonthKey, monthCells, monthOf, shiftMonth } from './calendar-month';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * Spec §2 "Schedules tab": a month calendar where clicking a date toggles it in the selection; the last date
 * clicked is the focused one. Each day is a toggle button (aria-pressed), so it works by keyboard and reader.
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
  const today = studioToday();
  const label = formatMonthKey(month);

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
      <div className="multi-calendar__grid" role="group" aria-label={`Dates in ${label}`}>
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
              onClick={() => onClickDate(date)}
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
