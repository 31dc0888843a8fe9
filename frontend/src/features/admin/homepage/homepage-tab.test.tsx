import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../../test/fake-api';
import { makeUser, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import type { HomepageSection } from '../../../api/types';
import { AntdTheme } from '../../../app/AntdTheme';
import { Toaster } from '../../../ui/toast/Toaster';
import { resetToasts } from '../../../ui/toast/toast-store';
import HomepageTab from './HomepageTab';

const hero: HomepageSection = {
  id: 1,
  sectionId: 'hero',
  title: 'Transform Your Fitness Journey',
  subtitle: 'Book classes in minutes.',
  buttonText: 'View Classes',
  buttonLink: '/classes',
  buttonColor: '#4f46e5',
  secondaryButtonText: 'Create Account',
  secondaryButtonLink: '/auth',
  secondaryButtonColor: null,
  backgroundColor: '#111827',
  content: [{ title: 'Item', description: 'Kept as it is' }],
  updatedAt: '2026-03-01T12:00:00.000Z',
};

function renderTab() {
  return renderWithProviders(
    <>
      <AntdTheme>
        <HomepageTab />
      </AntdTheme>
      <Toaster />
    </>,
    { client: testQueryClient(makeUser({ isAdmin: true })) },
  );
}

afterEach(() => resetToasts());

describe('admin homepage tab', () => {
  it('lists the four sections, marks the configured ones and asks to pick one', async () => {
    installFakeApi({ 'GET /api/homepage-content': { status: 200, body: [hero] } });
    renderTab();
    const heroButton = await screen.findByRole('button', { name: /Hero Section/ });
    expect(within(heroButton).getByText('Configured')).toBeInTheDocument();
    for (const name of ['Benefits Section', 'Featured Classes', 'Call to Action']) {
      const button = screen.getByRole('button', { name });
      expect(within(button).queryByText('Configured')).not.toBeInTheDocument();
    }
    expect(screen.getByText('Select a section to edit')).toBeInTheDocument();
  });

  it('edits a section with its button and styling settings and saves it', async () => {
    const api = installFakeApi({
      'GET /api/homepage-content': { status: 200, body: [hero] },
      'POST /api/admin/homepage-content': (call) => ({
        status: 201,
        body: { ...hero, ...JSON.parse(call.data ?? '{}') },
      }),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: /Hero Section/ }));
    const sectionId = screen.getByLabelText('Section ID');
    expect(sectionId).toHaveValue('hero');
    expect(sectionId).toHaveAttribute('readonly');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'New Headline' } });
    await userEvent.click(screen.getByRole('button', { name: 'Button Settings' }));
    fireEvent.change(screen.getByLabelText('Secondary Button Text'), { target: { value: '  ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Styling' }));
    expect(screen.getByLabelText('Background Color')).toHaveValue('#111827');
    await userEvent.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(await screen.findByText('Hero Section has been updated.')).toBeInTheDocument();
    const [saved] = api.callsTo('POST', '/api/admin/homepage-content');
    expect(JSON.parse(saved.data ?? '{}')).toEqual({
      sectionId: 'hero',
      title: 'New Headline',
      subtitle: 'Book classes in minutes.',
      buttonText: 'View Classes',
      buttonLink: '/classes',
      buttonColor: '#4f46e5',
      secondaryButtonText: null,
      secondaryButtonLink: '/auth',
      secondaryButtonColor: null,
      backgroundColor: '#111827',
      content: hero.content,
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/homepage-content').length).toBeGreaterThan(1));
  });

  it('requires a title, marks it and focuses it, and shows the server message when a save fails', async () => {
    const api = installFakeApi({
      'GET /api/homepage-content': { status: 200, body: [] },
      'POST /api/admin/homepage-content': {
        status: 400,
        body: { statusCode: 400, message: 'Button colour must be a CSS colour' },
      },
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Call to Action' }));
    expect(screen.getByLabelText('Section ID')).toHaveValue('cta');
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save Section' }));
    const toastCard = (await screen.findByText('Validation Error')).closest('.toast') as HTMLElement;
    expect(toastCard).toHaveTextContent('Section ID and Title are required fields');
    expect(api.callsTo('POST', '/api/admin/homepage-content')).toHaveLength(0);
    // The field says so too, as every other form does, and has the focus.
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Section ID and Title are required fields');
    await waitFor(() => expect(title).toHaveFocus());
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Join us' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(
      await screen.findByText('Failed to update section: Button colour must be a CSS colour'),
    ).toBeInTheDocument();
  });
});
