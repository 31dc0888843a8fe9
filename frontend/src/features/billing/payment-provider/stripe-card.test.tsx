import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../../test/fake-api';
import { makeUser, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import { AppRoutes } from '../../../app/AppRoutes';

// Stripe.js is the one thing faked here: the browser SDK behind our payment-provider module.
const mockStripe = {
  createPaymentMethod: jest.fn(),
  handleNextAction: jest.fn(),
};
const mockLoadStripe = jest.fn();

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => mockLoadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  useStripe: () => mockStripe,
  useElements: () => ({ getElement: () => ({ element: 'card' }) }),
  CardElement: ({
    onReady,
    onLoadError,
    onChange,
  }: {
    onReady: () => void;
    onLoadError: () => void;
    onChange: (event: { complete: boolean; error?: { message: string } }) => void;
  }) => (
    <>
      <button type="button" onClick={() => onReady()}>
        Stripe ready
      </button>
      <button type="button" onClick={() => onLoadError()}>
        Stripe fails to mount
      </button>
      <button type="button" onClick={() => onChange({ complete: true })}>
        Type a card
      </button>
      <button
        type="button"
        onClick={() => onChange({ complete: false, error: { message: 'Your card number is incomplete.' } })}
      >
        Type part of a card
      </button>
    </>
  ),
}));

const plan = {
  id: 2,
  name: 'Premium',
  description: 'Ten classes a month.',
  price: 89,
  interval: 'monthly',
  features: [],
  priority: 2,
  isActive: true,
  classCredits: 10,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderCheckout(config: { mode: string; publicKey: string | null }, purchase: unknown) {
  const fake = installFakeApi({
    'GET /api/membership-plans': { status: 200, body: [plan] },
    'GET /api/user/memberships/active': { status: 404, body: { message: 'No active membership' } },
    'GET /api/stripe/config': { status: 200, body: config },
    'POST /api/user/memberships': { status: 201, body: purchase },
    'GET /api/bookings': { status: 200, body: [] },
  });
  renderWithProviders(<AppRoutes />, {
    route: '/membership/checkout/2',
    client: testQueryClient(makeUser()),
  });
  return fake;
}

beforeEach(() => {
  mockStripe.createPaymentMethod.mockReset();
  mockStripe.handleNextAction.mockReset();
  mockLoadStripe.mockReset();
});

describe('payment provider with Stripe live', () => {
  it('creates the card in the browser and completes 3-D Secure for a pending membership', async () => {
    const user = userEvent.setup();
    mockLoadStripe.mockResolvedValue(mockStripe);
    mockStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_live_1' } });
    mockStripe.handleNextAction.mockResolvedValue({});
    const fake = renderCheckout(
      { mode: 'stripe', publicKey: 'pk_test_123' },
      { id: 9, status: 'pending', clientSecret: 'pi_1_secret_2', plan },
    );
    const subscribe = await screen.findByRole('button', { name: 'Subscribe $89.00/month' });
    expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(subscribe).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Stripe ready' }));
    expect(subscribe).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Type a card' }));
    await user.type(screen.getByLabelText('Name on Card'), 'Jane Doe');
    await user.click(subscribe);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(mockStripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: { element: 'card' },
      billing_details: { name: 'Jane Doe' },
    });
    expect(JSON.parse(fake.callsTo('POST', '/api/user/memberships')[0].data ?? '')).toEqual({
      planId: 2,
      paymentMethodId: 'pm_live_1',
      expectedPrice: 89,
      idempotencyKey: expect.stringMatching(/^membership-/),
    });
    expect(mockStripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
  });

  it("shows Stripe's card error inline and sends nothing", async () => {
    const user = userEvent.setup();
    mockLoadStripe.mockResolvedValue(mockStripe);
    mockStripe.createPaymentMethod.mockResolvedValue({ error: { message: 'Your card number is invalid.' } });
    const fake = renderCheckout({ mode: 'stripe', publicKey: 'pk_test_123' }, {});
    await user.click(await screen.findByRole('button', { name: 'Stripe ready' }));
    await user.click(screen.getByRole('button', { name: 'Type a card' }));
    await user.type(screen.getByLabelText('Name on Card'), 'Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Subscribe $89.00/month' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/user/memberships')).toHaveLength(0);
  });

  it("ties Stripe's inline card error to the card element while it shows", async () => {
    const user = userEvent.setup();
    mockLoadStripe.mockResolvedValue(mockStripe);
    renderCheckout({ mode: 'stripe', publicKey: 'pk_test_123' }, {});
    await user.click(await screen.findByRole('button', { name: 'Stripe ready' }));
    const field = document.getElementById('checkout-card');
    expect(field).toHaveAttribute('role', 'group');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Type part of a card' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Your card number is incomplete.');
    await user.click(screen.getByRole('button', { name: 'Type a card' }));
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('says why when Stripe.js cannot load', async () => {
    mockLoadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderCheckout({ mode: 'stripe', publicKey: 'pk_test_123' }, {});
    expect(await screen.findByText('Payment System Error')).toBeInTheDocument();
    expect(screen.getByText('Error loading payment system: Failed to load Stripe.js')).toBeInTheDocument();
  });

  it('says so when Stripe.js loads without a Stripe', async () => {
    mockLoadStripe.mockResolvedValue(null);
    renderCheckout({ mode: 'stripe', publicKey: 'pk_test_123' }, {});
    expect(
      await screen.findByText('Failed to initialize payment system. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('says so when the card form cannot be mounted', async () => {
    const user = userEvent.setup();
    mockLoadStripe.mockResolvedValue(mockStripe);
    renderCheckout({ mode: 'stripe', publicKey: 'pk_test_123' }, {});
    await user.click(await screen.findByRole('button', { name: 'Stripe fails to mount' }));
    expect(
      await screen.findByText('Failed to initialize payment form. Please refresh and try again.'),
    ).toBeInTheDocument();
  });

  it('needs a publishable key', async () => {
    renderCheckout({ mode: 'stripe', publicKey: null }, {});
    expect(
      await screen.findByText('Could not initialize payment system. Please contact support.'),
    ).toBeInTheDocument();
    expect(mockLoadStripe).not.toHaveBeenCalled();
  });
});
