import { CalendarOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { formatDateTime } from '../../../lib/pacific-time';
import { StatusBadge } from '../../../ui/StatusBadge';
import { Surface } from '../../../ui/Surface';
import type { UpcomingBooking } from '../upcoming-bookings';

const STATUS_TONE = { confirmed: 'success', pending: 'warning', cancelled: 'neutral' } as const;

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function UpcomingBookingCard({
  booking,
  onCancel,
}: {
  booking: UpcomingBooking;
  onCancel: (b: UpcomingBooking) => void;
}) {
  const { schedule } = booking;
  return (
    <Surface className="upcoming-card">
      <div className="upcoming-card__row">
        <h3 className="upcoming-card__name">{schedule.class.name}</h3>
        <StatusBadge tone={STATUS_TONE[booking.status] ?? 'neutral'}>
          {statusLabel(booking.status)}
        </StatusBadge>
      </div>
      {schedule.class.trainer?.name ? (
        <div className="upcoming-card__meta">
          <UserOutlined aria-hidden /> {schedule.class.trainer.name}
        </div>
      ) : null}
      <div className="upcoming-card__meta">
        <CalendarOutlined aria-hidden /> {formatDateTime(schedule.startTime)}
      </div>
      <div className="upcoming-card__actions">
        <Button
          danger
          onClick={() => onCancel(booking)}
          aria-label={`Cancel booking for ${schedule.class.name}`}
        >
          Cancel
        </Button>
      </div>
    </Surface>
  );
}
