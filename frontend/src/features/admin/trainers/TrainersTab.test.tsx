import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../../test/fake-api';
import type { Trainer } from '../shared/admin-api';
import { bodyOf, dialogTitled, fill, renderTab } from '../shared/admin-test-kit';
import TrainersTab from './TrainersTab';

const maya: Trainer = { id: 1, name: 'Maya Chen', specialization: 'Vinyasa Yoga', bio: null, imageUrl: null };

describe('admin trainers tab', () => {
  it('lists trainers, and says when there are none', async () => {
    installFakeApi({ 'GET /api/admin/trainers': { status: 200, body: [maya] } });
    const { unmount } = renderTab(<TrainersTab />);
    const table = await screen.findByRole('table', { name: 'Trainers' });
    expect(await within(table).findByText('Maya Chen')).toBeInTheDocument();
    expect(within(table).getByText('Vinyasa Yoga')).toBeInTheDocument();
    unmount();
    installFakeApi({ 'GET /api/admin/trainers': { status: 200, body: [] } });
    renderTab(<TrainersTab />);
    expect(await screen.findByText('No trainers found')).toBeInTheDocument();
  });

  it('checks name and specialization, then creates the trainer', async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({
      'GET /api/admin/trainers': { status: 200, body: [] },
      'POST /api/admin/trainers': { status: 201, body: { ...maya, id: 2 } },
    });
    renderTab(<TrainersTab />);
    await user.click(await screen.findByText('Add New Trainer'));
    const dialog = await dialogTitled('Add New Trainer');
    await fill(user, within(dialog).getByLabelText('Name'), 'M');
    await fill(user, within(dialog).getByLabelText('Specialization'), 'Y');
    await user.click(within(dialog).getByRole('button', { name: 'Create Trainer' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Specialization must be at least 2 characters')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Name'), 'Maya Chen');
    await fill(user, within(dialog).getByLabelText('Specialization'), 'Yoga');
    await user.click(within(dialog).getByRole('button', { name: 'Create Trainer' }));
    expect(await screen.findByText('Trainer created successfully')).toBeInTheDocument();
    expect(bodyOf(fake.callsTo('POST', '/api/admin/trainers')[0])).toEqual({
      name: 'Maya Chen',
      specialization: 'Yoga',
      bio: null,
      imageUrl: null,
    });
  });

  it('says why an update failed', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /api/admin/trainers': { status: 200, body: [maya] },
      'PUT /api/admin/trainers/1': {
        status: 400,
        body: { statusCode: 400, message: 'Image URL must be a path on this site or an http(s) address' },
      },
    });
    renderTab(<TrainersTab />);
    await user.click(await screen.findByLabelText('Edit Maya Chen'));
    const dialog = await dialogTitled('Edit Trainer');
    await fill(user, within(dialog).getByLabelText('Image URL'), 'ftp://x');
    await user.click(within(dialog).getByRole('button', { name: 'Update Trainer' }));
    expect(await screen.findByText('Failed to update trainer')).toBeInTheDocument();
    expect(
      screen.getByText('Image URL must be a path on this site or an http(s) address'),
    ).toBeInTheDocument();
  });

  it('deletes from the edit dialog after the confirmation', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /api/admin/trainers': { status: 200, body: [maya] },
      'DELETE /api/admin/trainers/1': { status: 200, body: { success: true } },
    });
    renderTab(<TrainersTab />);
    await user.click(await screen.findByLabelText('Edit Maya Chen'));
    const dialog = await dialogTitled('Edit Trainer');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Trainer' }));
    const confirm = await dialogTitled('Delete Trainer');
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this trainer? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Trainer deleted successfully')).toBeInTheDocument();
  });
});
