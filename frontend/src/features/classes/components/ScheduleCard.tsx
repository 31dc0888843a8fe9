import { ClockCircleOutlined, EnvironmentOutlined, UserOutlined } from '@ant-design/icons';
import type { Schedule } from '../../../api/types';
import { formatTime, formatTimeRange, minutesBetween } from '../../../lib/pacific-time';
import { buttonClassName } from '../../../ui/ButtonLink';
import { StatusBadge } from '../../../ui/StatusBadge';
import { Surface } from '../../../ui/Surface';
import { formatDollars } from '../../../lib/money';
import { BOOK_BUTTON_LABELS, type BookButtonState } from '../schedule-rules';
import { SpotsBadge } from './SpotsBadge';
import { ScheduleClassImage } from './ScheduleClassImage';

interface ScheduleCardProps {
  schedule: Schedule;
  state: BookButtonState;
  onBook: (schedule: Schedule) => void;
}

export function ScheduleCard({ schedule, state, onBook }: ScheduleCardProps) {
  const cls = schedule.class;
  const titleId = `schedule-${schedule.id}-title`;
  return (
    <Surface className="schedule-card" cover={<ScheduleClassImage cls={cls} />}>
      <article aria-labelledby={titleId} className="schedule-card__body">
        <div className="schedule-card__top">
          <h4 id={titleId} className="schedule-card__name">
            {cls.name}
          </h4>
          <span className="schedule-card__price">{formatDollars(cls.price)}</span>
        </div>
        <div className="schedule-card__meta">
          <span>
            <ClockCircleOutlined aria-hidden /> {formatTimeRange(schedule.startTime, schedule.endTime)} ·{' '}
            {minutesBetween(schedule.startTime, schedule.endTime)} min
          </span>
          {cls.category?.name ? <StatusBadge tone="neutral">{cls.category.name}</StatusBadge> : null}
        </div>
        {cls.description ? (
          <p className="schedule-card__description line-clamp-2">{cls.description}</p>
        ) : null}
        <div className="schedule-card__details">
          {cls.trainer?.name ? (
            <span>
              <UserOutlined aria-hidden /> {cls.trainer.name}
              {cls.trainer.specialization ? ` · ${cls.trainer.specialization}` : ''}
            </span>
          ) : null}
          {cls.studio ? (
            <span>
              <EnvironmentOutlined aria-hidden /> {cls.studio}
            </span>
          ) : null}
        </div>
        <div className="schedule-card__footer">
          <SpotsBadge remaining={schedule.remainingSpots} />
          <button
            type="button"
            className={buttonClassName('primary')}
            disabled={state !== 'book'}
            onClick={() => onBook(schedule)}
            // Every state names its class, after the visible text (WCAG 2.5.3), so a list of them is told apart.
            aria-label={`${BOOK_BUTTON_LABELS[state]}${state === 'book' ? '' : ':'} ${cls.name}, ${formatTime(schedule.startTime)}`}
          >
            {BOOK_BUTTON_LABELS[state]}
          </button>
        </div>
      </article>
    </Surface>
  );
}
