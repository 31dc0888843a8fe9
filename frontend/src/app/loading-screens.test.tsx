import { screen } from '@testing-library/react';
import { installFakeApi } from '../../test/fake-api';
import { makeUser, renderApp } from '../../test/render-app';
import { transport } from '../api/http';

/** Elements that carry a name without a role: axe's aria-prohibited-attr (a plain div or span may not be named). */
function namedWithoutRole(): string[] {
  return [...document.querySelectorAll('div[aria-label], span[aria-label]')]
    .filter((element) => !element.hasAttribute('role'))
    .map((element) => element.outerHTML.slice(0, 120));
}

/** Headings that say nothing, or that skip a level on the way down (axe: empty-heading, heading-order). */
function headingProblems(): string[] {
  const problems: string[] = [];
  let previous = 0;
  for (const heading of screen.queryAllByRole('heading')) {
    const level = Number(heading.tagName.slice(1));
    if (!heading.textContent?.trim()) problems.push(`empty ${heading.outerHTML.slice(0, 120)}`);
    if (level > previous + 1) problems.push(`h${level} after h${previous}`);
    previous = level;
  }
  return problems;
}

/** The screen's one h1, its document title, and nothing a checker would flag, while everything still loads. */
function expectAccessibleLoadingScreen(h1: string, title: string) {
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([h1]);
  expect(document.title).toBe(`${title} | FitStudio`);
  expect(namedWithoutRole()).toEqual([]);
  expect(headingProblems()).toEqual([]);
}

beforeEach(() => {
  window.localStorage.clear();
  installFakeApi({});
  // The server never answers: every screen stays on its loading state.
  transport.fetch = () => new Promise<Response>(() => undefined);
});

describe('loading states', () => {
  it.each([
    {
      path: '/dashboard',
      statuses: ['Loading your bookings', 'Loading membership', 'Loading featured classes'],
      h1: 'Welcome back, Jane!',
      title: 'Dashboard',
    },
    {
      path: '/fitness',
      statuses: ['Loading fitness stats', 'Loading achievements'],
      h1: 'Fitness Tracker',
      title: 'Fitness Tracker',
    },
    { path: '/booking/12', statuses: ['Loading the class'], h1: 'Book a Class', title: 'Book a Class' },
    {
      path: '/confirmation/41',
      statuses: ['Loading your booking'],
      h1: 'Booking Confirmation',
      title: 'Booking Confirmation',
    },
    {
      path: '/booking-history',
      statuses: ['Loading your bookings'],
      h1: 'Booking History',
      title: 'Booking History',
    },
    { path: '/payment', statuses: ['Loading saved cards'], h1: 'Payment Methods', title: 'Payment Methods' },
    {
      path: '/profile',
      statuses: ['Loading membership', 'Loading your bookings'],
      h1: 'My Profile',
      title: 'My Profile',
    },
    {
      path: '/admin?tab=users',
      statuses: ['Loading users'],
      h1: 'Admin Dashboard',
      title: 'Admin Dashboard',
      admin: true,
    },
  ])(
    'on $path names each placeholder as a status and keeps the page heading',
    async ({ path, statuses, h1, title, admin }) => {
      renderApp(path, makeUser({ isAdmin: Boolean(admin) }));
      for (const name of statuses) {
        expect(await screen.findByRole('status', { name })).toHaveAttribute('aria-busy', 'true');
      }
      expectAccessibleLoadingScreen(h1, title);
    },
  );

  it('gives /membership/checkout/{id} its heading and title while the plans load', async () => {
    renderApp('/membership/checkout/1', makeUser());
    expect((await screen.findByText('Loading plan')).closest('[role="status"]')).not.toBeNull();
    expectAccessibleLoadingScreen('Membership Checkout', 'Membership Checkout');
  });

  it('gives /admin its heading and title while the user resolves', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expectAccessibleLoadingScreen('Admin Dashboard', 'Admin Dashboard');
  });
});
