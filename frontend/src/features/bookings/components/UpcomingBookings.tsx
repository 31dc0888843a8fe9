import { HOME_BOOKINGS_POLL_MS } from '@studio/contracts/browser';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { loadFailureText } from '../../../api/http';
import { useBookingClock } from '../hooks/use-booking-clock';
import { useCatchingUp, useMyBookings } from '../hooks/use-my-bookings';
import { BOOKING_TEXTS } from '../booking-texts';
import { upcomingBookings } from '../upcoming-bookings';
import { CancelBookingFlow, type CancelTarget } from './CancelBookingFlow';
import { UpcomingBookingCard } from './UpcomingBookingCard';
import { LoadFailure } from '../../../ui/LoadFailure';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';
import { cancelTargetOf } from '../booking-format';

/**
 * Spec §2 "Signed-in home": 'Your Upcoming Classes', a card for each upcoming booking, polled every 15 s and
 * refetched after a cancellation.
 */
export function UpcomingBookings() {
  const bookings = useMyBookings({ refetchIntervalMs: HOME_BOOKINGS_POLL_MS });
  const catchingUp = useCatchingUp(bookings);
  const [target, setTarget] = useState<CancelTarget | null>(null);
  const now = useBookingClock(bookings.data);
  const upcoming = useMemo(() => upcomingBookings(bookings.data ?? [], now), [bookings.data, now]);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section className="section" aria-labelledby="upcoming-title">
      <div className="section__header">
        <h2 id="upcoming-title" className="section__title" tabIndex={-1} ref={heading}>
          Your Upcoming Classes
        </h2>
        <Link to="/booking-history">View all</Link>
      </div>
      {bookings.isPending || (upcoming.length === 0 && catchingUp) ? (
        <LoadingStatus label="Loading your bookings">
          <SkeletonLines rows={3} />
        </LoadingStatus>
      ) : bookings.isError ? (
        <LoadFailure
          title={loadFailureText(bookings.error, 'Could not load your bookings.')}
          onRetry={() => void bookings.refetch()}
        />
      ) : upcoming.length === 0 ? (
        <div className="empty-card">
          <p>No upcoming classes booked</p>
          <Link to="/classes">Book a class</Link>
        </div>
      ) : (
        <div className="card-grid">
          {upcoming.map((booking) => (
            <UpcomingBookingCard
              key={booking.id}
              booking={booking}
              onCancel={(b) => setTarget(cancelTargetOf(b))}
            />
          ))}
        </div>
      )}
      <CancelBookingFlow
        target={target}
        onClose={() => setTarget(null)}
        focusAfterCancel={heading}
        failureText={BOOKING_TEXTS.homeCancellationFailed}
      />
    </section>
  );
}
