import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeCall } from '../../../../test/fake-api';
import { makeUser, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import { Toaster } from '../../../ui/toast/Toaster';
import { resetToasts } from '../../../ui/toast/toast-store';
import { findTodayPage, groupBookings, spotsBadge } from './booking-groups';
import type { AdminBooking, AdminBookingsPage } from './bookings-api';
import BookingsTab from './BookingsTab';

const TODAY = '2026-03-09';

function makeBooking(id: number, startTime: string, overrides: Partial<AdminBooking> = {}): AdminBooking {
  const end = new Date(new Date(startTime).getTime() + 3_600_000).toISOString();
  return {
    id,
    bookingId: id,
    userId: 7,
    scheduleId: id,
    bookingDate: '2026-03-01T18:22:05.000Z',
    status: 'confirmed',
    paymentStatus: 'paid',
    totalPrice: 27,
    usedCredits: false,
    schedule: {
      id,
      startTime,
      endTime: end,
      isCancelled: false,
      remainingSpots: 8,
      class: { id: 3, name: `Class ${id}`, trainer: { name: 'Maya Chen' } },
    },
    user: { fullName: 'Mia Member', email: 'mia@example.com' },
    ...overrides,
  };
}

function page(bookings: AdminBooking[], pageNo = 1, pages = 1, total = bookings.length): AdminBookingsPage {
  return { bookings, pagination: { total, page: pageNo, limit: 100, pages, today: TODAY } };
}

// 9 March 2026, 9:00 AM Pacific (PDT) is 16:00 UTC.
const todayMorning = makeBooking(1, '2026-03-09T16:00:00.000Z');
const earlyBase = makeBooking(2, '2026-03-09T15:00:00.000Z');
const todayEarly: AdminBooking = {
  ...earlyBase,
  user: null,
  userId: 44,
  paymentStatus: 'pending',
  status: 'pending',
  schedule: { ...earlyBase.schedule, remainingSpots: 3 },
};
const tomorrowBase = makeBooking(3, '2026-03-10T17:00:00.000Z');
const tomorrow: AdminBooking = { ...tomorrowBase, schedule: { ...tomorrowBase.schedule, remainingSpots: 0 } };
const cancelled = makeBooking(4, '2026-03-10T20:00:00.000Z', { status: 'cancelled' });

function renderTab() {
  return renderWithProviders(
    <>
      <BookingsTab />
      <Toaster />
    </>,
    { client: testQueryClient(makeUser({ isAdmin: true })) },
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => resetToasts());

describe('booking groups', () => {
  it('groups by Pacific date ascending, sorted by start, without cancelled ones unless asked', () => {
    const days = groupBookings([tomorrow, cancelled, todayMorning, todayEarly], TODAY, false);
    expect(days.map((d) => [d.date, d.badge, d.bookings.map((b) => b.id)])).toEqual([
      ['2026-03-09', 'Today', [2, 1]],
      ['2026-03-10', 'Upcoming', [3]],
    ]);
    expect(groupBookings([cancelled], TODAY, true)[0].bookings).toEqual([cancelled]);
    expect(groupBookings([makeBooking(9, '2026-03-02T16:00:00.000Z')], TODAY, false)[0].badge).toBe('Past');
  });

  it('colours the spots badge green above 5, yellow from 1 to 5 and red Full at 0', () => {
    expect(spotsBadge(6)).toEqual({ tone: 'success', text: '6 spots remaining' });
    expect(spotsBadge(5)).toEqual({ tone: 'warning', text: '5 spots remaining' });
    expect(spotsBadge(1)).toEqual({ tone: 'warning', text: '1 spots remaining' });
    expect(spotsBadge(0)).toEqual({ tone: 'danger', text: 'Full' });
    expect(spotsBadge(3, true)).toEqual({ tone: 'neutral', text: 'Class cancelled' });
  });

  it("finds the page holding today's bookings in a few reads", async () => {
    const byPage: Record<number, AdminBooking[]> = {
      1: [makeBooking(1, '2026-02-01T16:00:00.000Z')],
      2: [makeBooking(2, '2026-02-20T16:00:00.000Z')],
      3: [makeBooking(3, '2026-03-05T16:00:00.000Z'), makeBooking(4, '2026-03-09T16:00:00.000Z')],
      4: [makeBooking(5, '2026-03-12T16:00:00.000Z')],
      5: [makeBooking(6, '2026-03-20T16:00:00.000Z')],
    };
    const read: number[] = [];
    const found = await findTodayPage(async (n) => {
      read.push(n);
      return page(byPage[n], n, 5, 6);
    });
    expect(found).toEqual({ page: 3, today: TODAY });
    expect(read.length).toBeLessThanOrEqual(4);
    const allPast = await findTodayPage(async (n) => page(byPage[1], n, 5, 6));
    expect(allPast.page).toBe(5);
  });
});

describe('admin bookings tab', () => {
  it("shows today's and later bookings by day with their details and scrolls to today", async () => {
    installFakeApi({
      'GET /api/admin/bookings': { status: 200, body: page([todayEarly, todayMorning, tomorrow, cancelled]) },
    });
    renderTab();
    expect(screen.getByRole('heading', { name: 'Class Bookings' })).toBeInTheDocument();
    const todayGroup = await screen.findByRole('region', { name: 'Monday, March 9, 2026' });
    expect(within(todayGroup).getByText('Today')).toBeInTheDocument();
    const rows = within(todayGroup).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Class 2')).toBeInTheDocument();
    expect(within(rows[0]).getByText('ID: 44')).toBeInTheDocument();
    expect(within(rows[0]).getByText('3 spots remaining')).toBeInTheDocument();
    expect(within(rows[0]).getByText('8:00 AM - 9:00 AM')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Mia Member')).toBeInTheDocument();
    expect(within(rows[1]).getByText('mia@example.com')).toBeInTheDocument();
    expect(within(rows[1]).getByText('8 spots remaining')).toBeInTheDocument();
    expect(within(rows[1]).getByText('with Maya Chen')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Confirmed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Paid')).toBeInTheDocument();

    const later = screen.getByRole('region', { name: 'Tuesday, March 10, 2026' });
    expect(within(later).getByText('Upcoming')).toBeInTheDocument();
    expect(within(later).getByText('Full')).toBeInTheDocument();
    expect(screen.queryByText('Class 4')).not.toBeInTheDocument();
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1));
    const todayTitle = within(todayGroup).getByRole('heading', { name: 'Monday, March 9, 2026' });
    // Opening the tab scrolls to today without taking the focus; 'Jump to Today' takes it there.
    expect(todayTitle).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Jump to Today' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(2);
    expect(todayTitle).toHaveFocus();
  });

  it('filters by status on the server and shows cancelled bookings only under Cancelled', async () => {
    const api = installFakeApi({
      'GET /api/admin/bookings': (call: FakeCall) => ({
        status: 200,
        body: call.params.status === 'cancelled' ? page([cancelled]) : page([tomorrow]),
      }),
    });
    renderTab();
    expect(await screen.findByText('Class 3')).toBeInTheDocument();
    expect(screen.getByText('No bookings today')).toBeInTheDocument();
    // All Bookings asks the server to leave the cancelled ones out of its pages.
    expect(api.callsTo('GET', '/api/admin/bookings').at(-1)?.params).toMatchObject({ hideCancelled: 'true' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by booking status' }));
    await userEvent.click(await screen.findByTitle('Cancelled'));
    expect(await screen.findByText('Class 4')).toBeInTheDocument();
    expect(screen.getByText('Cancelled', { selector: '.status-badge' })).toBeInTheDocument();
    const cancelledCall = api.callsTo('GET', '/api/admin/bookings').at(-1)?.params;
    expect(cancelledCall).toMatchObject({ status: 'cancelled', skipCache: 'true' });
    expect(cancelledCall).not.toHaveProperty('hideCancelled');
  });

  it('opens on the page that holds today and pages earlier from there', async () => {
    const byPage: Record<string, AdminBooking[]> = {
      '1': [makeBooking(11, '2026-02-01T16:00:00.000Z')],
      '2': [makeBooking(12, '2026-03-09T16:00:00.000Z')],
    };
    installFakeApi({
      'GET /api/admin/bookings': (call: FakeCall) => ({
        status: 200,
        body: page(byPage[call.params.page], Number(call.params.page), 2, 101),
      }),
    });
    renderTab();
    expect(await screen.findByText('Class 12')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Earlier bookings' }));
    expect(await screen.findByText('Class 11')).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Sunday, February 1, 2026' });
    expect(within(past).getByText('Past')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jump to Today' }));
    expect(await screen.findByText('Class 12')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Monday, March 9, 2026' })).toHaveFocus());
  });

  it('refreshes through clear-cache and says Cache Cleared, or which step failed', async () => {
    let clearStatus = 200;
    const api = installFakeApi({
      'GET /api/admin/bookings': { status: 200, body: page([todayMorning]) },
      'POST /api/admin/bookings/clear-cache': () => ({ status: clearStatus, body: { success: true } }),
    });
    renderTab();
    await screen.findByText('Class 1');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Cache Cleared')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/bookings/clear-cache')).toHaveLength(1);
    clearStatus = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to clear cache')).toBeInTheDocument();
  });

  it('says No bookings found, and Error loading bookings when the list cannot be read', async () => {
    installFakeApi({ 'GET /api/admin/bookings': { status: 200, body: page([cancelled]) } });
    const { unmount } = renderTab();
    expect(await screen.findByText('No bookings found')).toBeInTheDocument();
    unmount();
    installFakeApi({ 'GET /api/admin/bookings': { status: 500, body: { message: 'Booking is down' } } });
    renderTab();
    expect(await screen.findByText('Error loading bookings')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch bookings')).toBeInTheDocument();
    expect(screen.getByText('Booking is down')).toBeInTheDocument();
  });

  it('shows Error loading bookings once the retries are spent, and keeps it there', async () => {
    const fake = installFakeApi({ 'GET /api/admin/bookings': { status: 500 } });
    const client = testQueryClient(makeUser({ isAdmin: true }));
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: 2, retryDelay: 5 } });
    renderWithProviders(<BookingsTab />, { client });
    expect(await screen.findByText('Error loading bookings')).toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/admin/bookings')).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Error loading bookings')).toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/admin/bookings')).toHaveLength(3);
  });

  it('reads a plain array (the legacy answer) as one page of every booking', async () => {
    installFakeApi({ 'GET /api/admin/bookings': { status: 200, body: [todayMorning, tomorrow] } });
    renderTab();
    const day = await screen.findByRole('region', { name: 'Tuesday, March 10, 2026' });
    expect(within(day).getByText('Full')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Monday, March 9, 2026' })).toBeInTheDocument();
  });
});
