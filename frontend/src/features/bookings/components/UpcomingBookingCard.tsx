import { CalendarOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { formatDateTime } from '../../../lib/pacific-time';
import { Surface } from '../../../ui/Surface';
import type { Booking } from '../api/bookings-api';
import { BookingStatusBadge } from './BookingStatusBadge';
import { cancelLabel } from '../booking-format';

/** Spec §2 "Signed-in home": class, trainer, Pacific date and time, a status badge and Cancel. */
export function UpcomingBookingCard({
  booking,
  onCancel,
}: {
  booking: Booking;
  onCancel: (booking: Booking) => void;
}) {
  const { schedule } = booking;
  return (
    <Surface className="upcoming-card">
      <div className="upcoming-card__row">
        <h3 className="upcoming-card__name">{schedule.class.name}</h3>
        <BookingStatusBadge status={booking.status} />
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
        <Button danger onClick={() => onCancel(booking)} aria-label={cancelLabel(booking)}>
          Cancel
        </Button>
      </div>
    </Surface>
  );
}
