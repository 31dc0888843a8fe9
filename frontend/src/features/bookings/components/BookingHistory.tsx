import { ArrowLeftOutlined } from '@ant-design/icons';
import { HISTORY_BOOKINGS_POLL_MS } from '@studio/contracts/browser';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { loadFailureText } from '../../../api/http';
import { ButtonLink } from '../../../ui/ButtonLink';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';
import { Tabs } from '../../../ui/Tabs';
import { useBookingClock } from '../hooks/use-booking-clock';
import { useMyBookings } from '../hooks/use-my-bookings';
import { historyTabs, type HistoryTab } from '../upcoming-bookings';
import { BookingHistoryCard } from './BookingHistoryCard';
import { CalendarFeedButton } from './CalendarFeedButton';
import { CancelBookingFlow, type CancelTarget } from './CancelBookingFlow';
import './bookings.css';
import { LoadFailure } from '../../../ui/LoadFailure';
import { cancelTargetOf } from '../booking-format';

const TABS: { key: HistoryTab; label: string; empty: string }[] = [
  { key: 'upcoming', label: 'Upcoming', empty: 'No upcoming bookings' },
  { key: 'past', label: 'Past', empty: 'No past bookings' },
  { key: 'cancelled', label: 'Cancelled', empty: 'No cancelled bookings' },
];

/**
 * Spec §2 "Booking history": three tabs with count badges; refetched on the 'booking-cancelled' event and every
 * 3 s (spec §9 "Polling"), so a class the studio cancels or moves shows here while the page is open.
 */
export function BookingHistory() {
  const bookings = useMyBookings({ refetchIntervalMs: HISTORY_BOOKINGS_POLL_MS });
  const [tab, setTab] = useState<HistoryTab>('upcoming');
  const [target, setTarget] = useState<CancelTarget | null>(null);
  const now = useBookingClock(bookings.data);
  const groups = useMemo(() => historyTabs(bookings.data ?? [], now), [bookings.data, now]);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="page page--narrow booking-history">
      <Link to="/profile" className="back-link">
        <ArrowLeftOutlined aria-hidden /> Back
      </Link>
      <div className="booking-history__header">
        <h1 className="page-title" tabIndex={-1} ref={heading}>
          Booking History
        </h1>
        <CalendarFeedButton />
      </div>
      {bookings.isPending ? (
        <LoadingStatus label="Loading your bookings">
          <SkeletonLines rows={6} />
        </LoadingStatus>
      ) : bookings.isError ? (
        <LoadFailure
          title={loadFailureText(bookings.error, 'Could not load your bookings.')}
          onRetry={() => void bookings.refetch()}
        />
      ) : (
        <Tabs
          label="Bookings"
          active={tab}
          onChange={setTab}
          items={TABS.map(({ key, label, empty }) => ({
            key,
            label,
            count: groups[key].length,
            panel:
              groups[key].length === 0 ? (
                <div className="empty-card">
                  <p>{empty}</p>
                  {key === 'upcoming' ? (
                    <ButtonLink to="/classes" type="primary">
                      Book a Class
                    </ButtonLink>
                  ) : null}
                </div>
              ) : (
                <div className="history-list">
                  {groups[key].map((booking) => (
                    <BookingHistoryCard
                      key={booking.id}
                      booking={booking}
                      tab={key}
                      onCancel={(b) => setTarget(cancelTargetOf(b))}
                    />
                  ))}
                </div>
              ),
          }))}
        />
      )}
      <CancelBookingFlow target={target} onClose={() => setTarget(null)} focusAfterCancel={heading} />
    </div>
  );
}
