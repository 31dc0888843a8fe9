import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeReply } from '../../../../test/fake-api';
import { makeUser, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import { Toaster } from '../../../ui/toast/Toaster';
import { resetToasts } from '../../../ui/toast/toast-store';
import UsersTab from './UsersTab';

const me = makeUser({
  id: 1,
  username: 'boss',
  fullName: 'Bo Boss',
  email: 'boss@example.com',
  isAdmin: true,
});
const other = makeUser({
  id: 2,
  username: 'ada',
  fullName: 'Ada Admin',
  email: 'ada@example.com',
  isAdmin: true,
});
const member = makeUser({ id: 3, username: 'mia', fullName: 'Mia Member', email: 'mia@example.com' });

function renderTab() {
  return renderWithProviders(
    <>
      <UsersTab />
      <Toaster />
    </>,
    { client: testQueryClient(me) },
  );
}

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`${title} is not in a dialog`);
  return dialog;
}

afterEach(() => resetToasts());

describe('admin users tab', () => {
  it('lists users with their status; promote for members, remove for other admins, nothing for oneself', async () => {
    installFakeApi({ 'GET /api/admin/users': { status: 200, body: [me, other, member] } });
    renderTab();
    const row = (await screen.findByText('mia@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Mia Member')).toBeInTheDocument();
    expect(within(row).getByText('Regular')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Promote mia' })).toBeInTheDocument();
    const adminRow = screen.getByText('ada@example.com').closest('tr') as HTMLElement;
    expect(within(adminRow).getByText('Admin')).toBeInTheDocument();
    expect(within(adminRow).getByRole('button', { name: 'Remove ada' })).toBeInTheDocument();
    const myRow = screen.getByText('boss@example.com').closest('tr') as HTMLElement;
    expect(within(myRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(myRow).getByText('You')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'MIA@');
    expect(screen.getByText('mia@example.com')).toBeInTheDocument();
    expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();
    // The count is said; the table itself is no live region, which would read every row out again.
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 shown');
    expect(screen.getByRole('table').closest('[aria-live="polite"]')).toBeNull();
  });

  it('promotes after the Promote to Admin confirmation and says so', async () => {
    let promoted = false;
    const api = installFakeApi({
      'GET /api/admin/users': () => ({ status: 200, body: [me, { ...member, isAdmin: promoted }] }),
      'PUT /api/admin/users/3/promote': () => {
        promoted = true;
        return { status: 200, body: { ...member, isAdmin: true } };
      },
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Promote mia' }));
    const dialog = await dialogTitled('Promote to Admin');
    expect(within(dialog).getByText(/full access to the admin panel/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText('User has been promoted to admin')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/users/3/promote')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Remove mia' })).toBeInTheDocument();
  });

  it('removes admin rights after the confirmation, and shows the server message when it refuses', async () => {
    const refusal: FakeReply = {
      status: 403,
      body: { statusCode: 403, message: 'You cannot demote yourself' },
    };
    installFakeApi({
      'GET /api/admin/users': { status: 200, body: [me, other] },
      'PUT /api/admin/users/2/demote': refusal,
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove ada' }));
    const dialog = await dialogTitled('Remove Admin Privileges');
    expect(within(dialog).getByText(/lose access to the admin panel/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('You cannot demote yourself')).toBeInTheDocument();
  });

  it('falls back to its own failure text and confirms a removal', async () => {
    installFakeApi({
      'GET /api/admin/users': { status: 200, body: [me, other, member] },
      'PUT /api/admin/users/3/promote': { status: 500 },
      'PUT /api/admin/users/2/demote': { status: 200, body: { ...other, isAdmin: false } },
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Promote mia' }));
    await userEvent.click(
      within(await dialogTitled('Promote to Admin')).getByRole('button', { name: 'Promote' }),
    );
    expect(await screen.findByText('Failed to promote user')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove ada' }));
    await userEvent.click(
      within(await dialogTitled('Remove Admin Privileges')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Admin privileges have been removed from user')).toBeInTheDocument();
  });

  it('says No users found for an empty list', async () => {
    installFakeApi({ 'GET /api/admin/users': { status: 200, body: [] } });
    renderTab();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Loading users')).not.toBeInTheDocument());
  });
});
