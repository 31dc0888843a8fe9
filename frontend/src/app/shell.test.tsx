import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdAnswers, installFakeApi } from '../../test/fake-api';
import { fetchCurrentUser } from '../features/auth/api/auth-api';
import { makeUser, renderApp } from '../../test/render-app';
import { getToasts, resetToasts } from '../ui/toast/toast-store';
import { INSTALL_BANNER_DISMISSED_KEY, shouldShowInstallBanner } from './install-banner';

const location = () => screen.getByTestId('location').textContent;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const realUserAgent = navigator.userAgent;

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetToasts();
  setUserAgent(realUserAgent);
});

describe('logout', () => {
  it('clears the stored user and ends at /', async () => {
    window.localStorage.setItem('userId', '7');
    const fake = installFakeApi({
      'POST /api/logout': { status: 200, body: {} },
      'GET /api/homepage-content': { status: 200, body: [] },
      'GET /api/classes/featured': { status: 200, body: [] },
    });
    renderApp('/profile', makeUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(fake.callsTo('POST', '/api/logout')).toHaveLength(1);
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(await within(account).findByRole('link', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('keeps the focus on Logout while the server is asked, then the screen at / takes it', async () => {
    window.localStorage.setItem('userId', '7');
    const fake = installFakeApi({
      'POST /api/logout': { status: 200, body: {} },
      'GET /api/homepage-content': { status: 200, body: [] },
      'GET /api/classes/featured': { status: 200, body: [] },
    });
    renderApp('/fitness', makeUser());
    const logout = await screen.findByRole('button', { name: 'Logout' });
    const held = holdAnswers('POST');
    await userEvent.click(logout);
    // Unavailable, yet it keeps the focus, which a disabled button would drop to the page.
    expect(logout).toHaveAttribute('aria-disabled', 'true');
    expect(logout).toBeEnabled();
    expect(logout).toHaveFocus();
    await userEvent.click(logout);
    held.release();
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(fake.callsTo('POST', '/api/logout')).toHaveLength(1);
  });

  it('still ends at / and explains when the server logout fails twice', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new Error('offline'));
    Object.assign(globalThis, { fetch: fetchMock });
    installFakeApi({ 'POST /api/logout': { status: 500 } });
    renderApp('/fitness', makeUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() =>
      expect(getToasts()[0]?.description).toBe(
        "You've been logged out, but there was an issue with the server. Please refresh the page.",
      ),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('takes nobody as signed in until a logout the server never heard has reached it (a shared phone)', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new Error('offline'));
    Object.assign(globalThis, { fetch: fetchMock });
    const fake = installFakeApi({
      'POST /api/logout': { status: 500 },
      'GET /api/user': { status: 200, body: makeUser() },
    });
    renderApp('/fitness', makeUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getToasts()[0]?.description).toMatch(/issue with the server/));
    // The session is still alive on the server: the page reloaded while offline shows nobody signed in.
    expect(await fetchCurrentUser()).toBeNull();
    expect(fake.callsTo('GET', '/api/user')).toHaveLength(0);
    // Back online, the logout goes first, then the user is read (the server answers for the session as it is).
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    expect(await fetchCurrentUser()).toMatchObject({ id: makeUser().id });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    expect(window.localStorage.getItem('logoutPending')).toBeNull();
  });
});

describe('iOS install banner', () => {
  it('is offered only on iOS, outside standalone mode, until dismissed', async () => {
    expect(shouldShowInstallBanner()).toBe(false);
    setUserAgent(IPHONE);
    expect(shouldShowInstallBanner()).toBe(true);

    installFakeApi({});
    renderApp('/not-here', null);
    const banner = await screen.findByRole('region', { name: 'Install the app' });
    // While it floats over the page's end, the page reserves its height at the bottom.
    expect(document.documentElement.style.getPropertyValue('--floating-bottom-space')).toMatch(/^\d+px$/);
    fireEvent.click(within(banner).getByRole('button', { name: 'Install Now' }));
    expect(screen.getByText(/Add to Home Screen/)).toBeInTheDocument();
    // The pressed button is gone; focus goes to the steps, not to the page.
    expect(within(banner).getByRole('list')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: 'Install the app' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.documentElement.style.getPropertyValue('--floating-bottom-space')).toBe('');
    expect(window.localStorage.getItem(INSTALL_BANNER_DISMISSED_KEY)).toBe('true');
    expect(shouldShowInstallBanner()).toBe(false);
  });
});

describe('offline on a device where a member signed in', () => {
  it('keeps the member shell and waits on the member home, rather than offering Login and Sign Up', async () => {
    window.localStorage.setItem('userId', '7');
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    onlineManager.setOnline(false);
    installFakeApi({});
    try {
      renderApp('/', undefined);
      expect(await screen.findByText('You are offline')).toBeInTheDocument();
      expect(location()).toBe('/dashboard');
      // The title says it too, not the home page's that came first.
      expect(document.title).toBe('You are offline | FitStudio');
      const account = screen.getByRole('navigation', { name: 'Account' });
      expect(within(account).queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
      expect(within(account).getByRole('link', { name: 'My Account' })).toBeInTheDocument();
      const main = screen.getByRole('navigation', { name: 'Main' });
      expect(within(main).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    } finally {
      Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
      onlineManager.setOnline(true);
    }
  });
});

describe('bottom navigation for visitors', () => {
  it('marks Sign Up while the registration form shows, and Login otherwise', async () => {
    installFakeApi({ 'GET /api/user': { status: 401, body: { message: 'Please log in to continue.' } } });
    renderApp('/auth', null);
    const main = await screen.findByRole('navigation', { name: 'Main' });
    const signUp = within(main).getByRole('link', { name: 'Sign Up' });
    const login = within(main).getByRole('link', { name: 'Login' });
    expect([signUp.getAttribute('aria-current'), login.getAttribute('aria-current')]).toEqual([null, 'page']);
    fireEvent.click(signUp);
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    await waitFor(() => expect(signUp).toHaveAttribute('aria-current', 'page'));
    expect(login).not.toHaveAttribute('aria-current');
    fireEvent.click(login);
    await waitFor(() => expect(login).toHaveAttribute('aria-current', 'page'));
    expect(signUp).not.toHaveAttribute('aria-current');
  });
});
