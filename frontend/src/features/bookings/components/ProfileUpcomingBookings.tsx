import { Alert, Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { loadFailureText } from '../../../api/http';
import { Surface } from '../../../ui/Surface';
import { cancelLabel, cancelTargetOf, formatShortDateTime } from '../booking-format';
import { useBookingClock } from '../hooks/use-booking-clock';
import { useCatchingUp, useMyBookings } from '../hooks/use-my-bookings';
import { upcomingBookings } from '../upcoming-bookings';
import { CancelBookingFlow, type CancelTarget } from './CancelBookingFlow';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';
import './bookings.css';

/** Spec §2 "Profile": Upcoming Bookings with Cancel, the empty state and the link to the history. */
export function ProfileUpcomingBookings() {
  const bookings = useMyBookings();
  const catchingUp = useCatchingUp(bookings);
  const [target, setTarget] = useState<CancelTarget | null>(null);
  const now = useBookingClock(bookings.data);
  const upcoming = useMemo(() => upcomingBookings(bookings.data ?? [], now), [bookings.data, now]);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section className="section" aria-labelledby="profile-upcoming-title">
      <div className="section__header">
        <h2 id="profile-upcoming-title" className="section__title" tabIndex={-1} ref={heading}>
          Upcoming Bookings
        </h2>
        <Link to="/booking-history">View booking history</Link>
      </div>
      {bookings.isPending || (upcoming.length === 0 && catchingUp) ? (
        <LoadingStatus label="Loading your bookings">
          <SkeletonLines rows={2} />
        </LoadingStatus>
      ) : bookings.isError ? (
        <Alert
          type="error"
          showIcon
          title={loadFailureText(bookings.error, 'Could not load your bookings.')}
        />
      ) : upcoming.length === 0 ? (
        <div className="empty-card">
          <p>No upcoming classes</p>
          <Link to="/classes">Book a class</Link>
        </div>
      ) : (
        <ul className="profile-bookings">
          {upcoming.map((booking) => (
            <li key={booking.id}>
              <Surface className="profile-booking">
                <div>
                  <p className="profile-booking__name">{booking.schedule.class.name}</p>
                  <p className="profile-booking__time">{formatShortDateTime(booking.schedule.startTime)}</p>
                </div>
                <Button
                  danger
                  onClick={() => setTarget(cancelTargetOf(booking))}
                  aria-label={cancelLabel(booking)}
                >
                  Cancel
                </Button>
              </Surface>
            </li>
          ))}
        </ul>
      )}
      <CancelBookingFlow target={target} onClose={() => setTarget(null)} focusAfterCancel={heading} />
    </section>
  );
}
