import { StatusBadge } from '../../../ui/StatusBadge';
import { formatTimeRange, toPacific } from '../../../lib/pacific-time';
import { spotsBadge } from './booking-groups';
import type { AdminBooking } from './bookings-api';

const STATUS = {
  confirmed: { tone: 'success', label: 'Confirmed' },
  pending: { tone: 'warning', label: 'Pending' },
  cancelled: { tone: 'danger', label: 'Cancelled' },
} as const;

const PAYMENT_LABEL = { paid: 'Paid', pending: 'Pending', failed: 'Failed' } as const;

/** One booking of the Bookings tab (spec §2): class, trainer, spots, time, who booked, when, and both statuses. */
export function BookingRow({ booking }: { booking: AdminBooking }) {
  const { schedule } = booking;
  const spots = spotsBadge(schedule.remainingSpots, schedule.isCancelled);
  const status = STATUS[booking.status];
  return (
    <li className="admin-booking">
      <div className="admin-booking__head">
        <div>
          <p className="admin-booking__class">{schedule.class.name}</p>
          {schedule.class.trainer ? (
            <p className="admin-booking__trainer">with {schedule.class.trainer.name}</p>
          ) : null}
        </div>
        <StatusBadge tone={spots.tone}>{spots.text}</StatusBadge>
      </div>
      <p className="admin-booking__time">{formatTimeRange(schedule.startTime, schedule.endTime)}</p>
      <dl className="admin-booking__facts">
        <div>
          <dt>User</dt>
          <dd>
            {booking.user ? (
              <>
                <span className="admin-booking__user">{booking.user.fullName}</span>
                <span className="admin-booking__email">{booking.user.email}</span>
              </>
            ) : (
              `ID: ${booking.userId}`
            )}
          </dd>
        </div>
        <div>
          <dt>Booked on</dt>
          <dd>{toPacific(booking.bookingDate).format('MMM D, YYYY')}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            <StatusBadge tone={booking.paymentStatus === 'paid' ? 'success' : 'warning'}>
              {PAYMENT_LABEL[booking.paymentStatus]}
            </StatusBadge>
          </dd>
        </div>
      </dl>
    </li>
  );
}
