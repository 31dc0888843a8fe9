import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { installFakeApi, type FakeCall } from '../../../../test/fake-api';
import { scheduleClass } from '../../../../test/factories';
import { studioToday } from '../../../lib/pacific-time';
import { ADMIN_KEYS, type Schedule } from '../shared/admin-api';
import { bodyOf, dialogTitled, fill, renderTab } from '../shared/admin-test-kit';
import { formatMonthKey, monthOf, shiftMonth } from './calendar-month';
import SchedulesTab from './SchedulesTab';

function makeSchedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    id: 1,
    classId: 1,
    startTime: '2027-03-14T02:30:00.000Z',
    endTime: '2027-03-14T03:30:00.000Z',
    isCancelled: false,
    remainingSpots: 10,
    class: scheduleClass({ id: 1, name: 'Sunrise Flow' }),
    ...overrides,
  };
}

/** Four Ant Design selects in one dialog take over a minute in jsdom on a two-core machine. */
const SLOW_TEST_MS = 180_000;

const CLASSES = [
  { ...scheduleClass({ id: 1, name: 'Sunrise Flow' }), trainerId: 1, categoryId: 1, featured: false },
];

/** Pages the calendar to the month of `date` (tests use fixed dates, so the distance from today varies). */
async function showMonth(user: UserEvent, date: string) {
  let month = monthOf(studioToday());
  const target = monthOf(date);
  while (month !== target) {
    const forward = month < target;
    await user.click(screen.getByLabelText(forward ? 'Next month' : 'Previous month'));
    month = shiftMonth(month, forward ? 1 : -1);
    await screen.findByText(formatMonthKey(month));
  }
}

/** Label look-ups are cheap; role look-ups compute every button's name, slow with the calendar in jsdom. */
const day = (name: string) => screen.getByLabelText(name);
const button = (text: string) => screen.getByText(text).closest('button');

/** Opens Add New Schedule on the given days of March 2027, with a server that saves what it is sent. */
async function addScheduleOn(user: UserEvent, days: readonly string[]) {
  const fake = installFakeApi({
    'GET /api/classes': { status: 200, body: CLASSES },
    'GET /api/admin/schedules': { status: 200, body: [] },
    'POST /api/admin/schedules': (call: FakeCall) => ({
      status: 201,
      body: makeSchedule(bodyOf(call) as Partial<Schedule>),
    }),
  });
  renderTab(<SchedulesTab />);
  await showMonth(user, '2027-03-13');
  for (const name of days) await user.click(day(name));
  await user.click(button('Add New Schedule') as HTMLElement);
  return { fake, dialog: await dialogTitled('Add New Schedule') };
}

describe('admin schedules tab', () => {
  it('toggles dates, counts them and lists the focused date', async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({
      'GET /api/classes': { status: 200, body: CLASSES },
      'GET /api/admin/schedules': (call: FakeCall) => ({
        status: 200,
        body:
          call.params.date === '2027-03-13'
            ? [
                makeSchedule(),
                makeSchedule({
                  id: 2,
                  isCancelled: true,
                  startTime: '2027-03-14T04:00:00.000Z',
                  endTime: '2027-03-14T05:00:00.000Z',
                  class: scheduleClass({ name: 'Night Yin' }),
                }),
              ]
            : [],
      }),
    });
    renderTab(<SchedulesTab />);
    expect(button('Add New Schedule')).toBeDisabled();
    expect(button('Clear Selection (0)')).toBeDisabled();
    await showMonth(user, '2027-03-13');

    await user.click(day('Saturday, March 13, 2027'));
    await user.click(day('Monday, March 15, 2027'));
    await user.click(day('Tuesday, March 16, 2027'));
    await user.click(day('Tuesday, March 16, 2027'));
    expect(day('Tuesday, March 16, 2027')).toHaveAttribute('aria-pressed', 'false');
    expect(day('Saturday, March 13, 2027')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Clear Selection (2)')).toBeEnabled();
    const list = screen.getByRole('list', { name: 'Selected dates' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sat, Mar 13, 2027', 'Mon, Mar 15, 2027']);
    expect(
      screen.getByRole('heading', { name: 'Schedules for Tuesday, March 16, 2027' }),
    ).toBeInTheDocument();

    await user.click(day('Saturday, March 13, 2027'));
    await user.click(day('Saturday, March 13, 2027'));
    const table = await screen.findByRole('table', { name: 'Schedules for Saturday, March 13, 2027' });
    expect(await within(table).findByText('6:30 PM - 7:30 PM', { exact: false })).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Cancelled')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Edit / })).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: /^Cancel / })).toHaveLength(1);
    expect(fake.callsTo('GET', '/api/admin/schedules').some((c) => c.params.date === '2027-03-13')).toBe(
      true,
    );

    await user.click(button('Clear Selection (2)') as HTMLElement);
    expect(button('Add New Schedule')).toBeDisabled();
  });

  it(
    'adds one schedule per date at 6:00 PM Pacific across the daylight-saving change',
    async () => {
      const user = userEvent.setup();
      const { fake, dialog } = await addScheduleOn(user, [
        'Saturday, March 13, 2027',
        'Monday, March 15, 2027',
      ]);
      expect(within(dialog).getByText('Sat, Mar 13, 2027')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Save Schedules' }));
      expect(await within(dialog).findByText('Please select a class')).toBeInTheDocument();
      await user.click(within(dialog).getByLabelText('Class'));
      await user.click(await screen.findByTitle('Sunrise Flow'));
      await user.click(within(dialog).getByLabelText('Start Hour'));
      await user.click(await screen.findByTitle('6'));
      await user.click(within(dialog).getByLabelText('AM/PM'));
      await user.click(await screen.findByTitle('PM'));
      await user.click(within(dialog).getByRole('button', { name: 'Save Schedules' }));

      expect(await screen.findByText('Created 2 schedule(s)')).toBeInTheDocument();
      expect(fake.callsTo('POST', '/api/admin/schedules').map(bodyOf)).toEqual([
        {
          classId: 1,
          startTime: '2027-03-14T02:00:00.000Z',
          endTime: '2027-03-14T03:00:00.000Z',
          isCancelled: false,
        },
        {
          classId: 1,
          startTime: '2027-03-16T01:00:00.000Z',
          endTime: '2027-03-16T02:00:00.000Z',
          isCancelled: false,
        },
      ]);
    },
    SLOW_TEST_MS,
  );

  it(
    'refuses a time the spring-forward night skips, saving nothing, instead of moving it an hour',
    async () => {
      const user = userEvent.setup();
      const { fake, dialog } = await addScheduleOn(user, [
        'Saturday, March 13, 2027',
        'Sunday, March 14, 2027',
      ]);
      await user.click(within(dialog).getByLabelText('Class'));
      await user.click(await screen.findByTitle('Sunrise Flow'));
      await user.click(within(dialog).getByLabelText('Start Hour'));
      await user.click(await screen.findByTitle('2'));
      await user.click(within(dialog).getByRole('button', { name: 'Save Schedules' }));

      expect(
        await screen.findByText(
          '2:00 AM does not exist on Sun, Mar 14, 2027: the clocks go forward an hour that night. Please choose another time.',
        ),
      ).toBeInTheDocument();
      expect(fake.callsTo('POST', '/api/admin/schedules')).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  it('edits a schedule on its date, showing the stored UTC time', async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({
      'GET /api/classes': { status: 200, body: CLASSES },
      'GET /api/admin/schedules': { status: 200, body: [makeSchedule()] },
      'PUT /api/admin/schedules/1': { status: 200, body: makeSchedule() },
    });
    renderTab(<SchedulesTab />);
    await user.click(await screen.findByLabelText(/^Edit Sunrise Flow/));
    const dialog = await dialogTitled('Edit Schedule');
    expect(within(dialog).getByText('Saturday, March 13, 2027')).toBeInTheDocument();
    expect(within(dialog).getByText('2027-03-14 02:30 UTC to 2027-03-14 03:30 UTC')).toBeInTheDocument();
    const duration = within(dialog).getByLabelText('Duration (minutes)');
    await fill(user, duration, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Update Schedule' }));
    expect(
      await within(dialog).findByText('Duration must be between 15 and 240 minutes'),
    ).toBeInTheDocument();
    await fill(user, duration, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Update Schedule' }));
    expect(await screen.findByText('Schedule updated successfully')).toBeInTheDocument();
    expect(bodyOf(fake.callsTo('PUT', '/api/admin/schedules/1')[0])).toEqual({
      classId: 1,
      startTime: '2027-03-14T02:30:00.000Z',
      endTime: '2027-03-14T03:15:00.000Z',
    });
  });

  it('cancels a schedule after the confirmation', async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({
      'GET /api/classes': { status: 200, body: CLASSES },
      'GET /api/admin/schedules': { status: 200, body: [makeSchedule()] },
      'PUT /api/admin/schedules/1/cancel': { status: 200, body: makeSchedule({ isCancelled: true }) },
    });
    const { client } = renderTab(<SchedulesTab />);
    // The Bookings tab's page, read before: the schedule's cancel cancels its bookings, so it is read again.
    const bookingsPage = [...ADMIN_KEYS.bookings, { status: undefined, page: 1, limit: 100 }];
    client.setQueryData(bookingsPage, { bookings: [] });
    await user.click(await screen.findByLabelText(/^Cancel Sunrise Flow/));
    const confirm = await dialogTitled('Cancel Schedule');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Schedule' }));
    expect(await screen.findByText('Schedule cancelled successfully')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/admin/schedules/1/cancel')[0].data).toBeUndefined();
    await waitFor(() => expect(client.getQueryState(bookingsPage)?.isInvalidated).toBe(true));
  });

  it('clears the whole calendar after the confirmation, and says when it could not', async () => {
    const user = userEvent.setup();
    let clears = 0;
    installFakeApi({
      'GET /api/admin/schedules': { status: 200, body: [] },
      'DELETE /api/admin/schedules/clear-all': () => {
        clears += 1;
        return clears === 1
          ? { status: 500, body: { statusCode: 500, message: 'Database busy' } }
          : { status: 200, body: { count: 42 } };
      },
    });
    renderTab(<SchedulesTab />);
    expect(await screen.findByText('No schedules found')).toBeInTheDocument();
    await user.click(button('Clear All Calendar') as HTMLElement);
    const confirm = await dialogTitled('Clear All Calendar');
    expect(within(confirm).getByText(/This action cannot be undone\./)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Failed to clear all schedules')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to clear calendar: Server Error (500): Database busy'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Removed 42 schedule(s)')).toBeInTheDocument();
    await waitFor(() => expect(clears).toBe(2));
  });
});
