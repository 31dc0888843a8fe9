import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  addDays,
  formatDayOfMonth,
  formatMonth,
  formatWeekRange,
  formatWeekdayShort,
  weekDays,
  weekStart,
  type StudioDate,
} from '../../../lib/pacific-time';
import { buttonClassName } from '../../../ui/ButtonLink';

interface WeekStripProps {
  selected: StudioDate;
  today: StudioDate;
  onSelect: (date: StudioDate) => void;
}

/**
 * Spec §2/§9: seven days from Monday, previous/next week and Today. A day's accessible name is its visible text
 * followed by the month ('Mon 16 November'), so what a voice-control user reads is what the button is called.
 */
export function WeekStrip({ selected, today, onSelect }: WeekStripProps) {
  const start = weekStart(selected);
  const days = weekDays(start);
  return (
    <section className="week-strip" aria-label="Choose a day">
      <div className="week-strip__bar">
        <button
          type="button"
          className={buttonClassName('default', 'middle', 'btn--icon')}
          aria-label="Previous week"
          onClick={() => onSelect(addDays(selected, -7))}
        >
          <LeftOutlined aria-hidden />
        </button>
        <span className="week-strip__range" aria-live="polite">
          {formatWeekRange(start)}
        </span>
        <button
          type="button"
          className={buttonClassName('default', 'middle', 'btn--icon')}
          aria-label="Next week"
          onClick={() => onSelect(addDays(selected, 7))}
        >
          <RightOutlined aria-hidden />
        </button>
        <button type="button" className={buttonClassName()} onClick={() => onSelect(today)}>
          Today
        </button>
      </div>
      <div className="week-strip__days" role="group" aria-label="Days of the week">
        {days.map((day) => {
          const isSelected = day === selected;
          return (
            <button
              key={day}
              type="button"
              className={`week-strip__day${isSelected ? ' week-strip__day--selected' : ''}${day === today ? ' week-strip__day--today' : ''}`}
              aria-pressed={isSelected}
              aria-current={day === today ? 'date' : undefined}
              data-date={day}
              onClick={() => onSelect(day)}
            >
              <span className="week-strip__weekday">{formatWeekdayShort(day)}</span>{' '}
              <span className="week-strip__date">{formatDayOfMonth(day)}</span>{' '}
              <span className="visually-hidden">{formatMonth(day)}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
