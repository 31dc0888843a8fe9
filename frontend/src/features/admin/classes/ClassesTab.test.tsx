import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../../test/fake-api';
import type { AdminClass } from '../shared/admin-api';
import { bodyOf, dialogTitled, fill, renderTab } from '../shared/admin-test-kit';
import ClassesTab from './ClassesTab';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

function makeClass(overrides: Partial<AdminClass> = {}): AdminClass {
  return {
    id: 1,
    name: 'Sunrise Flow',
    description: 'Morning yoga',
    trainerId: 1,
    categoryId: 1,
    price: 22.5,
    duration: 60,
    maxCapacity: 12,
    imageUrl: null,
    imageData: null,
    studio: 'Studio A',
    requirements: 'Mat',
    featured: false,
    trainer: { name: 'Maya Chen', specialization: 'Yoga' },
    category: { id: 1, name: 'Yoga' },
    ...overrides,
  };
}

/** Two Ant Design selects and an image upload in one dialog are slow in jsdom on a two-core machine. */
const SLOW_TEST_MS = 180_000;

const lists = {
  'GET /api/admin/trainers': {
    status: 200,
    body: [{ id: 1, name: 'Maya Chen', specialization: 'Yoga', bio: null, imageUrl: null }],
  },
  'GET /api/admin/categories': { status: 200, body: [{ id: 1, name: 'Yoga', description: null }] },
};

describe('admin classes tab', () => {
  it('lists classes with their category, price in dollars, duration and capacity', async () => {
    installFakeApi({ ...lists, 'GET /api/classes': { status: 200, body: [makeClass()] } });
    renderTab(<ClassesTab />);
    const table = await screen.findByRole('table', { name: 'Classes' });
    expect(await within(table).findByText('Sunrise Flow')).toBeInTheDocument();
    expect(within(table).getByText('Yoga')).toBeInTheDocument();
    expect(within(table).getByText('$22.50')).toBeInTheDocument();
    expect(within(table).getByText('60')).toBeInTheDocument();
    expect(within(table).getByText('12')).toBeInTheDocument();
  });

  it('says when there are none, and shows a load failure', async () => {
    installFakeApi({ 'GET /api/classes': { status: 200, body: [] } });
    const { unmount } = renderTab(<ClassesTab />);
    expect(await screen.findByText('No classes found')).toBeInTheDocument();
    unmount();
    installFakeApi({ 'GET /api/classes': { status: 400, body: { message: 'Classes are resting' } } });
    renderTab(<ClassesTab />);
    expect(await screen.findByText('Failed to load classes')).toBeInTheDocument();
    expect(screen.getByText('Classes are resting')).toBeInTheDocument();
    expect(screen.queryByText('No classes found')).not.toBeInTheDocument();
  });

  it(
    'checks price, trainer and category, then creates the class with its uploaded image',
    async () => {
      const user = userEvent.setup();
      const fake = installFakeApi({
        ...lists,
        'GET /api/classes': { status: 200, body: [] },
        'POST /api/admin/classes': { status: 201, body: makeClass({ id: 2 }) },
      });
      renderTab(<ClassesTab />);
      await user.click(await screen.findByText('Add New Class'));
      const dialog = await dialogTitled('Add New Class');
      expect(within(dialog).getByLabelText('Duration (min)')).toHaveValue('60');
      expect(within(dialog).getByLabelText('Max Capacity')).toHaveValue('10');
      // Featuring a class beyond the homes' grid shows it nowhere: the form says so.
      expect(
        within(dialog).getByText(
          "The public home shows the first 3 featured classes and the members' home the first 6, the oldest first.",
        ),
      ).toBeInTheDocument();
      await fill(user, within(dialog).getByLabelText('Class Name'), 'Power Hour');
      await user.click(within(dialog).getByRole('button', { name: 'Create Class' }));
      expect(await within(dialog).findByText('Price must be at least 1')).toBeInTheDocument();
      expect(within(dialog).getByText('Please select a trainer')).toBeInTheDocument();
      expect(within(dialog).getByText('Please select a category')).toBeInTheDocument();

      const price = within(dialog).getByLabelText('Price ($)');
      await fill(user, price, '19.99');
      await user.click(within(dialog).getByLabelText('Trainer'));
      await user.click(await screen.findByTitle('Maya Chen'));
      await user.click(within(dialog).getByLabelText('Category'));
      await user.click(await screen.findByTitle('Yoga'));
      const file = new File([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], 'tiny.png', {
        type: 'image/png',
      });
      fireEvent.change(within(dialog).getByLabelText('Class Image'), { target: { files: [file] } });
      expect(await within(dialog).findByAltText('Preview of the class image')).toHaveAttribute(
        'src',
        `data:image/png;base64,${PNG}`,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Create Class' }));
      expect(await screen.findByText('Class created successfully')).toBeInTheDocument();
      expect(bodyOf(fake.callsTo('POST', '/api/admin/classes')[0])).toMatchObject({
        name: 'Power Hour',
        price: 19.99,
        duration: 60,
        maxCapacity: 10,
        trainerId: 1,
        categoryId: 1,
        imageData: `data:image/png;base64,${PNG}`,
      });
    },
    SLOW_TEST_MS,
  );

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup();
    installFakeApi({ ...lists, 'GET /api/classes': { status: 200, body: [] } });
    renderTab(<ClassesTab />);
    await user.click(await screen.findByText('Add New Class'));
    const dialog = await dialogTitled('Add New Class');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(within(dialog).getByLabelText('Class Image'), { target: { files: [text] } });
    expect(await within(dialog).findByText('Please choose an image file')).toBeInTheDocument();
  });

  it('shows the server message when saving fails', async () => {
    const user = userEvent.setup();
    installFakeApi({
      ...lists,
      'GET /api/classes': { status: 200, body: [makeClass()] },
      'PUT /api/admin/classes/1': { status: 404, body: { statusCode: 404, message: 'Trainer not found' } },
    });
    renderTab(<ClassesTab />);
    await user.click(await screen.findByLabelText('Edit Sunrise Flow'));
    const dialog = await dialogTitled('Edit Class');
    await user.click(within(dialog).getByRole('button', { name: 'Update Class' }));
    expect(await screen.findByText('Failed to save class')).toBeInTheDocument();
    expect(screen.getByText('Trainer not found')).toBeInTheDocument();
  });

  it('deletes after the confirmation; a refused delete says why and closes the confirmation', async () => {
    const user = userEvent.setup();
    let deletes = 0;
    installFakeApi({
      ...lists,
      'GET /api/classes': { status: 200, body: [makeClass()] },
      'DELETE /api/admin/classes/1': () => {
        deletes += 1;
        return deletes === 1
          ? { status: 409, body: { statusCode: 409, message: 'This class has schedules.' } }
          : { status: 200, body: { success: true } };
      },
    });
    renderTab(<ClassesTab />);
    await user.click(await screen.findByLabelText('Delete Sunrise Flow'));
    const confirm = await dialogTitled('Delete Class');
    expect(
      within(confirm).getByText('Are you sure you want to delete this class? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete class')).toBeInTheDocument();
    expect(screen.getByText('This class has schedules.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Class' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByLabelText('Delete Sunrise Flow'));
    const again = await dialogTitled('Delete Class');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Class deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(deletes).toBe(2));
  });
});
