import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../../test/fake-api';
import { makeUser, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import { formatAmount, shortPaymentId } from './payment-display';
import type { Transaction } from './payments-api';
import PaymentsTab from './PaymentsTab';

function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 1,
    kind: 'charge',
    bookingId: 118,
    membershipId: null,
    userId: 12,
    className: 'Morning Flow Yoga',
    description: 'Morning Flow Yoga, Mon 5 Jan 3:00 PM',
    amount: 27,
    status: 'paid',
    paymentId: 'pi_3QabcdefXYZ',
    failureMessage: null,
    createdAt: '2026-01-05T23:00:00.000Z',
    ...overrides,
  };
}

function renderTab() {
  return renderWithProviders(<PaymentsTab />, { client: testQueryClient(makeUser({ isAdmin: true })) });
}

describe('payment display', () => {
  it('shows dollars with two decimals and N/A without an amount', () => {
    expect(formatAmount(24.3)).toBe('$24.30');
    expect(formatAmount(null)).toBe('N/A');
  });

  it('shortens a payment id to 8 characters and three dots', () => {
    expect(shortPaymentId('pi_3QabcdefXYZ')).toBe('pi_3Qabc...');
    expect(shortPaymentId(null)).toBe('N/A');
  });
});

describe('admin payments tab', () => {
  it('lists transactions with their columns and filters by status on the server', async () => {
    const api = installFakeApi({
      'GET /api/admin/transactions': (call) => ({
        status: 200,
        body:
          call.params.status === 'failed'
            ? [makeTransaction({ id: 2, status: 'failed', paymentId: null, bookingId: 119 })]
            : [
                makeTransaction(),
                makeTransaction({ id: 3, kind: 'refund', amount: 25.92, paymentId: 're_3Qrefund' }),
              ],
      }),
    });
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Payment Transactions' })).toBeInTheDocument();
    const row = (await screen.findByText('pi_3Qabc...')).closest('tr') as HTMLElement;
    expect(within(row).getByText('118')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('Morning Flow Yoga')).toBeInTheDocument();
    expect(within(row).getByText('Jan 5, 2026 3:00 PM')).toBeInTheDocument();
    expect(within(row).getByText('$27.00')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    const refund = screen.getByText('re_3Qref...').closest('tr') as HTMLElement;
    expect(within(refund).getByText('$25.92')).toBeInTheDocument();
    expect(within(refund).getByText('Refund')).toBeInTheDocument();
    expect(within(refund).getByText('Refunded')).toBeInTheDocument();
    expect(within(refund).queryByText('Paid')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by payment status' }));
    await userEvent.click(await screen.findByTitle('Failed'));
    const failed = (await screen.findByText('119')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('N/A')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/transactions').at(-1)?.params).toEqual({ status: 'failed' });
  });

  it('says No transactions found for an empty list', async () => {
    installFakeApi({ 'GET /api/admin/transactions': { status: 200, body: [] } });
    renderTab();
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });

  it('shows a spinner while loading and Error loading transactions on failure', async () => {
    installFakeApi({ 'GET /api/admin/transactions': { status: 500, body: { message: 'Billing is down' } } });
    renderTab();
    expect(screen.getByLabelText('Loading transactions')).toBeInTheDocument();
    expect(await screen.findByText('Error loading transactions')).toBeInTheDocument();
    // Spec §8's text, and the server's reason beneath it.
    expect(screen.getByText('Failed to fetch transactions')).toBeInTheDocument();
    expect(screen.getByText('Billing is down')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Loading transactions')).not.toBeInTheDocument());
  });
});
