import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../../test/fake-api';
import type { Plan } from '../shared/admin-api';
import { bodyOf, dialogTitled, fill, renderTab } from '../shared/admin-test-kit';
import MembershipsTab from './MembershipsTab';

function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 1,
    name: 'Premium',
    description: 'Ten classes a month.',
    price: 89,
    interval: 'monthly',
    features: ['10 classes per month', 'Priority waitlist', 'Free towel', 'Guest pass'],
    priority: 2,
    isActive: true,
    classCredits: 10,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('admin memberships tab', () => {
  it('lists plans with price, first three features, credits and status', async () => {
    installFakeApi({
      'GET /api/admin/membership-plans': {
        status: 200,
        body: [makePlan(), makePlan({ id: 2, name: 'Old', isActive: false, features: [], price: 9.5 })],
      },
    });
    renderTab(<MembershipsTab />);
    const table = await screen.findByRole('table', { name: 'Membership plans' });
    expect(await within(table).findByText('Premium')).toBeInTheDocument();
    expect(within(table).getByText('$89.00')).toBeInTheDocument();
    expect(within(table).getByText('$9.50')).toBeInTheDocument();
    expect(within(table).getByText('Free towel')).toBeInTheDocument();
    expect(within(table).queryByText('Guest pass')).not.toBeInTheDocument();
    expect(within(table).getByText('+1 more')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
  });

  it('says when there are none, and shows the authentication error when the list fails', async () => {
    installFakeApi({ 'GET /api/admin/membership-plans': { status: 200, body: [] } });
    const { unmount } = renderTab(<MembershipsTab />);
    expect(
      await screen.findByText('No membership plans found. Create one to get started.'),
    ).toBeInTheDocument();
    unmount();
    installFakeApi({ 'GET /api/admin/membership-plans': { status: 403, body: { message: 'Admins only' } } });
    renderTab(<MembershipsTab />);
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText(/log in again with an admin account/)).toBeInTheDocument();
  });

  it('checks the features JSON and creates the plan with the features as text', async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({
      'GET /api/admin/membership-plans': { status: 200, body: [] },
      'POST /api/admin/membership-plans': { status: 201, body: makePlan({ id: 3, name: 'Gold' }) },
    });
    renderTab(<MembershipsTab />);
    await user.click(await screen.findByText('Add New Plan'));
    const dialog = await dialogTitled('Create Membership Plan');
    expect(within(dialog).getByLabelText('Features')).toHaveValue('[]');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await fill(user, within(dialog).getByLabelText('Plan Name'), 'Gold');
    const price = within(dialog).getByLabelText('Price ($)');
    await fill(user, price, '120.5');
    const features = within(dialog).getByLabelText('Features');
    await fill(user, features, 'not json');
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    expect(
      await within(dialog).findByText('Features must be a valid JSON array of strings'),
    ).toBeInTheDocument();
    await fill(user, features, '["All classes"]');
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Plan Created')).toBeInTheDocument();
    expect(bodyOf(fake.callsTo('POST', '/api/admin/membership-plans')[0])).toEqual({
      name: 'Gold',
      description: '',
      price: 120.5,
      interval: 'monthly',
      features: '["All classes"]',
      classCredits: 0,
      priority: 0,
      isActive: true,
    });
  });

  it('refuses a price with more than two decimals and a priority that is not whole, rather than rounding them', async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({
      'GET /api/admin/membership-plans': { status: 200, body: [] },
      'POST /api/admin/membership-plans': { status: 201, body: makePlan({ id: 4, name: 'Prio' }) },
    });
    renderTab(<MembershipsTab />);
    await user.click(await screen.findByText('Add New Plan'));
    const dialog = await dialogTitled('Create Membership Plan');
    await fill(user, within(dialog).getByLabelText('Plan Name'), 'Prio');
    await fill(user, within(dialog).getByLabelText('Price ($)'), '10.999');
    await fill(user, within(dialog).getByLabelText('Priority'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    expect(await within(dialog).findByText('Price must have at most two decimals')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number of 0 or more')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/admin/membership-plans')).toHaveLength(0);
    await fill(user, within(dialog).getByLabelText('Price ($)'), '10.99');
    await fill(user, within(dialog).getByLabelText('Priority'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Plan Created')).toBeInTheDocument();
    expect(bodyOf(fake.callsTo('POST', '/api/admin/membership-plans')[0])).toMatchObject({
      price: 10.99,
      priority: 2,
    });
  });

  it('says when a delete failed', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /api/admin/membership-plans': { status: 200, body: [makePlan()] },
      'DELETE /api/admin/membership-plans/1': {
        status: 409,
        body: { statusCode: 409, message: 'Deactivate it instead' },
      },
    });
    renderTab(<MembershipsTab />);
    await user.click(await screen.findByLabelText('Delete Premium'));
    const confirm = await dialogTitled('Delete Membership Plan');
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this membership plan? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('There was an error deleting the membership plan. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Deactivate it instead')).toBeInTheDocument();
  });
});
