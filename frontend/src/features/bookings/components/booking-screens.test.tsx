import { BillingMessages, BookingMessages } from '@studio/contracts/browser';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { holdAnswers, installFakeApi, type FakeHandler, type FakeReply } from '../../../../test/fake-api';
import { scheduleClass } from '../../../../test/factories';
import { makeUser, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import { transport } from '../../../api/http';
import { formatDateTime } from '../../../lib/pacific-time';
import type { Schedule } from '../../../api/types';
import { AppRoutes } from '../../../app/AppRoutes';
import { Toaster } from '../../../ui/toast/Toaster';
import { getToasts, resetToasts } from '../../../ui/toast/toast-store';
import type { Booking, CancellationResult } from '../api/bookings-api';
import { BOOKING_CANCELLED_EVENT } from '../api/bookings-api';

const inDays = (days: number, hour = 10) =>
  dayjs().add(days, 'day').hour(hour).minute(0).second(0).millisecond(0);

function makeSchedule(overrides: Partial<Schedule> = {}): Schedule {
  const start = inDays(3);
  return {
    id: 12,
    classId: 1,
    startTime: start.toISOString(),
    endTime: start.add(1, 'hour').toISOString(),
    isCancelled: false,
    remainingSpots: 6,
    class: scheduleClass({ requirements: 'Yoga mat, water bottle' }),
    ...overrides,
  };
}

function makeBooking(overrides: Partial<Booking> & { name?: string; start?: dayjs.Dayjs } = {}): Booking {
  const { name = 'Sunrise Flow', start = inDays(3), ...fields } = overrides;
  return {
    id: 41,
    bookingId: fields.id ?? 41,
    userId: 7,
    scheduleId: 12,
    bookingDate: dayjs().toISOString(),
    status: 'confirmed',
    paymentStatus: 'paid',
    totalPrice: 21.6,
    usedCredits: false,
    stripePaymentIntentId: 'pi_1',
    schedule: {
      id: fields.scheduleId ?? 12,
      startTime: start.toISOString(),
      endTime: start.add(1, 'hour').toISOString(),
      isCancelled: false,
      remainingSpots: 5,
      class: { id: 1, name, trainer: { name: 'Sam Coach' } },
    },
    ...fields,
  };
}

function quote(booking: Booking, fields: Partial<CancellationResult>): CancellationResult {
  return {
    booking,
    usedCredits: booking.usedCredits,
    isFullRefund: true,
    refundAmount: booking.totalPrice,
    cancellationFee: 0,
    creditReturned: false,
    originalPayment: booking.totalPrice,
    policy: 'policy',
    ...fields,
  };
}

const NO_MEMBERSHIP: FakeReply = { status: 404, body: { statusCode: 404, message: 'No active membership' } };

function base(routes: Record<string, FakeHandler | FakeReply>) {
  return installFakeApi({
    'GET /api/schedules': { status: 200, body: [makeSchedule()] },
    'GET /api/bookings': { status: 200, body: [] },
    'GET /api/user/memberships/active': NO_MEMBERSHIP,
    'GET /api/stripe/config': { status: 200, body: { mode: 'sandbox', publicKey: null } },
    'GET /api/payment-methods': { status: 200, body: [] },
    'GET /api/classes/featured': { status: 200, body: [] },
    'GET /api/membership-plans': { status: 200, body: [] },
    'GET /api/auth-status': { status: 200, body: { isAuthenticated: true } },
    ...routes,
  });
}

/** Pays the $21.60 class with a card typed into the booking page's card form. */
async function payWithNewCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Cardholder Name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Card'), number);
  await user.click(screen.getByRole('button', { name: 'Pay $21.60' }));
}

function renderRoute(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Toaster />
    </>,
    { route, client: testQueryClient(makeUser()) },
  );
}

/** A card the member saved earlier (the payment-methods list). */
const SAVED_CARD = {
  id: 1,
  cardBrand: 'visa',
  cardLast4: '4242',
  cardExpMonth: 12,
  cardExpYear: 2034,
  isDefault: true,
  stripePaymentMethodId: 'pm_saved',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const location = () => screen.getByTestId('location').textContent;
const bodyOf = (data: string | undefined) => JSON.parse(data ?? '{}') as Record<string, unknown>;

describe('booking page', () => {
  it('shows the class, what to bring, the price with 8 % tax and the policy, then pays by card', async () => {
    const user = userEvent.setup();
    const fake = base({ 'POST /api/bookings': { status: 201, body: makeBooking() } });
    renderRoute('/booking/12');
    expect(await screen.findByLabelText('Loading the class')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Sunrise Flow', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Yoga mat, water bottle')).toBeInTheDocument();
    expect(screen.getByText('$20.00')).toBeInTheDocument();
    expect(screen.getByText('$1.60')).toBeInTheDocument();
    expect(screen.getByText('$21.60')).toBeInTheDocument();
    expect(screen.getByText(/Cancellation policy: cancel at least 24 hours before/)).toBeInTheDocument();

    // Spec §2: the button waits for the payment form only; a card not yet whole is said at the field.
    const pay = await screen.findByRole('button', { name: 'Pay $21.60' });
    expect(pay).toBeEnabled();
    await user.type(screen.getByLabelText('Cardholder Name'), 'Jane Doe');
    await user.click(pay);
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card')).toHaveFocus();
    expect(fake.callsTo('POST', '/api/bookings')).toHaveLength(0);
    await user.type(screen.getByLabelText('Card'), '4242 4242 4242 4242');
    await user.click(pay);

    await waitFor(() => expect(location()).toBe('/'));
    const [post] = fake.callsTo('POST', '/api/bookings');
    expect(bodyOf(post.data)).toEqual({
      scheduleId: 12,
      useCredits: false,
      paymentMethodId: 'pm_card_visa',
      expectedTotalPrice: 21.6,
      idempotencyKey: expect.stringMatching(/^[\w.:-]{1,100}$/),
    });
  });

  it('finds a schedule beyond the upcoming range in the day the class list showed', async () => {
    const start = inDays(90);
    const far = makeSchedule({
      id: 77,
      startTime: start.toISOString(),
      endTime: start.add(1, 'hour').toISOString(),
    });
    base({});
    const client = testQueryClient(makeUser());
    client.setQueryData(['/api/schedules', { date: '2027-02-01' }], [far]);
    renderWithProviders(<AppRoutes />, { route: '/booking/77', client });
    expect(await screen.findByRole('heading', { name: far.class.name })).toBeInTheDocument();
    expect(screen.queryByText('Error: Class schedule not found.')).not.toBeInTheDocument();
  });

  it('asks for the cardholder name, also before a card is typed', async () => {
    const user = userEvent.setup();
    const fake = base({});
    renderRoute('/booking/12');
    await screen.findByLabelText('Card');
    await user.click(screen.getByRole('button', { name: 'Pay $21.60' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter the cardholder name').length).toBeGreaterThan(0);
    expect(fake.callsTo('POST', '/api/bookings')).toHaveLength(0);
  });

  it('books with a credit when the membership has some; card payment opens on a new card', async () => {
    const user = userEvent.setup();
    const fake = base({
      'GET /api/user/memberships/active': { status: 200, body: { id: 5, remainingCredits: 3 } },
      'GET /api/payment-methods': {
        status: 200,
        body: [SAVED_CARD],
      },
      'POST /api/bookings': { status: 201, body: makeBooking({ usedCredits: true, totalPrice: 0 }) },
    });
    renderRoute('/booking/12');
    expect(
      await screen.findByRole('radio', { name: /Use 1 class credit \(3 credits remaining\)/ }),
    ).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'How would you like to pay?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Pay by card ($21.60)' }));
    // Spec §2: card payment opens on the cardholder name and card field; the saved card is one tap away.
    expect(await screen.findByRole('radio', { name: 'A new card' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Pay with' })).toContainElement(
      screen.getByRole('radio', { name: 'A new card' }),
    );
    expect(screen.getByLabelText('Cardholder Name')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    expect(screen.queryByLabelText('Cardholder Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Use 1 class credit/ }));
    await user.click(screen.getByRole('button', { name: 'Book with 1 Credit' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(bodyOf(fake.callsTo('POST', '/api/bookings')[0].data)).toMatchObject({
      scheduleId: 12,
      useCredits: true,
    });
  });

  it("offers a cancelled membership's credits only for a class that starts before it ends", async () => {
    const cancelled = (endDate: dayjs.Dayjs) => ({
      status: 200,
      body: { id: 5, status: 'cancelled', remainingCredits: 3, endDate: endDate.toISOString() },
    });
    base({ 'GET /api/user/memberships/active': cancelled(inDays(2)) });
    const first = renderRoute('/booking/12');
    expect(await screen.findByText(BillingMessages.endsBeforeClass)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Use 1 class credit/ })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Cardholder Name')).toBeInTheDocument();
    first.unmount();

    base({ 'GET /api/user/memberships/active': cancelled(inDays(4)) });
    renderRoute('/booking/12');
    expect(
      await screen.findByRole('radio', { name: /Use 1 class credit \(3 credits remaining\)/ }),
    ).toBeChecked();
    expect(screen.queryByText(BillingMessages.endsBeforeClass)).not.toBeInTheDocument();
  });

  it('confirms a booking and heads home as soon as the server books it, whatever the refreshes after it do', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({ usedCredits: true, totalPrice: 0 });
    let booked = false;
    base({
      'GET /api/user/memberships/active': { status: 200, body: { id: 5, remainingCredits: 3 } },
      'GET /api/bookings': () => ({ status: 200, body: booked ? [booking] : [] }),
      'POST /api/bookings': () => {
        booked = true;
        return { status: 201, body: booking };
      },
    });
    // Once booked, the bookings list answers at once with the new booking, and every other read hangs.
    const answer = transport.fetch;
    let releaseReads: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      releaseReads = resolve;
    });
    transport.fetch = async (request) => {
      if (booked && request.method === 'GET' && new URL(request.url).pathname !== '/api/bookings') await held;
      return answer(request);
    };
    let sawAlreadyBooked = false;
    const watcher = new MutationObserver(() => {
      sawAlreadyBooked ||= document.body.textContent?.includes('Already Booked') ?? false;
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });

    renderRoute('/booking/12');
    await user.click(await screen.findByRole('button', { name: 'Book with 1 Credit' }));
    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    watcher.disconnect();
    releaseReads();
    expect(sawAlreadyBooked).toBe(false);
  });

  it('leaves a member who walked away from a booking being paid where they went, once it is booked', async () => {
    const user = userEvent.setup();
    resetToasts();
    const fake = base({
      'GET /api/user/memberships/active': { status: 200, body: { id: 5, remainingCredits: 3 } },
      'POST /api/bookings': { status: 201, body: makeBooking({ usedCredits: true, totalPrice: 0 }) },
    });
    const answer = transport.fetch;
    let answerBooking: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answerBooking = resolve;
    });
    let sent = false;
    transport.fetch = async (request) => {
      if (request.method === 'POST') {
        sent = true;
        await held;
      }
      return answer(request);
    };
    function GoToProfile() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/profile')}>Go to my profile</button>;
    }
    renderWithProviders(
      <>
        <AppRoutes />
        <GoToProfile />
        <Toaster />
      </>,
      { route: '/booking/12', client: testQueryClient(makeUser()) },
    );
    await user.click(await screen.findByRole('button', { name: 'Book with 1 Credit' }));
    await waitFor(() => expect(sent).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Go to my profile' }));
    await waitFor(() => expect(location()).toBe('/profile'));
    answerBooking();
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('Booking Confirmed!'), {
      timeout: 5_000,
    });
    expect(fake.callsTo('POST', '/api/bookings')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(location()).toBe('/profile');
  });

  it('keeps the focus on Pay while the payment runs, and takes no second press', async () => {
    const user = userEvent.setup();
    const fake = base({ 'POST /api/bookings': { status: 201, body: makeBooking() } });
    const { release } = holdAnswers('POST');
    renderRoute('/booking/12');
    await payWithNewCard(user, '4242 4242 4242 4242');
    const pay = await screen.findByRole('button', { name: 'loading Pay $21.60' });
    // Unavailable, yet it keeps the focus, which a disabled button would drop to the page.
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(pay).toHaveFocus();
    await user.click(pay);
    release();
    await waitFor(() => expect(location()).toBe('/'));
    expect(fake.callsTo('POST', '/api/bookings')).toHaveLength(1);
  });

  it('pays with a saved card when the member picks it', async () => {
    const user = userEvent.setup();
    const fake = base({
      'GET /api/payment-methods': {
        status: 200,
        body: [SAVED_CARD],
      },
      'POST /api/bookings': { status: 201, body: makeBooking() },
    });
    renderRoute('/booking/12');
    await user.click(await screen.findByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $21.60' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(bodyOf(fake.callsTo('POST', '/api/bookings')[0].data)).toMatchObject({
      scheduleId: 12,
      useCredits: false,
      paymentMethodId: 'pm_saved',
    });
  });

  it("tells why a booking failed with the server's message", async () => {
    const user = userEvent.setup();
    base({
      'POST /api/bookings': { status: 422, body: { statusCode: 422, message: 'Your card was declined.' } },
    });
    renderRoute('/booking/12');
    await payWithNewCard(user, '4000 0000 0000 0002');
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(2);
    // Read out once: the alert beside the card form, not the toast saying the same.
    expect(
      screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes('declined')),
    ).toHaveLength(1);
    expect(screen.getByText('Booking Failed').closest('[role], [aria-live]')).toBeNull();
    expect(location()).toBe('/booking/12');
    // Another card typed: the failure told of the last one goes.
    await user.clear(screen.getByLabelText('Card'));
    await user.type(screen.getByLabelText('Card'), '4242');
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
  });

  it("says the payment failed, in the spec's words, when the server gave no reason", async () => {
    const user = userEvent.setup();
    base({ 'POST /api/bookings': { status: 500, body: '' } });
    renderRoute('/booking/12');
    await payWithNewCard(user, '4242 4242 4242 4242');
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(
      screen.getByText('An error occurred processing your payment. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says when the member already booked it, and when it is full', async () => {
    base({ 'GET /api/bookings': { status: 200, body: [makeBooking()] } });
    const { unmount } = renderRoute('/booking/12');
    expect(
      await screen.findByText('Already Booked: You have already booked this class.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    unmount();
    base({ 'GET /api/schedules': { status: 200, body: [makeSchedule({ remainingSpots: 0 })] } });
    renderRoute('/booking/12');
    expect(await screen.findByText('This class is full.')).toBeInTheDocument();
  });

  it('turns into Already Booked when the server says this class was booked meanwhile (another tab)', async () => {
    const user = userEvent.setup();
    let bookedElsewhere = false;
    base({
      'GET /api/bookings': () => ({ status: 200, body: bookedElsewhere ? [makeBooking()] : [] }),
      'POST /api/bookings': () => {
        bookedElsewhere = true;
        return { status: 409, body: { statusCode: 409, message: BookingMessages.alreadyBooked } };
      },
    });
    renderRoute('/booking/12');
    await payWithNewCard(user, '4242424242424242');
    expect(
      await screen.findByText('Already Booked: You have already booked this class.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('warns when the class is no longer bookable and returns to the classes after 3 seconds', async () => {
    const start = inDays(-2);
    base({
      'GET /api/schedules': {
        status: 200,
        body: [makeSchedule({ startTime: start.toISOString(), endTime: start.add(1, 'hour').toISOString() })],
      },
    });
    renderRoute('/booking/12');
    expect(
      await screen.findByText(
        'Cannot Book: Booking is only available up to 8.5 hours after a class has started.',
      ),
    ).toBeInTheDocument();
    expect(location()).toBe('/booking/12');
    await waitFor(() => expect(location()).toBe('/classes'), { timeout: 4_000 });
  });

  it('finds a class long past by its id and warns that it is no longer bookable', async () => {
    const start = inDays(-20);
    const past = makeSchedule({
      startTime: start.toISOString(),
      endTime: start.add(1, 'hour').toISOString(),
    });
    const fake = base({
      'GET /api/schedules': (call) => ({ status: 200, body: call.params.id === '12' ? [past] : [] }),
    });
    renderRoute('/booking/12');
    expect(
      await screen.findByText(
        'Cannot Book: Booking is only available up to 8.5 hours after a class has started.',
      ),
    ).toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/schedules').map((call) => call.params)).toEqual([{}, { id: '12' }]);
    await waitFor(() => expect(location()).toBe('/classes'), { timeout: 4_000 });
  });

  it('shows the load failure and the unknown schedule', async () => {
    base({ 'GET /api/schedules': { status: 400, body: { message: 'nope' } } });
    const { unmount } = renderRoute('/booking/12');
    const title = await screen.findByRole('heading', { name: 'Error Loading Class' });
    // Read out as it replaces the loading screen.
    const alert = title.closest('[role="alert"]');
    expect(alert).toContainElement(
      screen.getByText("We couldn't load the class information. Please try again."),
    );
    expect(screen.getByRole('link', { name: 'Back to Classes' })).toHaveAttribute('href', '/classes');
    // The document title says so too, not 'Book a Class'.
    await waitFor(() => expect(document.title).toBe('Error Loading Class | FitStudio'));
    unmount();
    base({});
    renderRoute('/booking/99');
    // An unknown schedule: spec §2's load failure, and why.
    expect(await screen.findByText('Error: Class schedule not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error Loading Class' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error Loading Class | FitStudio'));
    expect(screen.getByText("We couldn't load the class information. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Classes' })).toHaveAttribute('href', '/classes');
  });
});

describe('booking confirmation', () => {
  it('says a booking cancelled since is cancelled instead of confirming it', async () => {
    base({
      'GET /api/bookings/42': { status: 200, body: makeBooking({ id: 42, status: 'cancelled' }) },
      'GET /api/classes/1': { status: 200, body: { id: 1, studio: 'Studio A' } },
    });
    renderRoute('/confirmation/42');
    expect(await screen.findByRole('heading', { name: 'Booking Cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking Confirmed!' })).not.toBeInTheDocument();
    // Nothing to put in a calendar or invite friends to.
    expect(screen.queryByRole('button', { name: /Add to Calendar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
    // Still a way on from it.
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Book Another Class' })).toHaveAttribute('href', '/classes');
  });

  it('shows the booking, downloads the .ics and shares by copying the link', async () => {
    const user = userEvent.setup();
    const fake = base({
      'GET /api/bookings/41': { status: 200, body: makeBooking() },
      'GET /api/classes/1': { status: 200, body: { id: 1, studio: 'Studio A' } },
      'GET /api/bookings/41/calendar': { status: 200, raw: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
    });
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:ics';
      },
      revokeObjectURL: () => undefined,
    });
    const clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    renderRoute('/confirmation/41');
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Sunrise Flow')).toBeInTheDocument();
    expect(screen.getByText('Sam Coach')).toBeInTheDocument();
    expect(screen.getByText('60 minutes')).toBeInTheDocument();
    expect(await screen.findByText('Studio A')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Book Another Class' })).toHaveAttribute('href', '/classes');

    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    await waitFor(() => expect(clicks).toHaveBeenCalled());
    expect(fake.callsTo('GET', '/api/bookings/41/calendar')[0].headers.accept).toBe('text/calendar');
    expect(created[0].type).toBe('text/calendar');

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/classes\?date=\d{4}-\d{2}-\d{2}$/));
    clicks.mockRestore();
  });

  it('shows the load failure', async () => {
    base({ 'GET /api/bookings/41': { status: 404, body: { message: 'Booking not found.' } } });
    renderRoute('/confirmation/41');
    const title = await screen.findByRole('heading', { name: 'Error Loading Confirmation' });
    // Read out as it replaces the loading screen.
    expect(title.closest('[role="alert"]')).toContainElement(
      screen.getByText("We couldn't load your booking. Please try again."),
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Error Loading Confirmation | FitStudio'));
  });
});

describe('booking history', () => {
  const upcoming = makeBooking({ id: 1, name: 'Upcoming Yoga', start: inDays(3) });
  const soon = makeBooking({ id: 2, name: 'Soon Spin', start: dayjs().add(3, 'hour') });
  const past = makeBooking({ id: 3, name: 'Past Pilates', start: inDays(-3) });
  const cancelled = makeBooking({ id: 4, name: 'Dropped Barre', status: 'cancelled', start: inDays(2) });

  it('sorts bookings into three tabs with counts, and only upcoming ones can be cancelled', async () => {
    const user = userEvent.setup();
    base({ 'GET /api/bookings': { status: 200, body: [upcoming, soon, past, cancelled] } });
    renderRoute('/booking-history');
    expect(await screen.findByText('Soon Spin')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist'));
    expect(tabs.getByRole('tab', { name: 'Upcoming 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('Trainer: Sam Coach')).toHaveLength(2);
    expect(screen.getAllByLabelText(/Cancel booking for/)).toHaveLength(2);
    // Each names when its class starts, so two bookings of one class are told apart by name too.
    expect(
      screen.getByRole('button', {
        name: `Cancel booking for Upcoming Yoga, ${formatDateTime(upcoming.schedule.startTime)}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Back').closest('a')).toHaveAttribute('href', '/profile');

    await user.click(tabs.getByRole('tab', { name: 'Past 1' }));
    const pastCard = (await screen.findByText('Past Pilates')).closest('.history-card') as HTMLElement;
    expect(within(pastCard).getByText('Completed')).toBeInTheDocument();
    expect(within(pastCard).queryByLabelText(/Cancel booking/)).not.toBeInTheDocument();

    await user.click(tabs.getByRole('tab', { name: 'Cancelled 1' }));
    const cancelledCard = (await screen.findByText('Dropped Barre')).closest('.history-card') as HTMLElement;
    expect(within(cancelledCard).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelledCard).queryByLabelText(/Cancel booking/)).not.toBeInTheDocument();
  });

  it('moves a booking to Past, without Cancel, when its class starts while the page is open', async () => {
    const starting = makeBooking({ id: 47, name: 'Starting Soon', start: dayjs().add(1500, 'millisecond') });
    base({ 'GET /api/bookings': { status: 200, body: [starting] } });
    renderRoute('/booking-history');
    const tabs = within(await screen.findByRole('tablist'));
    expect(await tabs.findByRole('tab', { name: 'Upcoming 1' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Cancel booking for Starting Soon/)).toBeInTheDocument();
    expect(await tabs.findByRole('tab', { name: 'Past 1' }, { timeout: 4_000 })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Upcoming 0' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Cancel booking for Starting Soon/)).not.toBeInTheDocument();
  });

  it('shows a card for each upcoming booking on the signed-in home, soonest first', async () => {
    const names = ['Fourth Flow', 'Second Spin', 'Fifth Barre', 'First Yoga', 'Third HIIT'];
    const days = [4, 2, 5, 1, 3];
    const bookings = names.map((name, i) =>
      makeBooking({ id: 50 + i, scheduleId: 60 + i, name, start: inDays(days[i]) }),
    );
    base({ 'GET /api/bookings': { status: 200, body: bookings } });
    renderRoute('/dashboard');
    const section = (await screen.findByRole('heading', { name: 'Your Upcoming Classes' })).closest(
      'section',
    ) as HTMLElement;
    await within(section).findByRole('heading', { name: 'Fifth Barre' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['First Yoga', 'Second Spin', 'Third HIIT', 'Fourth Flow', 'Fifth Barre']);
  });

  it.each([
    ['/booking-history', ['h1 Booking History', 'h2 Upcoming Yoga']],
    ['/dashboard', ['h2 Your Upcoming Classes', 'h3 Upcoming Yoga']],
  ])('on %s puts the booking cards one heading level below their section', async (route, expected) => {
    base({ 'GET /api/bookings': { status: 200, body: [upcoming] } });
    renderRoute(route);
    const card = await screen.findByRole('heading', { name: 'Upcoming Yoga' });
    const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4')).map(
      (h) => `${h.tagName.toLowerCase()} ${h.textContent}`,
    );
    const at = headings.indexOf(`${card.tagName.toLowerCase()} Upcoming Yoga`);
    expect(headings.slice(headings.indexOf(expected[0]), at + 1)).toEqual(expected);
  });

  it("copies the member's calendar feed address as a webcal link to subscribe to", async () => {
    const user = userEvent.setup();
    base({
      'GET /api/bookings': { status: 200, body: [upcoming] },
      'GET /api/bookings/calendar-feed': { status: 200, body: { path: '/api/calendar/7.1.signature' } },
    });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute('/booking-history');
    await user.click(await screen.findByRole('button', { name: 'Subscribe in Calendar' }));
    expect(await screen.findByText('Calendar link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`webcal://${window.location.host}/api/calendar/7.1.signature`);
  });

  it('shows the empty texts and the load error', async () => {
    const user = userEvent.setup();
    base({});
    const { unmount } = renderRoute('/booking-history');
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument();
    expect(screen.getByText('Book a Class')).toHaveAttribute('href', '/classes');
    const tabs = within(screen.getByRole('tablist'));
    await user.click(tabs.getByRole('tab', { name: 'Past 0' }));
    expect(await screen.findByText('No past bookings')).toBeInTheDocument();
    await user.click(tabs.getByRole('tab', { name: 'Cancelled 0' }));
    expect(await screen.findByText('No cancelled bookings')).toBeInTheDocument();
    unmount();
    base({ 'GET /api/bookings': { status: 400, body: { message: 'Bookings are resting' } } });
    renderRoute('/booking-history');
    expect(await screen.findByText('400: Bookings are resting')).toBeInTheDocument();
  });

  it('says nothing of a refund on its way when the fee keeps the whole payment', async () => {
    const user = userEvent.setup();
    const kept = quote(soon, { isFullRefund: false, refundAmount: 0, cancellationFee: 5.4 });
    base({
      'GET /api/bookings': { status: 200, body: [soon] },
      'GET /api/bookings/2/cancellation': { status: 200, body: kept },
    });
    renderRoute('/booking-history');
    await user.click(await screen.findByRole('button', { name: /^Cancel booking for Soon Spin, / }));
    const question = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    await user.click(within(question).getByRole('button', { name: 'Yes, Cancel' }));
    const calculator = await screen.findByRole('dialog', { name: 'Booking Cancellation' });
    expect(within(calculator).getByText('Total refund').nextSibling).toHaveTextContent('$0.00');
    expect(within(calculator).queryByText(/5-7 business days/)).not.toBeInTheDocument();
  });

  it('shows the refund calculator for a late card cancellation and cancels only on Confirm Cancellation', async () => {
    const user = userEvent.setup();
    let bookings = [soon];
    const late = quote(soon, { isFullRefund: false, refundAmount: 11.6, cancellationFee: 10 });
    const fake = base({
      'GET /api/bookings': () => ({ status: 200, body: bookings }),
      'GET /api/bookings/2/cancellation': { status: 200, body: late },
      'POST /api/bookings/2/cancel': () => {
        bookings = [{ ...soon, status: 'cancelled' }];
        return { status: 200, body: { ...late, booking: bookings[0] } };
      },
    });
    renderRoute('/booking-history');
    await user.click(await screen.findByRole('button', { name: /^Cancel booking for Soon Spin, / }));
    const first = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    expect(within(first).getByText(formatDateTime(soon.schedule.startTime))).toBeInTheDocument();
    expect(within(first).getByText(/This action cannot be undone/)).toBeInTheDocument();
    expect(within(first).getByText(/A cancellation fee may apply/)).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Keep Booking' }));
    expect(fake.callsTo('GET', '/api/bookings/2/cancellation')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Cancel booking for Soon Spin, / }));
    const question = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    const step = within(question).getByRole('status');
    await user.click(within(question).getByRole('button', { name: 'Yes, Cancel' }));
    const calculator = await screen.findByRole('dialog', { name: 'Booking Cancellation' });
    // The amounts arrive in the live region that was there already, so they are read out.
    await waitFor(() => expect(step).toHaveTextContent('Total refund$11.60'));
    expect(within(calculator).getByText('Original payment').nextSibling).toHaveTextContent('$21.60');
    expect(within(calculator).getByText('Cancellation fee (less than 24h)').nextSibling).toHaveTextContent(
      '-$10.00',
    );
    expect(within(calculator).getByText('Total refund').nextSibling).toHaveTextContent('$11.60');
    expect(within(calculator).getByText(/5-7 business days/)).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/bookings/2/cancel')).toHaveLength(0);
    // The focus goes to the safe action, 'Close', as in every confirm dialog: not on the button that cancels.
    await waitFor(() => expect(within(calculator).getByRole('button', { name: 'Close' })).toHaveFocus());

    await user.click(within(calculator).getByRole('button', { name: 'Confirm Cancellation' }));
    expect(
      await screen.findByText(
        'A $10.00 cancellation fee applies. The remaining $11.60 will reach your original payment method in 5-7 business days.',
      ),
    ).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/bookings/2/cancel')).toHaveLength(1);
    expect(await screen.findByRole('tab', { name: 'Cancelled 1' })).toBeInTheDocument();
  });

  it('shows the new amounts to confirm when the class came within 24 hours while the calculator was open', async () => {
    const user = userEvent.setup();
    const early = quote(soon, {});
    const late = quote(soon, { isFullRefund: false, refundAmount: 11.6, cancellationFee: 10 });
    let quotes = 0;
    const fake = base({
      'GET /api/bookings': { status: 200, body: [soon] },
      'GET /api/bookings/2/cancellation': () => {
        quotes += 1;
        return { status: 200, body: quotes === 1 ? early : late };
      },
      'POST /api/bookings/2/cancel': {
        status: 200,
        body: { ...late, booking: { ...soon, status: 'cancelled' } },
      },
    });
    renderRoute('/booking-history');
    await user.click(await screen.findByRole('button', { name: /^Cancel booking for Soon Spin, / }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Booking' })).getByRole('button', {
        name: 'Yes, Cancel',
      }),
    );
    const calculator = await screen.findByRole('dialog', { name: 'Booking Cancellation' });
    expect(within(calculator).getByText('Total refund').nextSibling).toHaveTextContent('$21.60');

    await user.click(within(calculator).getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await within(calculator).findByRole('alert')).toHaveTextContent(
      'The class is now less than 24 hours away, so the refund has changed. Please check the amounts below and confirm again.',
    );
    expect(within(calculator).getByText('Total refund').nextSibling).toHaveTextContent('$11.60');
    expect(fake.callsTo('POST', '/api/bookings/2/cancel')).toHaveLength(0);

    await user.click(within(calculator).getByRole('button', { name: 'Confirm Cancellation' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/bookings/2/cancel')).toHaveLength(1));
  });

  it('cancels an early card booking with a full refund, and a credit booking without the calculator', async () => {
    const user = userEvent.setup();
    const credit = makeBooking({ id: 5, name: 'Credit Core', usedCredits: true, totalPrice: 0 });
    const fake = base({
      'GET /api/bookings': { status: 200, body: [upcoming, credit] },
      'GET /api/bookings/1/cancellation': { status: 200, body: quote(upcoming, {}) },
      'POST /api/bookings/1/cancel': { status: 200, body: quote(upcoming, {}) },
      'GET /api/bookings/5/cancellation': { status: 200, body: quote(credit, { creditReturned: true }) },
      'POST /api/bookings/5/cancel': { status: 200, body: quote(credit, { creditReturned: true }) },
    });
    renderRoute('/booking-history');
    await user.click(await screen.findByRole('button', { name: /^Cancel booking for Upcoming Yoga, / }));
    const cardQuestion = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    expect(within(cardQuestion).getByText(/original payment method within 5-7 business days/)).toBeVisible();
    await user.click(
      within(cardQuestion).getByRole('button', {
        name: 'Yes, Cancel',
      }),
    );
    const calculator = await screen.findByRole('dialog', { name: 'Booking Cancellation' });
    expect(within(calculator).queryByText('Cancellation fee (less than 24h)')).not.toBeInTheDocument();
    expect(within(calculator).getByText('Total refund').nextSibling).toHaveTextContent('$21.60');
    await user.click(within(calculator).getByRole('button', { name: 'Confirm Cancellation' }));
    expect(
      await screen.findByText(
        'A full refund of $21.60 will reach your original payment method in 5-7 business days.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Cancel booking for Credit Core, / }));
    const question = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    // A credit booking has no card payment for a refund to go back to.
    expect(within(question).queryByText(/original payment method/)).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes, Cancel' }));
    expect(
      await screen.findByText('Your class credit has been returned to your membership.'),
    ).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/bookings/5/cancel')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Booking Cancellation' })).not.toBeInTheDocument();
  });

  it.each([
    ['/booking-history', 'Booking History'],
    ['/profile', 'Upcoming Bookings'],
    ['/dashboard', 'Your Upcoming Classes'],
  ])(
    "on %s moves focus to the list's heading once the cancelled booking and its Cancel button are gone",
    async (route, heading) => {
      const user = userEvent.setup();
      const credit = makeBooking({ id: 5, name: 'Credit Core', usedCredits: true, totalPrice: 0 });
      let bookings = [credit];
      base({
        'GET /api/bookings': () => ({ status: 200, body: bookings }),
        'GET /api/bookings/5/cancellation': { status: 200, body: quote(credit, { creditReturned: true }) },
        'POST /api/bookings/5/cancel': () => {
          bookings = [{ ...credit, status: 'cancelled' }];
          return { status: 200, body: quote(credit, { creditReturned: true }) };
        },
      });
      renderRoute(route);
      await user.click(await screen.findByRole('button', { name: /^Cancel booking for Credit Core, / }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Cancel Booking' })).getByRole('button', {
          name: 'Yes, Cancel',
        }),
      );
      await waitFor(() =>
        expect(
          screen.queryByRole('button', { name: /^Cancel booking for Credit Core, / }),
        ).not.toBeInTheDocument(),
      );
      await waitFor(() => expect(screen.getByRole('heading', { name: heading })).toHaveFocus());
    },
  );

  it('gives focus back to Cancel when the member keeps the booking', async () => {
    const user = userEvent.setup();
    base({ 'GET /api/bookings': { status: 200, body: [upcoming] } });
    renderRoute('/booking-history');
    const cancel = await screen.findByRole('button', { name: /^Cancel booking for Upcoming Yoga, / });
    await user.click(cancel);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Booking' })).getByRole('button', {
        name: 'Keep Booking',
      }),
    );
    await waitFor(() => expect(cancel).toHaveFocus());
  });

  it.each([
    ['/booking-history', 'Cancellation failed: A past booking cannot be cancelled.'],
    ['/dashboard', 'There was an error cancelling your booking. Please try again.'],
  ])('reports a failed cancellation on %s as %s', async (route, text) => {
    const user = userEvent.setup();
    base({
      'GET /api/bookings': { status: 200, body: [upcoming] },
      'GET /api/bookings/1/cancellation': {
        status: 409,
        body: { message: 'A past booking cannot be cancelled.' },
      },
    });
    renderRoute(route);
    await user.click(await screen.findByRole('button', { name: /^Cancel booking for Upcoming Yoga, / }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Booking' })).getByRole('button', {
        name: 'Yes, Cancel',
      }),
    );
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("refetches on the 'booking-cancelled' window event", async () => {
    const fake = base({ 'GET /api/bookings': { status: 200, body: [upcoming] } });
    renderRoute('/booking-history');
    expect(await screen.findByText('Upcoming Yoga')).toBeInTheDocument();
    const before = fake.callsTo('GET', '/api/bookings').length;
    act(() => {
      window.dispatchEvent(new Event(BOOKING_CANCELLED_EVENT));
    });
    await waitFor(() => expect(fake.callsTo('GET', '/api/bookings').length).toBe(before + 1));
  });

  it('shows a booking the studio cancelled while the page is open, within the 3 s poll', async () => {
    let reply = [upcoming];
    base({ 'GET /api/bookings': () => ({ status: 200, body: reply }) });
    renderRoute('/booking-history');
    const tabs = within(await screen.findByRole('tablist'));
    expect(await tabs.findByRole('tab', { name: 'Cancelled 0' })).toBeInTheDocument();
    reply = [{ ...upcoming, status: 'cancelled' }];
    expect(await tabs.findByRole('tab', { name: 'Cancelled 1' }, { timeout: 4_500 })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Upcoming 0' })).toBeInTheDocument();
  });
});

describe('profile bookings', () => {
  it('counts classes taken, names the next class, links the Fitness Tracker and lists upcoming bookings', async () => {
    const next = makeBooking({ id: 1, name: 'Next Yoga', start: dayjs('2030-01-07T23:00:00Z') });
    const later = makeBooking({ id: 2, name: 'Later Spin', start: dayjs('2030-01-09T23:00:00Z') });
    const old = makeBooking({ id: 3, name: 'Old Pilates', start: inDays(-4) });
    base({ 'GET /api/bookings': { status: 200, body: [later, old, next] } });
    renderRoute('/profile');
    const taken = await screen.findByRole('heading', { name: 'Classes Taken' });
    await waitFor(() => expect(taken.nextSibling).toHaveTextContent('3'));
    expect(screen.getByRole('link', { name: 'Fitness Tracker' })).toHaveAttribute('href', '/fitness');
    expect(screen.getByRole('heading', { name: 'Next Class' }).nextSibling).toHaveTextContent(
      'Monday 3:00 PM',
    );
    const list = screen.getByRole('region', { name: 'Upcoming Bookings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Next Yoga'), expect.stringContaining('Later Spin')]);
    expect(within(list).getByRole('link', { name: 'View booking history' })).toHaveAttribute(
      'href',
      '/booking-history',
    );
  });

  it('says when there is no next class', async () => {
    base({});
    renderRoute('/profile');
    expect(
      await screen.findByText('No upcoming classes', { selector: '.stat-card__value' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Upcoming Bookings' });
    expect(within(list).getByRole('link', { name: 'Book a class' })).toHaveAttribute('href', '/classes');
  });
});
