import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import {
  addDays,
  formatDayOfMonth,
  formatLongDate,
  formatWeekRange,
  formatWeekdayShort,
  weekDays,
  weekStart,
  type StudioDate,
} from '../../../lib/pacific-time';

interface WeekStripProps {
  selected: StudioDate;
  today: StudioDate;
  onSelect: (date: StudioDate) => void;
}

/** Spec §2/§9: seven days from Monday, previous/next week and Today. */
export function WeekStrip({ selected, today, onSelect }: WeekStripProps) {
  const start = weekStart(selected);
  const days = weekDays(start);
  return (
    <section className="week-strip" aria-label="Choose a day">
      <div className="week-strip__bar">
        <Button
          icon={<LeftOutlined />}
          aria-label="Previous week"
          onClick={() => onSelect(addDays(selected, -7))}
        />
        <span className="week-strip__range" aria-live="polite">
          {formatWeekRange(start)}
        </span>
        <Button
          icon={<RightOutlined />}
          aria-label="Next week"
          onClick={() => onSelect(addDays(selected, 7))}
        />
        <Button onClick={() => onSelect(today)} disabled={selected === today}>
          Today
        </Button>
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
              aria-label={`${formatLongDate(day)}${day === today ? ' (today)' : ''}`}
              data-date={day}
              onClick={() => onSelect(day)}
            >
              <span className="week-strip__weekday">{formatWeekdayShort(day)}</span>
              <span className="week-strip__date">{formatDayOfMonth(day)}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
