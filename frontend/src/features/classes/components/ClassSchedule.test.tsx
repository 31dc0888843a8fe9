import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { Schedule } from '../../../api/types';
import { installFakeApi } from '../../../../test/fake-api';
import { makeUser, renderApp, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import { AppRoutes } from '../../../app/AppRoutes';
import { addDays, formatLongDate, formatMonth, studioToday } from '../../../lib/pacific-time';
import { studioLocalToUtc, to12Hour } from '@studio/contracts/browser';
import { peekRedirectTarget } from '../../../lib/auth-navigation';
import { getToasts, resetToasts } from '../../../ui/toast/toast-store';
import { scheduleClass } from '../../../../test/factories';
import { schedulesKey } from '../api/classes-api';
import { ClassSchedule } from './ClassSchedule';

/** The instant of a 24-hour 'HH:mm' on a studio date. */
function at(date: string, time: string): string {
  const [hour24, minute] = time.split(':').map(Number);
  return studioLocalToUtc({ date, ...to12Hour(hour24), minute }).toISOString();
}

function schedule(
  id: number,
  date: string,
  time: string,
  extra: Partial<Schedule> = {},
  category = 'Yoga',
): Schedule {
  const start = at(date, time);
  return {
    id,
    classId: id,
    startTime: start,
    endTime: dayjs(start).add(1, 'hour').toISOString(),
    isCancelled: false,
    remainingSpots: 8,
    class: scheduleClass({ id, name: `Class ${id}`, price: 25, category: { id: 1, name: category } }),
    ...extra,
  };
}

const location = () => screen.getByTestId('location').textContent;
const today = studioToday();
const yesterday = addDays(today, -1);

function setup(byDate: Record<string, Schedule[]>, bookings: unknown[] = []) {
  return installFakeApi({
    'GET /api/schedules': (config) => ({
      status: 200,
      body: byDate[config.params.date] ?? [],
    }),
    'GET /api/categories': {
      status: 200,
      body: [
        { id: 1, name: 'Yoga' },
        { id: 2, name: 'HIIT' },
      ],
    },
    'GET /api/bookings': { status: 200, body: bookings },
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetToasts();
});

describe('class list left open', () => {
  afterEach(() => jest.useRealTimers());

  it('moves on at Pacific midnight by itself: today, and the Book button of a class of the day before', async () => {
    jest.useFakeTimers({ now: new Date(at('2026-03-10', '23:59')), advanceTimers: true });
    setup({ '2026-03-10': [schedule(1, '2026-03-10', '09:00')] });
    renderApp('/classes?date=2026-03-10', makeUser());
    const days = await screen.findByRole('group', { name: 'Days of the week' });
    const marked = () =>
      within(days)
        .getAllByRole('button')
        .find((b) => b.getAttribute('aria-current') === 'date');
    expect(marked()?.getAttribute('data-date')).toBe('2026-03-10');
    expect(await screen.findByRole('button', { name: /^Book/ })).toBeEnabled();
    act(() => jest.advanceTimersByTime(61_000));
    await waitFor(() => expect(marked()?.getAttribute('data-date')).toBe('2026-03-11'));
    expect(screen.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
    expect(screen.getByText('No Longer Bookable')).toBeInTheDocument();
  });
});

describe('class list', () => {
  it('shows a week strip from Monday across a month end, with previous and next week', async () => {
    setup({});
    renderApp('/classes?date=2026-01-29', null);
    const days = await screen.findByRole('group', { name: 'Days of the week' });
    const labels = within(days)
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-date'));
    expect(labels).toEqual([
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(within(days).getByRole('button', { name: 'Thu 29 January' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(location()).toBe('/classes?date=2026-02-05'));
    expect(within(days).getAllByRole('button')[0]).toHaveAttribute('data-date', '2026-02-02');

    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(location()).toBe('/classes?date=2026-01-22'));

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(location()).toBe(`/classes?date=${today}`));
  });

  it('names each day button by its visible text first (axe: label-content-name-mismatch)', async () => {
    setup({});
    renderApp(`/classes?date=${today}`, null);
    const days = await screen.findByRole('group', { name: 'Days of the week' });
    for (const button of within(days).getAllByRole('button')) {
      const visible = [
        button.querySelector('.week-strip__weekday'),
        button.querySelector('.week-strip__date'),
      ]
        .map((part) => part?.textContent)
        .join(' ');
      expect(visible).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
      expect(button).not.toHaveAttribute('aria-label');
      expect(button).toHaveAccessibleName(
        `${visible} ${formatMonth(button.getAttribute('data-date') ?? '')}`,
      );
    }
    expect(within(days).getByRole('button', { current: 'date' })).toHaveAttribute('data-date', today);
  });

  it('reads a date that is not a real day as today, in the heading, the week strip and the list alike', async () => {
    const fake = setup({ [today]: [schedule(1, today, '09:00')] });
    renderApp('/classes?date=2026-02-30&category=Yoga', null);
    expect(await screen.findByText('Class 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: formatLongDate(today) })).toBeInTheDocument();
    const days = screen.getByRole('group', { name: 'Days of the week' });
    expect(days.querySelector('[aria-pressed="true"]')).toHaveAttribute('data-date', today);
    expect(fake.callsTo('GET', '/api/schedules').map((c) => c.params.date)).toEqual([today]);
    await waitFor(() => expect(location()).toBe('/classes?category=Yoga'));
    expect(screen.queryByText(/March 2/)).not.toBeInTheDocument();
  });

  it('groups classes into Morning, Afternoon and Evening by Pacific time', async () => {
    setup({
      [today]: [
        schedule(1, today, '17:00'),
        schedule(2, today, '11:59'),
        schedule(3, today, '12:00'),
        schedule(4, today, '16:59'),
        schedule(5, today, '09:00', { isCancelled: true }),
      ],
    });
    renderApp('/classes', null);
    const morning = await screen.findByRole('region', { name: 'Morning' });
    expect(
      within(morning)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Class 2']);
    const afternoon = screen.getByRole('region', { name: 'Afternoon' });
    expect(
      within(afternoon)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Class 3', 'Class 4']);
    const evening = screen.getByRole('region', { name: 'Evening' });
    expect(
      within(evening)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Class 1']);
    expect(screen.queryByText('Class 5')).not.toBeInTheDocument();
  });

  it('filters by category and offers Reset Filters when nothing matches', async () => {
    setup({ [today]: [schedule(1, today, '09:00', {}, 'Yoga'), schedule(2, today, '18:00', {}, 'HIIT')] });
    renderApp('/classes', null);
    await screen.findByText('Class 1');
    fireEvent.click(screen.getByRole('button', { name: 'HIIT' }));
    await waitFor(() => expect(screen.queryByText('Class 1')).not.toBeInTheDocument());
    expect(screen.getByText('Class 2')).toBeInTheDocument();
  });

  it('announces how many classes each day or category picked shows, also when the count stays the same', async () => {
    setup({
      [today]: [schedule(1, today, '09:00', {}, 'Yoga'), schedule(2, today, '18:00', {}, 'HIIT')],
    });
    renderApp('/classes', null);
    await screen.findByText('Class 1');
    const count = () => screen.getByText(/^Showing \d+ class/);
    await waitFor(() => expect(count()).toHaveTextContent('Showing 2 classes'));
    expect(count()).toHaveAttribute('role', 'status');
    fireEvent.click(screen.getByRole('button', { name: 'HIIT' }));
    await waitFor(() => expect(count()).toHaveTextContent('Showing 1 class'));
    // Another category with as many classes: cleared, then said again.
    fireEvent.click(screen.getByRole('button', { name: 'Yoga' }));
    await waitFor(() => expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument());
    await waitFor(() => expect(count()).toHaveTextContent('Showing 1 class'));
  });

  it('shows both empty states with their actions', async () => {
    setup({ [today]: [schedule(1, today, '09:00', {}, 'Yoga')] });
    renderApp(`/classes?date=${addDays(today, 2)}&category=Yoga`, null);
    expect(await screen.findByText('No Classes Scheduled For This Day')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "View Today's Schedule" }));
    await waitFor(() => expect(location()).toBe(`/classes?date=${today}`));
    await screen.findByText('Class 1');

    fireEvent.click(screen.getByRole('button', { name: 'HIIT' }));
    expect(await screen.findByText('No Classes Matching Filter')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(await screen.findByText('Class 1')).toBeInTheDocument();
  });

  it('shows the four button states', async () => {
    setup(
      {
        [today]: [
          schedule(1, today, '09:00'),
          schedule(2, today, '10:00', { remainingSpots: 0 }),
          schedule(3, today, '11:00'),
        ],
        [yesterday]: [schedule(4, yesterday, '08:00')],
      },
      [
        { id: 90, userId: 7, scheduleId: 3, status: 'confirmed' },
        { id: 91, userId: 7, scheduleId: 1, status: 'cancelled' },
      ],
    );
    renderApp('/classes/member', makeUser());
    expect(await screen.findByRole('button', { name: /^Book Class 1, / })).toBeEnabled();
    // Each names its class, as Book does, after its visible text.
    expect(screen.getByRole('button', { name: /^Full: Class 2, / })).toBeDisabled();
    expect(await screen.findByRole('button', { name: /^Already Booked: Class 3, / })).toBeDisabled();

    const days = screen.getByRole('group', { name: 'Days of the week' });
    const yesterdayButton = days.querySelector(`[data-date="${yesterday}"]`);
    if (yesterdayButton) {
      fireEvent.click(yesterdayButton);
    } else {
      // Today is a Monday: yesterday is in the previous week.
      fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
      const prev = await screen.findByRole('group', { name: 'Days of the week' });
      fireEvent.click(prev.querySelector(`[data-date="${addDays(today, -1)}"]`) ?? prev);
    }
    expect(await screen.findByRole('button', { name: /^No Longer Bookable: Class 4, / })).toBeDisabled();
  });

  it('sends a visitor who clicks Book to /auth with the booking path saved', async () => {
    setup({ [today]: [schedule(12, today, '09:00')] });
    renderApp('/classes', null);
    await screen.findByText('Class 12');
    fireEvent.click(screen.getByRole('button', { name: /^Book Class 12, / }));
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(peekRedirectTarget()).toBe('/booking/12');
    expect(getToasts()[0]).toMatchObject({
      title: 'Authentication Required',
      description: 'Please sign in or create an account to book a class.',
    });
  });

  it('sends a member who clicks Book to the booking page', async () => {
    setup({ [today]: [schedule(12, today, '09:00')] });
    renderApp('/classes/member', makeUser());
    await screen.findByText('Class 12');
    fireEvent.click(screen.getByRole('button', { name: /^Book Class 12, / }));
    await waitFor(() => expect(location()).toBe('/booking/12'));
  });

  it('shows busy placeholders while the day loads, then the classes', async () => {
    setup({ [today]: [schedule(1, today, '09:00')] });
    renderWithProviders(<ClassSchedule />, { route: '/classes', client: testQueryClient(null) });
    const loading = screen.getByRole('status', { name: 'Loading classes' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Class 1')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading classes' })).not.toBeInTheDocument();
  });

  it("shows another day as loading until its classes come, never the previous day's under its heading", async () => {
    setup({ [today]: [schedule(1, today, '09:00')] });
    renderApp(`/classes?date=${today}`, null);
    expect(await screen.findByText('Class 1')).toBeInTheDocument();
    const days = screen.getByRole('group', { name: 'Days of the week' });
    const other = within(days)
      .getAllByRole('button')
      .find((button) => button.getAttribute('data-date') !== today) as HTMLElement;
    fireEvent.click(other);
    expect(screen.queryByText('Class 1')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading classes' })).toBeInTheDocument();
    expect(await screen.findByText('No Classes Scheduled For This Day')).toBeInTheDocument();
  });

  it('announces a failed load as an alert with the server message', async () => {
    installFakeApi({
      'GET /api/schedules': {
        status: 503,
        body: { statusCode: 503, message: 'The catalogue is resting', error: 'Service Unavailable' },
      },
      'GET /api/categories': { status: 200, body: [] },
    });
    renderApp('/classes', null);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Could not load classes');
    expect(alert).toHaveTextContent('The catalogue is resting');
  });

  it('marks the chosen category as pressed and draws every control as a real button', async () => {
    setup({ [today]: [schedule(1, today, '09:00', {}, 'Yoga')] });
    renderApp('/classes', null);
    await screen.findByText('Class 1');
    const filter = screen.getByRole('group', { name: 'Filter by Category' });
    await within(filter).findByRole('button', { name: 'HIIT' });
    const pressed = () =>
      within(filter)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent);
    expect(pressed()).toEqual(['All']);
    fireEvent.click(within(filter).getByRole('button', { name: 'Yoga' }));
    await waitFor(() => expect(pressed()).toEqual(['Yoga']));
    expect(location()).toBe('/classes?category=Yoga');

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(location()).toBe(`/classes?category=Yoga&date=${today}`));
    for (const button of screen.getAllByRole('button')) {
      expect(button.tagName).toBe('BUTTON');
      expect(button).toHaveAttribute('type', 'button');
    }
  });

  // With a userId stored, the page waits for the session check; the day's request must not wait with it.
  it.each([
    ['the chosen day', '?date=2026-03-02', '2026-03-02'],
    ['today for a day that does not exist', '?date=2026-02-30', today],
  ])('asks for %s with the route, while the session check still runs', (_, search, date) => {
    window.localStorage.setItem('userId', '7');
    installFakeApi({ 'GET /api/user': { status: 200, body: makeUser() } });
    const client = testQueryClient();
    renderWithProviders(<AppRoutes />, { route: `/classes${search}`, client });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Class Schedule' })).not.toBeInTheDocument();
    expect(client.getQueryState(schedulesKey(date))?.fetchStatus).toBe('fetching');
  });
});
