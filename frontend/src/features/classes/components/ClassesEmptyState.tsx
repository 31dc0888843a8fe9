import { CalendarOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';

interface ClassesEmptyStateProps {
  reason: 'no-classes' | 'no-match';
  onResetFilters: () => void;
  onViewToday: () => void;
}

/** Spec §2: the two empty states and their actions. */
export function ClassesEmptyState({ reason, onResetFilters, onViewToday }: ClassesEmptyStateProps) {
  const noMatch = reason === 'no-match';
  return (
    <Empty
      className="classes-empty"
      image={<CalendarOutlined className="classes-empty__icon" aria-hidden />}
      description={
        <h2 className="classes-empty__title">
          {noMatch ? 'No Classes Matching Filter' : 'No Classes Scheduled For This Day'}
        </h2>
      }
    >
      {noMatch ? (
        <Button type="primary" onClick={onResetFilters}>
          Reset Filters
        </Button>
      ) : (
        <Button type="primary" onClick={onViewToday}>
          View Today&apos;s Schedule
        </Button>
      )}
    </Empty>
  );
}
