import { CalendarOutlined, TrophyOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { fetchAuthStatus } from '../../../api/http';
import { Surface } from '../../../ui/Surface';
import { formatWeekdayTime } from '../booking-format';
import { useBookingClock } from '../hooks/use-booking-clock';
import { useMyBookings } from '../hooks/use-my-bookings';
import { upcomingBookings } from '../upcoming-bookings';
import './bookings.css';

function StatValue({ loading, failed, children }: { loading: boolean; failed: boolean; children: string }) {
  if (loading) return <Skeleton.Input active size="small" aria-hidden />;
  return <p className="stat-card__value">{failed ? '—' : children}</p>;
}

/**
 * Spec §2 "Profile": the Classes Taken (all bookings) and Next Class (earliest future non-cancelled booking)
 * cards. On first load the session is refreshed once, then the bookings are refetched if that succeeded. Below
 * them, a link on to the Fitness Tracker, which the bottom bar of spec §2 (Home, Classes, Dashboard) does not
 * reach.
 */
export function ProfileBookingStats() {
  const bookings = useMyBookings();
  const { refetch } = bookings;
  const now = useBookingClock(bookings.data);
  const next = useMemo(() => upcomingBookings(bookings.data ?? [], now)[0], [bookings.data, now]);

  useEffect(() => {
    const controller = new AbortController();
    fetchAuthStatus(controller.signal).then(
      (status) => status.isAuthenticated && void refetch(),
      () => undefined,
    );
    return () => controller.abort();
  }, [refetch]);

  const loading = bookings.isPending;
  const failed = bookings.isError;
  return (
    <>
      <div className="stat-cards" aria-busy={loading}>
        <Surface className="stat-card">
          <h2 className="stat-card__label">
            <TrophyOutlined aria-hidden /> Classes Taken
          </h2>
          <StatValue loading={loading} failed={failed}>
            {String(bookings.data?.length ?? 0)}
          </StatValue>
        </Surface>
        <Surface className="stat-card">
          <h2 className="stat-card__label">
            <CalendarOutlined aria-hidden /> Next Class
          </h2>
          <StatValue loading={loading} failed={failed}>
            {next ? formatWeekdayTime(next.schedule.startTime) : 'No upcoming classes'}
          </StatValue>
          {next && !loading ? <p className="stat-card__note">{next.schedule.class.name}</p> : null}
        </Surface>
      </div>
      <p className="stat-cards__more">
        <Link to="/fitness">Fitness Tracker</Link>
      </p>
    </>
  );
}
