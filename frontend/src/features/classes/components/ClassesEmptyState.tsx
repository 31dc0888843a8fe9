import { CalendarOutlined } from '@ant-design/icons';
import { buttonClassName } from '../../../ui/ButtonLink';

interface ClassesEmptyStateProps {
  reason: 'no-classes' | 'no-match';
  onResetFilters: () => void;
  onViewToday: () => void;
}

/** Spec §2: the two empty states and their actions. */
export function ClassesEmptyState({ reason, onResetFilters, onViewToday }: ClassesEmptyStateProps) {
  const noMatch = reason === 'no-match';
  return (
    <div className="classes-empty">
      <CalendarOutlined className="classes-empty__icon" aria-hidden />
      <h2 className="classes-empty__title">
        {noMatch ? 'No Classes Matching Filter' : 'No Classes Scheduled For This Day'}
      </h2>
      <div className="classes-empty__actions">
        {noMatch ? (
          <button type="button" className={buttonClassName('primary')} onClick={onResetFilters}>
            Reset Filters
          </button>
        ) : (
          <button type="button" className={buttonClassName('primary')} onClick={onViewToday}>
            View Today&apos;s Schedule
          </button>
        )}
      </div>
    </div>
  );
}
