import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdAnswers, installFakeApi, type FakeHandler, type FakeReply } from '../../../../test/fake-api';
import { makeUser, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import { AppRoutes } from '../../../app/AppRoutes';
import { Toaster } from '../../../ui/toast/Toaster';
import type { Membership, MembershipPlan, PaymentMethod } from '../api/billing-api';
import { subscriptionTerms } from './PlansDialog';

function makePlan(overrides: Partial<MembershipPlan>): MembershipPlan {
  return {
    id: 1,
    name: 'Starter',
    description: 'Four classes a month.',
    price: 49,
    interval: 'monthly',
    features: ['4 classes per month', 'Workshops', 'Towel', 'Guest pass'],
    priority: 1,
    isActive: true,
    classCredits: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const starter = makePlan({});
const premium = makePlan({
  id: 2,
  name: 'Premium',
  description: 'Ten classes a month.',
  price: 89,
  priority: 2,
  classCredits: 10,
  features: ['10 classes per month', 'Priority waitlist', 'Free towel service', 'One guest pass'],
});
const PLANS = [premium, starter];

function makeMembership(overrides: Partial<Membership> = {}): Membership {
  return {
    id: 5,
    userId: 7,
    planId: premium.id,
    plan: {
      id: premium.id,
      name: premium.name,
      description: premium.description,
      price: premium.price,
      interval: premium.interval,
      features: premium.features,
      classCredits: premium.classCredits,
    },
    status: 'active',
    startDate: '2026-01-05T18:00:00.000Z',
    endDate: '2026-02-05T18:00:00.000Z',
    creditResetDate: '2026-02-04T18:00:00.000Z',
    createdAt: '2026-01-05T18:00:00.000Z',
    remainingCredits: 7,
    paidCents: 8900,
    clientSecret: null,
    ...overrides,
  };
}

function makeCard(overrides: Partial<PaymentMethod>): PaymentMethod {
  return {
    id: 1,
    userId: 7,
    cardBrand: 'visa',
    cardLast4: '4242',
    cardExpMonth: 12,
    cardExpYear: 2034,
    isDefault: true,
    stripePaymentMethodId: 'pm_1',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const NO_MEMBERSHIP: FakeReply = { status: 404, body: { statusCode: 404, message: 'No active membership' } };
const SANDBOX: FakeReply = { status: 200, body: { mode: 'sandbox', publicKey: null } };

function base(routes: Record<string, FakeHandler | FakeReply>) {
  return installFakeApi({
    'GET /api/bookings': { status: 200, body: [] },
    'GET /api/classes/featured': { status: 200, body: [] },
    'GET /api/membership-plans': { status: 200, body: PLANS },
    'GET /api/user/memberships/active': NO_MEMBERSHIP,
    'GET /api/stripe/config': SANDBOX,
    ...routes,
  });
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

/** A dialog by its title (in tests every Ant Design dialog gets the same generated title id). */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`${title} is not in a dialog`);
  return dialog;
}

const location = () => screen.getByTestId('location').textContent;

describe('membership upgrade card (home)', () => {
  it("promotes the highest-priority paid plan with its first three features and '+n more'", async () => {
    base({});
    renderRoute('/dashboard');
    const card = await screen.findByRole('region', { name: 'Membership' });
    expect(await within(card).findByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    expect(within(card).getByText('$89.00/month')).toBeInTheDocument();
    expect(within(card).getByText('Free towel service')).toBeInTheDocument();
    expect(within(card).queryByText('One guest pass')).not.toBeInTheDocument();
    expect(within(card).getByText('+1 more')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute(
      'href',
      '/membership/checkout/2',
    );
    expect(within(card).getByRole('button', { name: 'See All Plans' })).toBeInTheDocument();
  });

  it('shows the active membership', async () => {
    base({ 'GET /api/user/memberships/active': { status: 200, body: makeMembership() } });
    renderRoute('/dashboard');
    const card = await screen.findByRole('region', { name: 'Membership' });
    expect(await within(card).findByRole('heading', { name: 'Your Membership' })).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Active Membership')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View All Plans' })).toBeInTheDocument();
  });

  it('says options are coming soon without plans, and warns when they cannot load', async () => {
    base({ 'GET /api/membership-plans': { status: 200, body: [] } });
    const { unmount } = renderRoute('/dashboard');
    expect(await screen.findByText('MEMBERSHIP OPTIONS COMING SOON!')).toBeInTheDocument();
    unmount();
    base({ 'GET /api/membership-plans': { status: 400, body: { message: 'Plans are resting' } } });
    renderRoute('/dashboard');
    expect(await screen.findByText('400: Plans are resting')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    base({});
    renderRoute('/dashboard');
    expect(await screen.findByLabelText('Loading membership')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Premium' })).toBeInTheDocument();
  });
});

describe('plans dialog', () => {
  it('asks for a plan, confirms the recurring subscription and goes to checkout', async () => {
    const user = userEvent.setup();
    base({});
    renderRoute('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'See All Plans' }));
    const dialog = await dialogTitled('Upgrade Your Membership');
    const names = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Starter', 'Premium']);
    expect(within(dialog).getByText('One guest pass')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByText('No plan selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a membership plan to continue.')).toBeInTheDocument();

    // Each accessible name starts with the visible text (WCAG 2.5.3 label in name).
    const choose = within(dialog).getByRole('button', { name: 'Choose Plan: Starter' });
    expect(choose).toHaveTextContent('Choose Plan');
    await user.click(choose);
    expect(choose).toHaveAccessibleName('Selected: Starter');
    expect(choose).toHaveTextContent('Selected');
    expect(choose).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Choose Plan: Premium' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    const confirm = await dialogTitled('Confirm Recurring Subscription');
    expect(
      within(confirm).getByText(/charged automatically every month until you cancel/),
    ).toBeInTheDocument();
    expect(within(confirm).getByText('No refunds are given for partial months.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Continue to Checkout' }));
    await waitFor(() => expect(location()).toBe('/membership/checkout/1'));
  });

  it('marks the current plan and cancels the membership after confirmation', async () => {
    const user = userEvent.setup();
    let membership = makeMembership();
    const fake = base({
      'GET /api/user/memberships/active': () => ({ status: 200, body: membership }),
      'POST /api/user/memberships/5/cancel': () => {
        membership = makeMembership({ status: 'cancelled' });
        return { status: 200, body: membership };
      },
    });
    renderRoute('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'View All Plans' }));
    const dialog = await dialogTitled('Upgrade Your Membership');
    expect(within(dialog).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Membership' }));

    const cancel = await dialogTitled('Cancel Membership');
    expect(within(cancel).getByText('$89.00/month')).toBeInTheDocument();
    expect(within(cancel).getByText('Jan 5, 2026')).toBeInTheDocument();
    expect(within(cancel).getByRole('button', { name: 'Keep Membership' })).toBeInTheDocument();
    await user.click(within(cancel).getByRole('button', { name: 'Confirm Cancellation' }));

    expect(
      await screen.findByText(
        'Your membership has been cancelled. You can still use it until the end of your billing period.',
      ),
    ).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/user/memberships/5/cancel')).toHaveLength(1);
    // Focus was on 'Cancel Membership', which the cancellation replaced: it goes to what replaced it.
    const expiry = await within(dialog).findByText('Expires on Feb 5, 2026');
    await waitFor(() => expect(expiry).toHaveFocus());
  });

  it("shows the member's plan on their own terms, also once it is no longer offered, so it can be cancelled", async () => {
    const user = userEvent.setup();
    const held = makeMembership({
      planId: 9,
      plan: { ...makeMembership().plan, id: 9, name: 'Founders', price: 39 },
    });
    base({ 'GET /api/user/memberships/active': { status: 200, body: held } });
    renderRoute('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'View All Plans' }));
    const dialog = await dialogTitled('Upgrade Your Membership');
    const cards = within(within(dialog).getByRole('list', { name: 'Membership plans' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cards).toEqual(['Founders', 'Starter', 'Premium']);
    const founders = within(dialog).getByRole('heading', { name: 'Founders' }).closest('li') as HTMLElement;
    expect(within(founders).getByText('$39.00/month')).toBeInTheDocument();
    expect(within(founders).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(founders).getByRole('button', { name: 'Cancel Membership' })).toBeInTheDocument();
  });

  it('tells when the cancellation fails', async () => {
    const user = userEvent.setup();
    base({
      'GET /api/user/memberships/active': { status: 200, body: makeMembership() },
      'POST /api/user/memberships/5/cancel': { status: 500 },
    });
    renderRoute('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'View All Plans' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel Membership' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByText('Cancellation failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error cancelling your membership. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('subscription terms', () => {
  it('promise a monthly charge for a monthly plan only: a yearly one is charged its price each year', () => {
    expect(subscriptionTerms({ price: 30, interval: 'monthly' })[0]).toBe(
      'Your card will be charged automatically every month until you cancel.',
    );
    expect(subscriptionTerms({ price: 1200, interval: 'yearly' })[0]).toBe(
      'Your card will be charged $1200.00 automatically every 12 months until you cancel, the first time today.',
    );
  });
});

describe('membership checkout', () => {
  it('says when the plan does not exist', async () => {
    base({});
    renderRoute('/membership/checkout/99');
    expect(await screen.findByRole('heading', { name: 'Plan Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Plan Not Found | FitStudio'));
  });

  it('names the credits held after a change of plan, not the plan count', async () => {
    const user = userEvent.setup();
    base({
      'POST /api/user/memberships': { status: 201, body: makeMembership({ remainingCredits: 7 }) },
    });
    renderRoute('/membership/checkout/2');
    const subscribe = await screen.findByRole('button', { name: 'Subscribe $89.00/month' });
    await user.type(screen.getByLabelText('Card'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Name on Card'), 'Jane Doe');
    await user.click(subscribe);
    expect(
      await screen.findByText(
        'You are now on the Premium plan with 7 of its 10 class credits until they reset.',
      ),
    ).toBeInTheDocument();
  });

  it("on a change of plan says what is due today, the current plan's unused part taken off", async () => {
    base({
      'GET /api/user/memberships/active': { status: 200, body: makeMembership({ planId: 1 }) },
      'GET /api/user/memberships/quote/2': {
        status: 200,
        body: { planId: 2, price: 89, unusedCredit: 24.5, dueToday: 64.5, replacesPlan: 'Starter' },
      },
    });
    renderRoute('/membership/checkout/2');
    expect(
      await screen.findByText(
        'Due today: $64.50. The unused part of your Starter plan, $24.50, comes off this first charge.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe $89.00/month' })).toBeInTheDocument();
  });

  it('says the member holds the plan already, with no stale due-today note and no Subscribe', async () => {
    const user = userEvent.setup();
    base({
      'GET /api/user/memberships/active': { status: 200, body: makeMembership({ planId: 2 }) },
      'GET /api/user/memberships/quote/2': {
        status: 200,
        body: {
          planId: 2,
          price: 89,
          unusedCredit: 0,
          dueToday: 89,
          replacesPlan: 'Premium',
          alreadyHeld: true,
        },
      },
    });
    renderRoute('/membership/checkout/2');
    expect(await screen.findByText('You already have this membership plan')).toBeInTheDocument();
    expect(screen.queryByText(/^Due today/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Card'), '4242 4242 4242 4242');
    expect(screen.getByRole('button', { name: 'Subscribe $89.00/month' })).toBeDisabled();
  });

  it('says inline that a partly typed card number is incomplete once the member leaves the field', async () => {
    const user = userEvent.setup();
    base({});
    renderRoute('/membership/checkout/2');
    const card = await screen.findByLabelText('Card');
    await user.type(card, '4242 42');
    expect(screen.queryByText('Your card number is incomplete.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(card).toHaveAccessibleDescription(expect.stringContaining('Your card number is incomplete.'));
    // Mended, it goes.
    await user.type(card, '42 4242 4242 4242');
    expect(screen.queryByText('Your card number is incomplete.')).not.toBeInTheDocument();
  });

  it('subscribes with a test card and goes to the profile', async () => {
    const user = userEvent.setup();
    const fake = base({
      'POST /api/user/memberships': { status: 201, body: makeMembership({ remainingCredits: 10 }) },
    });
    renderRoute('/membership/checkout/2');
    expect(await screen.findByRole('heading', { name: 'Subscribe to Premium' })).toBeInTheDocument();
    const subscribe = await screen.findByRole('button', { name: 'Subscribe $89.00/month' });
    expect(subscribe).toBeDisabled();
    await user.type(screen.getByLabelText('Card'), '4242 4242 4242 4242');
    expect(subscribe).toBeEnabled();
    await user.click(subscribe);
    expect(await screen.findByText('Please enter the name on the card')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name on Card')).toHaveFocus());
    expect(fake.callsTo('POST', '/api/user/memberships')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name on Card'), 'Jane Doe');
    await user.click(subscribe);
    expect(await screen.findByText('Membership upgraded!')).toBeInTheDocument();
    expect(screen.getByText('You are now on the Premium plan with 10 class credits.')).toBeInTheDocument();
    // The press's own key: a retry after a lost answer is answered with the membership it made.
    expect(JSON.parse(fake.callsTo('POST', '/api/user/memberships')[0].data ?? '')).toEqual({
      planId: 2,
      paymentMethodId: 'pm_card_visa',
      expectedPrice: 89,
      idempotencyKey: expect.stringMatching(/^membership-[0-9a-z]+-[0-9a-f]{24}$/),
    });
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('keeps the focus on Subscribe, unavailable, while the subscription is paid', async () => {
    const user = userEvent.setup();
    const fake = base({
      'POST /api/user/memberships': { status: 201, body: makeMembership({ remainingCredits: 10 }) },
    });
    const { release } = holdAnswers('POST');
    renderRoute('/membership/checkout/2');
    await user.type(await screen.findByLabelText('Name on Card'), 'Jane Doe');
    await user.type(screen.getByLabelText('Card'), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Subscribe $89.00/month' }));
    const subscribe = await screen.findByRole('button', { name: 'loading Subscribe $89.00/month' });
    // Spec §2: not available while processing; a disabled button would drop the focus to the page.
    expect(subscribe).toHaveAttribute('aria-disabled', 'true');
    expect(subscribe).toHaveFocus();
    await user.click(subscribe);
    release();
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(fake.callsTo('POST', '/api/user/memberships')).toHaveLength(1);
  });

  it("shows a decline inline and says when a number is not one of Stripe's test cards", async () => {
    const user = userEvent.setup();
    base({
      'POST /api/user/memberships': { status: 400, body: { message: 'Your card has insufficient funds.' } },
    });
    renderRoute('/membership/checkout/1');
    const card = await screen.findByLabelText('Card');
    expect(card).not.toHaveAttribute('aria-invalid');
    expect(card).toHaveAccessibleDescription(/^Test mode: enter one of Stripe’s test cards/);
    await user.type(card, '4111 1111 1111 1111');
    expect(await screen.findByText(/not one of Stripe’s test cards/)).toBeInTheDocument();
    // The error is tied to the field, and the test-mode hint stays tied too.
    expect(card).toHaveAttribute('aria-invalid', 'true');
    expect(card).toHaveAccessibleDescription(
      /^Test mode: .* This is not one of Stripe’s test cards\. Use a test card such as 4242 4242 4242 4242\.$/,
    );
    await user.clear(card);
    expect(card).not.toHaveAttribute('aria-invalid');
    await user.type(card, 'pm_card_chargeDeclinedInsufficientFunds');
    await user.type(screen.getByLabelText('Name on Card'), 'Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Subscribe $49.00/month' }));
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error processing your subscription. Please try again.'),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('Your card has insufficient funds.')).toHaveLength(1);
    // Read out once: the alert beside the card form, not the toast as well.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Your card has insufficient funds.',
    ]);
    expect(screen.getByText('Subscription failed').closest('[role], [aria-live]')).toBeNull();
    expect(location()).toBe('/membership/checkout/1');
  });

  it('tells when the payment system cannot load, with a way out and another try', async () => {
    const user = userEvent.setup();
    let config: FakeReply = { status: 503 };
    base({ 'GET /api/stripe/config': () => config });
    renderRoute('/membership/checkout/1');
    expect(await screen.findByText('Payment System Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to load payment system. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    config = { status: 200, body: { publicKey: null, mode: 'sandbox' } };
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /^Subscribe / })).toBeInTheDocument();
    expect(screen.queryByText('Payment System Error')).not.toBeInTheDocument();
  });

  it('cancel goes home', async () => {
    const user = userEvent.setup();
    base({});
    renderRoute('/membership/checkout/1');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});

describe('payment methods page', () => {
  it('lists saved cards, makes one the default and removes another', async () => {
    const user = userEvent.setup();
    let cards = [
      makeCard({ id: 1 }),
      makeCard({ id: 2, cardBrand: 'mastercard', cardLast4: '4444', cardExpMonth: 3, isDefault: false }),
    ];
    const fake = base({
      'GET /api/payment-methods': () => ({ status: 200, body: cards }),
      'PUT /api/payment-methods/2/default': () => {
        cards = cards.map((c) => ({ ...c, isDefault: c.id === 2 }));
        return { status: 200, body: cards[1] };
      },
      'DELETE /api/payment-methods/1': () => {
        cards = cards.filter((c) => c.id !== 1);
        return { status: 200, body: { deleted: true } };
      },
    });
    renderRoute('/payment');
    expect(await screen.findByRole('heading', { name: 'Payment Methods' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(list).getByText('Expires 03/34')).toBeInTheDocument();
    expect(within(list).getAllByText('Default')).toHaveLength(1);

    await user.click(within(list).getByLabelText('Make Default: Mastercard ending in 4444'));
    await waitFor(() => expect(fake.callsTo('PUT', '/api/payment-methods/2/default')).toHaveLength(1));
    expect(await within(list).findByLabelText('Make Default: Visa ending in 4242')).toBeInTheDocument();

    await user.click(within(list).getByLabelText('Remove Visa ending in 4242'));
    const confirm = await dialogTitled('Remove this card?');
    expect(
      within(confirm).getByText('Visa ending in 4242 will no longer be available for payments.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).queryByText('Visa •••• 4242')).not.toBeInTheDocument());
    expect(fake.callsTo('DELETE', '/api/payment-methods/1')).toHaveLength(1);
  });

  /** The payment page of a member with a Premium membership and these cards, with Remove pressed on one. */
  async function removeDialog(cards: PaymentMethod[], cardName: string) {
    const user = userEvent.setup();
    base({
      'GET /api/payment-methods': { status: 200, body: cards },
      'GET /api/user/memberships/active': { status: 200, body: makeMembership() },
    });
    renderRoute('/payment');
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    await user.click(within(list).getByLabelText(`Remove ${cardName}`));
    return dialogTitled('Remove this card?');
  }

  it('says what removing the default card does to the membership it renews', async () => {
    const cards = [
      makeCard({ id: 1 }),
      makeCard({ id: 2, cardBrand: 'mastercard', cardLast4: '4444', isDefault: false }),
    ];
    const confirm = await removeDialog(cards, 'Visa ending in 4242');
    expect(
      await within(confirm).findByText(
        'Visa ending in 4242 will no longer be available for payments. Your Premium membership renews with this ' +
          'card: its renewals will be charged to Mastercard ending in 4444 instead.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the membership when the card removed does not renew it', async () => {
    const cards = [
      makeCard({ id: 1 }),
      makeCard({ id: 2, cardBrand: 'mastercard', cardLast4: '4444', isDefault: false }),
    ];
    const confirm = await removeDialog(cards, 'Mastercard ending in 4444');
    expect(
      within(confirm).getByText('Mastercard ending in 4444 will no longer be available for payments.'),
    ).toBeInTheDocument();
  });

  it('warns that a membership cannot renew once its only card is removed', async () => {
    const confirm = await removeDialog([makeCard({ id: 1 })], 'Visa ending in 4242');
    expect(
      await within(confirm).findByText(
        'Visa ending in 4242 will no longer be available for payments. Your Premium membership renews with this ' +
          'card: with no other card saved, its renewal on Feb 5, 2026 cannot be charged.',
      ),
    ).toBeInTheDocument();
  });

  it('adds a card from a test number, as the default unless unticked', async () => {
    const user = userEvent.setup();
    const fake = base({
      'GET /api/payment-methods': { status: 200, body: [] },
      'POST /api/payment-methods': {
        status: 201,
        body: makeCard({ id: 3, cardBrand: 'mastercard', cardLast4: '4444' }),
      },
    });
    renderRoute('/payment');
    expect(await screen.findByText('You have no saved cards yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Add New Card' }));
    // The open tab is in the address, so a refresh keeps it.
    expect(location()).toBe('/payment?tab=add');
    const add = (await screen.findByText('Add Card')).closest('button') as HTMLElement;
    expect(screen.getByLabelText('Set as default')).toBeChecked();
    await user.type(screen.getByLabelText('Card'), '5555 5555 5555 4444');
    await user.click(add);
    expect(await screen.findByText('Please fill in the cardholder name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cardholder Name'), 'Jane Doe');
    await user.click(screen.getByLabelText('Set as default'));
    await user.click(add);
    expect(await screen.findByText('Card added')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Saved Cards' })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toBe('/payment');
    expect(JSON.parse(fake.callsTo('POST', '/api/payment-methods')[0].data ?? '')).toEqual({
      paymentMethodId: 'pm_card_mastercard',
      setDefault: false,
    });
  });

  it("opens on the form when the profile's 'Add New Card' sent the member", async () => {
    base({ 'GET /api/payment-methods': { status: 200, body: [makeCard({})] } });
    renderRoute('/payment?tab=add');
    expect(await screen.findByRole('tab', { name: 'Add New Card' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Cardholder Name')).toBeInTheDocument();
  });

  it('says inline that a partly typed card number is incomplete when the member tabs away', async () => {
    const user = userEvent.setup();
    base({ 'GET /api/payment-methods': { status: 200, body: [] } });
    renderRoute('/payment?tab=add');
    const card = await screen.findByLabelText('Card');
    await user.type(card, '4242 42');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
  });

  it('tells when adding fails', async () => {
    const user = userEvent.setup();
    base({
      'GET /api/payment-methods': { status: 200, body: [] },
      'POST /api/payment-methods': { status: 400, body: { message: 'Your card was declined.' } },
    });
    renderRoute('/payment');
    await user.click(await screen.findByRole('tab', { name: 'Add New Card' }));
    await user.type(await screen.findByLabelText('Cardholder Name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Card'), 'pm_card_chargeDeclined');
    await user.click(screen.getByText('Add Card').closest('button') as HTMLElement);
    expect(await screen.findByText('Error adding payment method')).toBeInTheDocument();
    expect(await screen.findAllByText('Your card was declined.')).toHaveLength(2);
    // Read out once: the alert beside the form, not the toast saying the same.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Your card was declined.',
    ]);
    expect(screen.getByText('Error adding payment method').closest('[role], [aria-live]')).toBeNull();
  });

  it('offers Try Again when the cards cannot load', async () => {
    base({ 'GET /api/payment-methods': { status: 500 } });
    renderRoute('/payment');
    expect(await screen.findByText('Error loading payment methods')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows a skeleton while the cards load', async () => {
    base({ 'GET /api/payment-methods': { status: 200, body: [] } });
    renderRoute('/payment');
    expect(await screen.findByLabelText('Loading saved cards')).toBeInTheDocument();
    expect(await screen.findByText('You have no saved cards yet.')).toBeInTheDocument();
  });
});

describe('profile: payment methods dialog', () => {
  it("offers one 'Add New Card', to the payment page's form, when the member has no cards", async () => {
    const user = userEvent.setup();
    base({ 'GET /api/payment-methods': { status: 200, body: [] } });
    renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Manage payment methods' }));
    const dialog = await dialogTitled('Payment Methods');
    expect(await within(dialog).findByText('You have no saved cards yet.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Add New Card')).toHaveLength(1);
    await user.click(within(dialog).getByRole('link', { name: 'Add New Card' }));
    expect(location()).toBe('/payment?tab=add');
  });

  it("offers 'Add New Card' beside the saved cards", async () => {
    const user = userEvent.setup();
    base({ 'GET /api/payment-methods': { status: 200, body: [makeCard({})] } });
    renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Manage payment methods' }));
    const dialog = await dialogTitled('Payment Methods');
    expect(await within(dialog).findByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Add New Card')).toHaveLength(1);
  });
});

describe('profile: current membership', () => {
  it('shows Pay-Per-Class for a member without a plan', async () => {
    base({});
    renderRoute('/profile');
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pay-Per-Class' })).toBeInTheDocument();
    expect(screen.getByText('Book classes as you go')).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
  });

  it('shows the plan, its price and the credits left', async () => {
    const user = userEvent.setup();
    base({ 'GET /api/user/memberships/active': { status: 200, body: makeMembership() } });
    renderRoute('/profile');
    expect(await screen.findByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.getByText('Ten classes a month.')).toBeInTheDocument();
    expect(screen.getByText('$89.00/month')).toBeInTheDocument();
    expect(screen.getByText(/of 10 credits remaining/)).toHaveTextContent('7 of 10 credits remaining');
    expect(screen.getByText('Credits reset every 30 days')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade Membership' }));
    expect(await dialogTitled('Upgrade Your Membership')).toBeInTheDocument();
  });

  it('offers to try again when the membership cannot load', async () => {
    base({ 'GET /api/user/memberships/active': { status: 500 } });
    renderRoute('/profile');
    expect(await screen.findByText(/Server Error \(500\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  });
});
