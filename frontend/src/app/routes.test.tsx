import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '../../test/fake-api';
import { makeUser, renderApp, renderWithProviders, testQueryClient } from '../../test/render-app';
import { createQueryClient } from '../api/query-client';
import { CURRENT_USER_KEY } from '../features/auth/api/auth-api';
import { transport } from '../api/http';
import { peekRedirectTarget } from '../lib/auth-navigation';
import { AppRoutes } from './AppRoutes';
import { isTabActive } from './nav-match';

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  installFakeApi({
    'GET /api/homepage-content': { status: 200, body: [] },
    'GET /api/classes/featured': { status: 200, body: [] },
    'GET /api/categories': { status: 200, body: [] },
    'GET /api/schedules': { status: 200, body: [] },
    'GET /api/bookings': { status: 200, body: [] },
  });
});

describe('login-required routes', () => {
  it.each([
    '/dashboard',
    '/classes/member',
    '/booking/12',
    '/payment',
    '/payment/3',
    '/confirmation/4',
    '/profile',
    '/booking-history',
    '/membership/checkout/2',
    '/fitness',
  ])('sends a visitor from %s to /auth and saves the target', async (path) => {
    renderApp(path, null);
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(peekRedirectTarget()).toBe(path);
  });

  it('lets a signed-in member in', async () => {
    renderApp('/profile', makeUser());
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(location()).toBe('/profile');
  });

  it('leads an admin from the profile to the admin dashboard, and a member nowhere near it', async () => {
    renderApp('/profile', makeUser({ isAdmin: true }));
    const open = await screen.findByRole('link', { name: 'Open the admin dashboard' });
    expect(open).toHaveAttribute('href', '/admin');
    cleanup();
    renderApp('/profile', makeUser());
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(screen.queryByRole('link', { name: 'Open the admin dashboard' })).not.toBeInTheDocument();
  });

  it("shows a whole first character in the profile's avatar, an emoji too", async () => {
    renderApp('/profile', makeUser({ fullName: '🌸Zoë Núñez' }));
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(document.querySelector('.profile__avatar')).toHaveTextContent(/^🌸$/u);
  });

  it('keeps a member whose server cannot be reached on the screen, and lets them in once it answers', async () => {
    let reachable = false;
    const fake = installFakeApi({
      'GET /api/user': () => (reachable ? { status: 200, body: makeUser() } : { status: 503, body: {} }),
    });
    renderApp('/profile');
    expect(
      await screen.findByText("Can't reach the server", undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Can't reach the server | FitStudio");
    expect(location()).toBe('/profile');
    // Asked again, it says so still, rather than flashing the loading screen.
    const asked = fake.callsTo('GET', '/api/user').length;
    await waitFor(() => expect(fake.callsTo('GET', '/api/user').length).toBeGreaterThan(asked), {
      timeout: 8_000,
    });
    expect(screen.getByText("Can't reach the server")).toBeInTheDocument();
    reachable = true;
    expect(
      await screen.findByRole('heading', { name: 'My Profile' }, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(location()).toBe('/profile');
  }, 20_000);

  it('asks the session again when back online, not saying meanwhile that the server cannot be reached', async () => {
    // Opened offline: the browser says so, and every request fails at once.
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    installFakeApi({ 'GET /api/user': { status: 401, body: { message: 'Please log in to continue.' } } });
    const answer = transport.fetch;
    let sent = 0;
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    transport.fetch = async (request) => {
      sent += 1;
      if (!navigator.onLine) throw new TypeError('Failed to fetch');
      await answered;
      return answer(request);
    };
    try {
      const client = createQueryClient();
      renderWithProviders(<AppRoutes />, { route: '/profile', client });
      expect(await screen.findByText('You are offline')).toBeInTheDocument();
      // The check and its two retries, a second apart, have failed.
      await waitFor(() => expect(client.getQueryState(CURRENT_USER_KEY)?.status).toBe('error'), {
        timeout: 5_000,
      });
      expect(sent).toBe(3);
      Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      // Asked again; until the server answers, the session is being checked.
      await waitFor(() => expect(sent).toBe(4));
      expect(await screen.findByRole('status')).toHaveTextContent('Loading');
      expect(screen.queryByText("Can't reach the server")).not.toBeInTheDocument();
      release();
      await waitFor(() => expect(location()).toBe('/auth'));
    } finally {
      Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
    }
  }, 20_000);

  it('shows Loading while the session is being resolved', () => {
    installFakeApi({ 'GET /api/user': () => ({ status: 200, body: makeUser() }) });
    renderApp('/profile');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});

describe('open routes with a signed-in twin', () => {
  it('shows the public home to a visitor', async () => {
    renderApp('/', null);
    expect(
      await screen.findByRole('heading', { name: 'Transform Your Fitness Journey' }),
    ).toBeInTheDocument();
  });

  it('shows the public home at once on a device where nobody signed in, without waiting for the session', () => {
    installFakeApi({ 'GET /api/user': () => ({ status: 401, body: {} }) });
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Transform Your Fitness Journey' })).toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(account).toHaveTextContent('Login');
  });

  it('waits for the session on a device where someone signed in', async () => {
    window.localStorage.setItem('userId', '7');
    installFakeApi({ 'GET /api/user': () => ({ status: 200, body: makeUser() }) });
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Transform Your Fitness Journey' })).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('takes /index.html, the home page under its file name, as /', async () => {
    renderApp('/index.html', null);
    expect(
      await screen.findByRole('heading', { name: 'Transform Your Fitness Journey' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('redirects a signed-in user from / to /dashboard', async () => {
    renderApp('/', makeUser());
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane!' })).toBeInTheDocument();
  });

  it('redirects a signed-in user from /classes to /classes/member', async () => {
    renderApp('/classes', makeUser());
    await waitFor(() => expect(location()).toBe('/classes/member'));
  });

  it('keeps the day of a shared class link when a signed-in user opens it', async () => {
    renderApp('/classes?date=2026-11-27', makeUser());
    await waitFor(() => expect(location()).toBe('/classes/member?date=2026-11-27'));
  });

  it('keeps a visitor on /classes', async () => {
    renderApp('/classes', null);
    expect(await screen.findByRole('heading', { name: 'Class Schedule' })).toBeInTheDocument();
    expect(location()).toBe('/classes');
  });

  it('redirects a signed-in user from /auth to /dashboard, whatever an earlier signed-out visit saved', async () => {
    window.sessionStorage.setItem('redirectAfterLogin', '/fitness');
    renderApp('/auth', makeUser());
    await waitFor(() => expect(location()).toBe('/dashboard'));
    await waitFor(() => expect(peekRedirectTarget()).toBeNull());
  });

  it('sends a user who signs in on /auth to the saved target', async () => {
    window.sessionStorage.setItem('redirectAfterLogin', '/booking/42');
    const client = testQueryClient(null);
    renderWithProviders(<AppRoutes />, { route: '/auth', client });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    act(() => client.setQueryData(['/api/user'], makeUser()));
    await waitFor(() => expect(location()).toBe('/booking/42'));
    await waitFor(() => expect(peekRedirectTarget()).toBeNull());
  });
});

describe('/admin', () => {
  it('shows Loading while the user resolves', () => {
    installFakeApi({ 'GET /api/user': { status: 200, body: makeUser({ isAdmin: true }) } });
    renderApp('/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('sends an anonymous user to /auth', async () => {
    renderApp('/admin', null);
    await waitFor(() => expect(location()).toBe('/auth'));
  });

  it('sends a member who is not an admin to /', async () => {
    renderApp('/admin', makeUser());
    // / then forwards a signed-in user to /dashboard.
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('opens the admin dashboard for an admin on Classes, every tab in view and reachable by the arrow keys', async () => {
    renderApp('/admin', makeUser({ isAdmin: true, fullName: 'Ada Admin' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ada Admin')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Classes',
      'Trainers',
      'Schedules',
      'Categories',
      'Memberships',
      'Users',
      'Bookings',
      'Payments',
      'Homepage',
      'OG Settings',
    ]);
    expect(screen.getByRole('tab', { name: 'Classes', selected: true })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Classes' })).toBeInTheDocument();

    act(() => screen.getByRole('tab', { name: 'Classes' }).focus());
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Classes' }), { key: 'ArrowRight' });
    expect(await screen.findByRole('tab', { name: 'Trainers', selected: true })).toHaveFocus();
    expect(location()).toBe('/admin?tab=trainers');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Trainers' }), { key: 'End' });
    expect(await screen.findByRole('tab', { name: 'OG Settings', selected: true })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'OG Settings' }), { key: 'ArrowRight' });
    expect(await screen.findByRole('tab', { name: 'Classes', selected: true })).toHaveFocus();
  });
});

describe('other routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page', null);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('explains a reset link without a token', async () => {
    renderApp('/reset-password', null);
    expect(
      await screen.findByText('No reset token provided. Please request a new password reset link.'),
    ).toBeInTheDocument();
  });

  it('opens the auth debug page for anyone', async () => {
    installFakeApi({
      'GET /api/auth-status': { status: 200, body: { isAuthenticated: false, hasSession: true } },
    });
    renderApp('/debug/auth', null);
    expect(await screen.findByRole('heading', { name: 'Auth Debug' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Refresh Info/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Auth Request' })).toBeInTheDocument();
  });
});

describe('bottom navigation', () => {
  it('matches tabs by path prefix, Home only exactly', () => {
    expect(isTabActive('/', '/', true)).toBe(true);
    expect(isTabActive('/dashboard', '/', true)).toBe(false);
    expect(isTabActive('/classes/member', '/classes')).toBe(true);
    expect(isTabActive('/classesx', '/classes')).toBe(false);
  });

  it('marks Classes active on /classes/member for a member', async () => {
    renderApp('/classes/member', makeUser());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Classes'));
  });

  it('offers Sign Up and Login to a visitor', async () => {
    renderApp('/', null);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Sign Up');
    expect(nav).toHaveTextContent('Login');
  });
});
