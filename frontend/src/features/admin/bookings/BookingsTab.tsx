import type { BookingStatus } from '@studio/contracts/browser';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Select, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { toPacific } from '../../../lib/pacific-time';
import { StatusBadge } from '../../../ui/StatusBadge';
import { AdminLoading } from '../shared/AdminLoading';
import { LoadFailedAlert } from '../shared/LoadFailedAlert';
import { toast } from '../../../ui/toast/toast-store';
import { usePrefersReducedMotion } from '../../../ui/use-media-query';
import { BookingRow } from './BookingRow';
import { bookingDate, groupBookings, type DayBadge } from './booking-groups';
import { BOOKINGS_TEXTS as T } from './bookings-texts';
import { useAdminBookings } from './use-admin-bookings';
import { useRefreshBookings } from './use-refresh-bookings';
import { useTodayPage } from './use-today-page';
import './bookings.css';

type Filter = BookingStatus | 'all';

const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All Bookings' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
  { value: 'cancelled', label: 'Cancelled' },
];

const DAY_TONE: Record<DayBadge, 'success' | 'info' | 'neutral'> = {
  Today: 'success',
  Upcoming: 'info',
  Past: 'neutral',
};

const dayId = (date: string) => `admin-bookings-day-${date}`;

/** Scrolls today's group into view and, when asked, moves the focus to its heading. */
function showToday(today: string, behavior: ScrollBehavior, focus: boolean) {
  document.getElementById(dayId(today))?.scrollIntoView?.({ behavior, block: 'start' });
  if (focus) document.getElementById(`${dayId(today)}-title`)?.focus({ preventScroll: true });
}

/**
 * Spec §2 "Bookings tab". The server sends bookings by class start in pages of 100, so thousands stay cheap: the tab
 * opens on the page that holds today (found by a binary search over the pages) and pages earlier or later from there.
 */
export default function BookingsTab() {
  const [filter, setFilter] = useState<Filter>('all');
  const status = filter === 'all' ? undefined : filter;
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const todayPage = useTodayPage(status);
  const page = chosenPage ?? todayPage.data?.page;
  const current = useAdminBookings(status, page);
  const todays = useAdminBookings(status, todayPage.data?.page);
  const refresh = useRefreshBookings();
  // Spec §2: the list scrolls to today's group once, when it first loads; 'Jump to Today' asks again, and takes
  // the focus there too (to the group's heading), so the keyboard goes on from today.
  const todayPending = useRef<'scroll' | 'focus' | null>('scroll');

  const today = todayPage.data?.today ?? current.data?.pagination.today ?? '';
  const showCancelled = filter === 'cancelled';
  const days = current.data ? groupBookings(current.data.bookings, today, showCancelled) : [];
  const hasToday = Boolean(
    todays.data?.bookings.some(
      (b) => bookingDate(b) === today && (showCancelled || b.status !== 'cancelled'),
    ),
  );
  const shownPage = current.data?.pagination.page;
  const scrollBehavior = usePrefersReducedMotion() ? 'auto' : 'smooth';

  useEffect(() => {
    const pending = todayPending.current;
    if (!pending || !current.data || current.isPlaceholderData) return;
    if (shownPage !== todayPage.data?.page) return;
    todayPending.current = null;
    showToday(today, scrollBehavior, pending === 'focus');
  }, [current.data, current.isPlaceholderData, shownPage, todayPage.data?.page, today, scrollBehavior]);

  const changeFilter = (next: Filter) => {
    setFilter(next);
    setChosenPage(null);
  };

  const jumpToToday = () => {
    setChosenPage(todayPage.data?.page ?? 1);
    if (shownPage === todayPage.data?.page) showToday(today, scrollBehavior, true);
    else todayPending.current = 'focus';
  };

  const onRefresh = async () => {
    try {
      await refresh.mutateAsync();
      toast({ title: T.cleared, description: 'The bookings list has been reloaded.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    }
  };

  // Until the page is known the list's query waits; the search's own reads of it fail and retry as the search.
  const error = todayPage.error ?? (page === undefined ? null : current.error);
  const pagination = current.data?.pagination;

  return (
    <section className="admin-bookings" aria-labelledby="admin-bookings-title">
      <div className="admin-bookings__header">
        <Typography.Title level={2} id="admin-bookings-title" className="admin-bookings__title">
          {T.title}
        </Typography.Title>
        <div className="admin-bookings__tools">
          <Select<Filter>
            aria-label="Filter by booking status"
            className="admin-bookings__filter"
            value={filter}
            options={FILTERS}
            onChange={changeFilter}
          />
          <Button icon={<ReloadOutlined aria-hidden />} onClick={onRefresh} loading={refresh.isPending}>
            Refresh
          </Button>
          {todayPage.data && todays.data ? (
            hasToday ? (
              <Button type="primary" onClick={jumpToToday}>
                {T.jumpToToday}
              </Button>
            ) : (
              <span className="admin-bookings__none-today">{T.noneToday}</span>
            )
          ) : null}
        </div>
      </div>
      {error ? (
        <LoadFailedAlert title={T.loadFailed} text={T.fetchFailed} error={error} />
      ) : !current.data ? (
        <AdminLoading label="Loading bookings" />
      ) : days.length === 0 ? (
        <p className="admin-bookings__empty">{T.empty}</p>
      ) : (
        <div className="admin-bookings__days" aria-busy={current.isPlaceholderData}>
          {days.map((day) => (
            <section
              key={day.date}
              id={dayId(day.date)}
              className="admin-bookings__day"
              aria-labelledby={`${dayId(day.date)}-title`}
            >
              <div className="admin-bookings__day-head">
                <Typography.Title
                  level={3}
                  id={`${dayId(day.date)}-title`}
                  className="admin-bookings__day-title"
                  tabIndex={-1}
                >
                  {toPacific(day.bookings[0].schedule.startTime).format('dddd, MMMM D, YYYY')}
                </Typography.Title>
                <StatusBadge tone={DAY_TONE[day.badge]}>{day.badge}</StatusBadge>
              </div>
              <ul className="admin-bookings__list">
                {day.bookings.map((booking) => (
                  <BookingRow key={booking.id} booking={booking} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {pagination && pagination.pages > 1 ? (
        <nav className="admin-bookings__pager" aria-label="Booking pages">
          <Button disabled={pagination.page <= 1} onClick={() => setChosenPage(pagination.page - 1)}>
            Earlier bookings
          </Button>
          {/* Pages, not bookings: a page's count would take in the cancelled ones the list leaves out. */}
          <span>
            Page {pagination.page} of {pagination.pages}
          </span>
          <Button
            disabled={pagination.page >= pagination.pages}
            onClick={() => setChosenPage(pagination.page + 1)}
          >
            Later bookings
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
