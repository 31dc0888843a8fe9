import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../../test/fake-api';
import { transport } from '../../../api/http';
import type { Category } from '../shared/admin-api';
import { bodyOf, dialogTitled, fill, renderTab } from '../shared/admin-test-kit';
import CategoriesTab from './CategoriesTab';

const yoga: Category = { id: 1, name: 'Yoga', description: 'Breath and flow' };
const hiit: Category = { id: 2, name: 'HIIT', description: null };

describe('admin categories tab', () => {
  it('lists categories with N/A for a missing description', async () => {
    installFakeApi({ 'GET /api/admin/categories': { status: 200, body: [yoga, hiit] } });
    renderTab(<CategoriesTab />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Yoga')).toBeInTheDocument();
    expect(within(table).getByText('Breath and flow')).toBeInTheDocument();
    expect(within(table).getByText('N/A')).toBeInTheDocument();
  });

  it('shows only the spinner while the categories load, not the empty text under it', async () => {
    installFakeApi({});
    transport.fetch = () => new Promise<Response>(() => undefined);
    renderTab(<CategoriesTab />);
    expect(await screen.findByRole('status', { name: 'Loading categories' })).toBeInTheDocument();
    expect(screen.queryByText('No categories found')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    installFakeApi({ 'GET /api/admin/categories': { status: 200, body: [] } });
    renderTab(<CategoriesTab />);
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
  });

  it('checks the name (trimmed, as the server counts it) and creates a category', async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({
      'GET /api/admin/categories': { status: 200, body: [] },
      'POST /api/admin/categories': { status: 201, body: { id: 3, name: 'Pilates', description: null } },
    });
    renderTab(<CategoriesTab />);
    await user.click(await screen.findByText('Add New Category'));
    const dialog = await dialogTitled('Add New Category');
    await fill(user, within(dialog).getByLabelText('Name'), '  P  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Name'), 'Pilates');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    expect(bodyOf(fake.callsTo('POST', '/api/admin/categories')[0])).toEqual({
      name: 'Pilates',
      description: null,
    });
  });

  it('shows the server message when an update fails', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /api/admin/categories': { status: 200, body: [yoga] },
      'PUT /api/admin/categories/1': {
        status: 409,
        body: { statusCode: 409, message: 'A category with this name already exists' },
      },
    });
    renderTab(<CategoriesTab />);
    await user.click(await screen.findByLabelText('Edit Yoga'));
    const dialog = await dialogTitled('Edit Category');
    await user.click(within(dialog).getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Failed to update category')).toBeInTheDocument();
    expect(screen.getByText('A category with this name already exists')).toBeInTheDocument();
  });

  it('deletes from the edit dialog after confirmation', async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({
      'GET /api/admin/categories': { status: 200, body: [yoga] },
      'DELETE /api/admin/categories/1': { status: 200, body: { success: true } },
    });
    renderTab(<CategoriesTab />);
    await user.click(await screen.findByLabelText('Edit Yoga'));
    const dialog = await dialogTitled('Edit Category');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Category' }));
    const confirm = await dialogTitled('Delete Category');
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this category? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('DELETE', '/api/admin/categories/1')).toHaveLength(1));
  });
});
