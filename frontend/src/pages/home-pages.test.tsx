import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { installFakeApi } from '../../test/fake-api';
import { makeUser, renderApp } from '../../test/render-app';
import { fetchHomepageContent } from '../features/home/api/homepage-api';
import { resolveHomeSections } from '../features/home/homepage-defaults';
import { homepageSection } from '../../test/factories';

const featured = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Featured ${id}`, price: 20, duration: 45 }));

describe('public home', () => {
  it('falls back to the built-in sections and shows the first 3 featured classes', async () => {
    const fake = installFakeApi({
      'GET /api/homepage-content': { status: 500 },
      'GET /api/classes/featured': { status: 200, body: featured },
    });
    renderApp('/', null);
    expect(
      await screen.findByRole('heading', { name: 'Transform Your Fitness Journey' }),
    ).toBeInTheDocument();
    for (const benefit of ['Expert Trainers', 'Flexible Scheduling', 'Track Your Progress']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeInTheDocument();
    }
    expect(await screen.findByText('Featured 3')).toBeInTheDocument();
    expect(screen.queryByText('Featured 4')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Classes' })).toHaveAttribute('href', '/classes');
    const cta = screen.getByRole('region', { name: 'Ready to Start?' });
    expect(within(cta).getByRole('link', { name: 'Create Account' })).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/homepage-content')[0].params).toEqual({
      t: expect.stringMatching(/^\d+$/),
    });
  });

  it('keeps the sections it had (the page carried them) when a refresh fails, rather than the defaults', async () => {
    installFakeApi({ 'GET /api/homepage-content': { status: 503 } });
    const known = [homepageSection({ sectionId: 'hero', title: 'Move More' })];
    expect(await fetchHomepageContent(undefined, known)).toBe(known);
    expect(await fetchHomepageContent()).toEqual([]);
  });

  it('takes texts, links and colours from the server sections', () => {
    const sections = resolveHomeSections([
      homepageSection({
        sectionId: 'hero',
        title: 'Move More',
        subtitle: '',
        buttonText: 'Go',
        buttonLink: '/classes',
        backgroundColor: '#000000',
      }),
    ]);
    expect(sections.hero).toMatchObject({ title: 'Move More', buttonText: 'Go', backgroundColor: '#000000' });
    expect(sections.hero.subtitle).not.toBe('');
    expect(sections.benefits.content.map((b) => b.title)).toEqual([
      'Expert Trainers',
      'Flexible Scheduling',
      'Track Your Progress',
    ]);
  });
});

describe('signed-in home', () => {
  const future = dayjs().add(2, 'day').toISOString();
  const past = dayjs().subtract(2, 'day').toISOString();

  it('greets by the first name and lists only upcoming, non-cancelled bookings', async () => {
    installFakeApi({
      'GET /api/classes/featured': { status: 200, body: featured },
      'GET /api/bookings': {
        status: 200,
        body: [
          {
            id: 1,
            userId: 7,
            scheduleId: 1,
            status: 'confirmed',
            schedule: {
              startTime: future,
              endTime: future,
              class: { name: 'Upcoming Yoga', trainer: { name: 'Maya' } },
            },
          },
          {
            id: 2,
            userId: 7,
            scheduleId: 2,
            status: 'cancelled',
            schedule: { startTime: future, endTime: future, class: { name: 'Cancelled Spin' } },
          },
          {
            id: 3,
            userId: 7,
            scheduleId: 3,
            status: 'confirmed',
            schedule: { startTime: past, endTime: past, class: { name: 'Past Pilates' } },
          },
          { id: 4, userId: 7, scheduleId: 4, status: 'confirmed', schedule: null },
        ],
      },
    });
    renderApp('/dashboard', makeUser({ fullName: 'Jane Q Doe' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane!' })).toBeInTheDocument();
    expect(screen.getByText('Ready for your next workout?')).toBeInTheDocument();
    expect(await screen.findByText('Upcoming Yoga')).toBeInTheDocument();
    expect(screen.queryByText('Cancelled Spin')).not.toBeInTheDocument();
    expect(screen.queryByText('Past Pilates')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toBeInTheDocument();
    expect(await screen.findByText('Featured 5')).toBeInTheDocument();
  });

  it('uses the username without a full name and shows the empty state without bookings', async () => {
    installFakeApi({
      'GET /api/classes/featured': { status: 200, body: [] },
      'GET /api/bookings': { status: 200, body: [] },
    });
    renderApp('/dashboard', makeUser({ fullName: '' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, jane!' })).toBeInTheDocument();
    expect(await screen.findByText('No upcoming classes booked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a class' })).toHaveAttribute('href', '/classes');
  });
});
