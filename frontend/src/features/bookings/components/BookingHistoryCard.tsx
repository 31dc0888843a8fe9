import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { formatTimeRange } from '../../../lib/pacific-time';
import { StatusBadge } from '../../../ui/StatusBadge';
import { Surface } from '../../../ui/Surface';
import type { Booking } from '../api/bookings-api';
import { cancelLabel, formatBookingDate } from '../booking-format';
import type { HistoryTab } from '../upcoming-bookings';
import { BookingStatusBadge } from './BookingStatusBadge';

function Badge({ tab, booking }: { tab: HistoryTab; booking: Booking }) {
  if (tab === 'cancelled') return <StatusBadge tone="neutral">Cancelled</StatusBadge>;
  if (tab === 'past') return <StatusBadge tone="info">Completed</StatusBadge>;
  return <BookingStatusBadge status={booking.status} />;
}

/** Spec §2 "Booking history": class, date, Pacific start-end time, trainer, a badge; Cancel on upcoming only. */
export function BookingHistoryCard({
  booking,
  tab,
  onCancel,
}: {
  booking: Booking;
  tab: HistoryTab;
  onCancel: (booking: Booking) => void;
}) {
  const { schedule } = booking;
  return (
    <Surface className="history-card">
      <div className="upcoming-card__row">
        {/* The page's own sections: right under its h1 (the home page's cards sit under an h2, as h3). */}
        <h2 className="upcoming-card__name">{schedule.class.name}</h2>
        <Badge tab={tab} booking={booking} />
      </div>
      <div className="upcoming-card__meta">
        <CalendarOutlined aria-hidden /> {formatBookingDate(schedule.startTime)}
      </div>
      <div className="upcoming-card__meta">
        <ClockCircleOutlined aria-hidden /> {formatTimeRange(schedule.startTime, schedule.endTime)}
      </div>
      {schedule.class.trainer?.name ? (
        <div className="upcoming-card__meta">Trainer: {schedule.class.trainer.name}</div>
      ) : null}
      {tab === 'upcoming' ? (
        <div className="upcoming-card__actions">
          <Button danger onClick={() => onCancel(booking)} aria-label={cancelLabel(booking)}>
            Cancel
          </Button>
        </div>
      ) : null}
    </Surface>
  );
}
