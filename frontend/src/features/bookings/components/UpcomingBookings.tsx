import { Alert, Modal, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../../api/http';
import { toast } from '../../../ui/toast/toast-store';
import { useCancelBooking } from '../hooks/use-cancel-booking';
import { useMyBookings } from '../hooks/use-my-bookings';
import { upcomingBookings, type UpcomingBooking } from '../upcoming-bookings';
import { UpcomingBookingCard } from './UpcomingBookingCard';

/** Spec §9: bookings refetched every 15 s on the home page. */
export const HOME_BOOKINGS_POLL_MS = 15_000;
export const HOME_UPCOMING_LIMIT = 3;

export function UpcomingBookings() {
  const bookings = useMyBookings({ refetchIntervalMs: HOME_BOOKINGS_POLL_MS });
  const cancel = useCancelBooking();
  const [pending, setPending] = useState<UpcomingBooking | null>(null);
  const upcoming = useMemo(() => upcomingBookings(bookings.data ?? []), [bookings.data]);

  const confirmCancel = async () => {
    if (!pending) return;
    try {
      await cancel.mutateAsync(pending.id);
      toast({
        title: 'Booking Cancelled',
        description: 'Your booking has been cancelled.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Cancellation Failed',
        description: errorText(error, 'There was an error cancelling your booking. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="section" aria-labelledby="upcoming-title">
      <div className="section__header">
        <h2 id="upcoming-title" className="section__title">
          Your Upcoming Classes
        </h2>
        <Link to="/booking-history">View all</Link>
      </div>
      {bookings.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : bookings.isError ? (
        <Alert type="error" showIcon title={errorText(bookings.error, 'Could not load your bookings.')} />
      ) : upcoming.length === 0 ? (
        <div className="empty-card">
          <p>No upcoming classes booked</p>
          <Link to="/classes">Book a class</Link>
        </div>
      ) : (
        <div className="card-grid">
          {upcoming.slice(0, HOME_UPCOMING_LIMIT).map((booking) => (
            <UpcomingBookingCard key={booking.id} booking={booking} onCancel={setPending} />
          ))}
        </div>
      )}
      <Modal
        open={pending !== null}
        title="Cancel Booking"
        okText="Yes, Cancel"
        cancelText="Keep Booking"
        okButtonProps={{ danger: true, loading: cancel.isPending }}
        onOk={confirmCancel}
        onCancel={() => setPending(null)}
      >
        <p>Are you sure you want to cancel {pending?.schedule.class.name}? This action cannot be undone.</p>
        <p>
          Cancelling at least 24 hours before the class gives a full refund, or your credit back. Card
          bookings cancelled less than 24 hours before carry a $10 cancellation fee; a cancellation fee may
          apply.
        </p>
      </Modal>
    </section>
  );
}
