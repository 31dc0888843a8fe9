import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdAnswers, installFakeApi, type FakeHandler, type FakeReply } from '../../../../test/fake-api';
import { makeUser, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import { AppRoutes } from '../../../app/AppRoutes';
import { Toaster } from '../../../ui/toast/Toaster';
import { resetToasts } from '../../../ui/toast/toast-store';
import type { DeviceToken, NotificationSettings } from '../api/notifications-api';
import { NotificationSettingsPanel } from './NotificationSettingsPanel';

function makeSettings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    emailNotifications: true,
    pushNotifications: false,
    smsNotifications: false,
    phoneNumber: null,
    ...overrides,
  };
}

function makeDevice(overrides: Partial<DeviceToken> = {}): DeviceToken {
  return {
    id: 1,
    userId: 7,
    deviceToken: 'ios-token-a1',
    deviceType: 'ios',
    isActive: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    lastUsed: '2026-01-05T18:30:00.000Z',
    ...overrides,
  };
}

const SAVED = 'Notification settings updated successfully';

/** The server's answer to a settings update: what was sent, as saved. */
const echoUpdate: FakeHandler = (call) => {
  const body = JSON.parse(call.data ?? '{}') as NotificationSettings & { sendTestSms?: boolean };
  return {
    status: 200,
    body: { ...body, testSmsSent: false, message: SAVED },
  };
};

function serve(settings: NotificationSettings, routes: Record<string, FakeHandler | FakeReply> = {}) {
  return installFakeApi({
    'GET /api/notification-settings': { status: 200, body: settings },
    'PUT /api/notification-settings': echoUpdate,
    'GET /api/device-tokens': { status: 200, body: [] },
    ...routes,
  });
}

function renderPanel() {
  return renderWithProviders(
    <>
      <NotificationSettingsPanel />
      <Toaster />
    </>,
    { client: testQueryClient(makeUser()) },
  );
}

const bodyOf = (data: string | undefined): unknown => JSON.parse(data ?? 'null');

const channel = (name: string) => screen.findByRole('switch', { name });
const save = () => screen.getByRole('button', { name: 'Save Notification Settings' });

afterEach(() => {
  resetToasts();
  window.localStorage.clear();
});

function serveProfile(settings: NotificationSettings, routes: Record<string, FakeHandler | FakeReply> = {}) {
  return serve(settings, {
    'GET /api/bookings': { status: 200, body: [] },
    'GET /api/user/memberships/active': { status: 404, body: { message: 'No active membership' } },
    ...routes,
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('profile page', () => {
  it('has the header, the avatar letter, the name and the e-mail', async () => {
    serveProfile(makeSettings());
    renderWithProviders(<AppRoutes />, {
      route: '/profile',
      client: testQueryClient(makeUser({ fullName: 'jane Doe', username: 'jd' })),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    const identity = screen.getByText('jane Doe').closest('.profile__identity');
    expect(identity?.querySelector('.profile__avatar')).toHaveTextContent(/^J$/);
    expect(identity).toHaveTextContent('jane@example.com');
  });

  it('shows the username and its letter when there is no full name', async () => {
    serveProfile(makeSettings());
    renderWithProviders(<AppRoutes />, {
      route: '/profile',
      client: testQueryClient(makeUser({ fullName: '', username: 'kim' })),
    });
    const name = await screen.findByText('kim', { selector: '.profile__name' });
    expect(name.closest('.profile__identity')?.querySelector('.profile__avatar')).toHaveTextContent(/^K$/);
  });

  it('lists the settings rows Notifications, Payment Methods and Account Settings', async () => {
    serveProfile(makeSettings());
    renderWithProviders(<AppRoutes />, { route: '/profile', client: testQueryClient(makeUser()) });

    const settings = await screen.findByRole('region', { name: 'Settings' });
    const titles = within(settings)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Notifications', 'Payment Methods', 'Account Settings']);
    expect(within(settings).getByRole('button', { name: 'Manage notifications' })).toBeInTheDocument();
    expect(within(settings).getByRole('button', { name: 'Manage payment methods' })).toBeInTheDocument();
    expect(within(settings).getAllByRole('button')).toHaveLength(2);
  });

  it('opens the saved notification settings in a dialog from the Notifications row', async () => {
    serveProfile(makeSettings({ emailNotifications: false, pushNotifications: true }));
    renderWithProviders(<AppRoutes />, { route: '/profile', client: testQueryClient(makeUser()) });

    const settings = await screen.findByRole('region', { name: 'Settings' });
    await userEvent.click(within(settings).getByRole('button', { name: 'Manage notifications' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Notification Settings')).toBeInTheDocument();
    expect(await within(dialog).findByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Push Notifications' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'SMS Notifications' })).not.toBeChecked();
  });

  it('logs out with Log Out and ends at /', async () => {
    window.localStorage.setItem('userId', '7');
    const api = serveProfile(makeSettings(), {
      'POST /api/logout': { status: 200, body: {} },
      'GET /api/homepage-content': { status: 200, body: [] },
      'GET /api/classes/featured': { status: 200, body: [] },
    });
    renderWithProviders(<AppRoutes />, { route: '/profile', client: testQueryClient(makeUser()) });

    const logOut = await screen.findByRole('button', { name: 'Log Out' });
    const held = holdAnswers('POST');
    await userEvent.click(logOut);
    // Spec §2: 'Logging out...' while pending; unavailable, yet it keeps the focus until the screen at / takes it.
    expect(logOut).toHaveTextContent('Logging out...');
    expect(logOut).toHaveAttribute('aria-disabled', 'true');
    expect(logOut).toHaveFocus();
    await userEvent.click(logOut);
    held.release();
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(api.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('userId')).toBeNull();
  });
});

describe('notification settings panel', () => {
  it('shows the settings saved on the server, phone number included', async () => {
    serve(makeSettings({ emailNotifications: false, smsNotifications: true, phoneNumber: '+14155550134' }));
    renderPanel();
    expect(await channel('Email Notifications')).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push Notifications' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS Notifications' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('+14155550134');
  });

  it('shows the phone number field only while SMS is on', async () => {
    serve(makeSettings());
    renderPanel();
    const sms = await channel('SMS Notifications');
    expect(screen.queryByRole('textbox', { name: 'Phone Number' })).not.toBeInTheDocument();

    await userEvent.click(sms);
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(phone).toHaveAccessibleDescription('Format: +1 123-456-7890, required for SMS notifications');

    await userEvent.click(sms);
    expect(screen.queryByRole('textbox', { name: 'Phone Number' })).not.toBeInTheDocument();
  });

  it('shows the server reason when SMS is turned on without a phone number', async () => {
    const reason = 'A phone number is required for SMS notifications';
    const api = serve(makeSettings(), {
      'PUT /api/notification-settings': { status: 400, body: { statusCode: 400, message: reason } },
    });
    renderPanel();
    await userEvent.click(await channel('SMS Notifications'));
    await userEvent.click(save());

    expect(bodyOf(api.callsTo('PUT', '/api/notification-settings')[0].data)).toMatchObject({
      smsNotifications: true,
      phoneNumber: null,
    });
    const toastCard = await screen.findByRole('alert');
    expect(toastCard).toHaveTextContent('Error');
    expect(toastCard).toHaveTextContent(reason);
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      `Format: +1 123-456-7890, required for SMS notifications ${reason}`,
    );
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveFocus();
  });

  it('turns SMS on with a trimmed phone number and asks for a test SMS', async () => {
    const message = `${SAVED}. A test SMS has been sent to your phone.`;
    const api = serve(makeSettings(), {
      'PUT /api/notification-settings': {
        status: 200,
        body: {
          ...makeSettings({ smsNotifications: true, phoneNumber: '+14155550134' }),
          testSmsSent: true,
          message,
        },
      },
    });
    renderPanel();
    await userEvent.click(await channel('SMS Notifications'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone Number' }), '  +1 415-555-0134 ');
    await userEvent.click(save());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodyOf(api.callsTo('PUT', '/api/notification-settings')[0].data)).toEqual({
      emailNotifications: true,
      pushNotifications: false,
      smsNotifications: true,
      phoneNumber: '+1 415-555-0134',
      sendTestSms: true,
    });
    // The number as the server keeps it.
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('+14155550134');
  });

  it('saves once, asking for one test text, however fast the button is pressed twice', async () => {
    const api = serve(makeSettings());
    renderPanel();
    await userEvent.click(await channel('SMS Notifications'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone Number' }), '+1 415-555-0199');
    const held = holdAnswers('PUT');
    // Both presses land before the page has redrawn the button as 'Saving...'.
    fireEvent.click(save());
    fireEvent.click(save());
    held.release();
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/notification-settings')).toHaveLength(1);
  });

  it('saves every switch, and the next opening shows what was saved', async () => {
    const api = serve(makeSettings({ smsNotifications: true, phoneNumber: '+14155550134' }));
    const client = testQueryClient(makeUser());
    const panel = (
      <>
        <NotificationSettingsPanel />
        <Toaster />
      </>
    );
    const { unmount } = renderWithProviders(panel, { client });
    await userEvent.click(await channel('Email Notifications'));
    await userEvent.click(screen.getByRole('switch', { name: 'Push Notifications' }));
    await userEvent.click(save());

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(bodyOf(api.callsTo('PUT', '/api/notification-settings')[0].data)).toEqual({
      emailNotifications: false,
      pushNotifications: true,
      smsNotifications: true,
      phoneNumber: '+14155550134',
      // SMS was already on: no new test text.
      sendTestSms: false,
    });

    unmount();
    renderWithProviders(panel, { client });
    expect(await channel('Email Notifications')).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push Notifications' })).toBeChecked();
    expect(api.callsTo('GET', '/api/notification-settings')).toHaveLength(1);
  });

  it("says 'Saving...' and cannot be sent twice while the save is pending", async () => {
    const api = serve(makeSettings());
    const held = holdAnswers('PUT');
    renderPanel();
    await userEvent.click(await channel('Email Notifications'));
    await userEvent.click(save());
    const pending = await screen.findByRole('button', { name: 'loading Saving...' });
    // Unavailable, yet it keeps the focus, which a disabled button would drop to the page.
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveFocus();
    await userEvent.click(pending);
    held.release();
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(save()).toBeEnabled();
    expect(save()).not.toHaveAttribute('aria-disabled');
    expect(api.callsTo('PUT', '/api/notification-settings')).toHaveLength(1);
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    const api = serve(makeSettings(), { 'GET /api/notification-settings': { status: 503 } });
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load notification settings. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/notification-settings')).toHaveLength(2));
  });

  it('says the session has expired when the settings are refused for want of one', async () => {
    serve(makeSettings(), {
      'GET /api/notification-settings': { status: 401, body: { message: 'Please log in to continue.' } },
    });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please refresh the page and log in again.',
    );
  });

  it('says the session has expired when the save is refused for want of one', async () => {
    serve(makeSettings(), {
      'PUT /api/notification-settings': { status: 401, body: { message: 'Please log in to continue.' } },
    });
    renderPanel();
    await userEvent.click(await channel('Email Notifications'));
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please refresh the page and log in again.',
    );
  });

  it('says the settings could not be updated when the server gives no reason', async () => {
    serve(makeSettings(), { 'PUT /api/notification-settings': { status: 500 } });
    renderPanel();
    await userEvent.click(await channel('Email Notifications'));
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update notification settings');
    expect(save()).toBeEnabled();
  });
});

describe('registered devices', () => {
  it('are hidden, and not asked for, while push notifications are off', async () => {
    const api = serve(makeSettings({ pushNotifications: false }));
    renderPanel();
    await userEvent.click(await channel('Push Notifications'));
    expect(await screen.findByRole('region', { name: 'Registered Devices' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Push Notifications' }));
    expect(screen.queryByRole('region', { name: 'Registered Devices' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/device-tokens')).toHaveLength(1);
  });

  it('lists each device with its kind, token and UTC last-used date', async () => {
    serve(makeSettings({ pushNotifications: true }), {
      'GET /api/device-tokens': {
        status: 200,
        body: [
          makeDevice(),
          // 02:00 UTC on Jan 6 is still Jan 5 in Pacific time: the date shown is the UTC one.
          makeDevice({
            id: 2,
            deviceToken: 'android-token-b2',
            deviceType: 'android',
            lastUsed: '2026-01-06T02:00:00.000Z',
          }),
        ],
      },
    });
    renderPanel();
    expect(await screen.findByText('Loading devices...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Registered devices' });
    const [ios, android] = within(list).getAllByRole('listitem');
    expect(ios).toHaveTextContent('iOS Device');
    expect(ios).toHaveTextContent('ios-token-a1');
    expect(ios).toHaveTextContent('Last used: Jan 5, 2026');
    expect(android).toHaveTextContent('Android Device');
    expect(android).toHaveTextContent('android-token-b2');
    expect(android).toHaveTextContent('Last used: Jan 6, 2026');
    expect(screen.getByRole('button', { name: 'Deactivate All' })).toBeInTheDocument();
  });

  it('says when no device is registered, with nothing for Deactivate All to do', async () => {
    serve(makeSettings({ pushNotifications: true }));
    renderPanel();
    expect(await screen.findByText('No devices registered for push notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate All' })).toBeDisabled();
  });

  it('warns when the devices cannot be loaded', async () => {
    serve(makeSettings({ pushNotifications: true }), {
      'GET /api/device-tokens': { status: 503, body: { message: 'Service unavailable' } },
    });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load device tokens. Please try again.',
    );
  });

  it('registers a trimmed token as an iOS device and reads the list again', async () => {
    const api = serve(makeSettings({ pushNotifications: true }), {
      'POST /api/device-tokens/register': { status: 201, body: makeDevice({ deviceToken: 'new-token' }) },
    });
    renderPanel();
    const box = await screen.findByRole('form', { name: 'Register New Device' });
    const token = within(box).getByRole('textbox', { name: 'Device Token' });
    expect(token).toHaveAccessibleDescription(
      'You can find your device token in the settings of the mobile app.',
    );
    await userEvent.type(token, '  new-token  ');
    await userEvent.click(within(box).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(api.callsTo('GET', '/api/device-tokens')).toHaveLength(2));
    expect(bodyOf(api.callsTo('POST', '/api/device-tokens/register')[0].data)).toEqual({
      deviceToken: 'new-token',
      deviceType: 'ios',
    });
    expect(
      await screen.findByText('Device registered successfully for push notifications'),
    ).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(token).toHaveValue('');
  });

  it("says 'Registering...' while the device is being registered", async () => {
    serve(makeSettings({ pushNotifications: true }), {
      'POST /api/device-tokens/register': { status: 201, body: makeDevice({ deviceToken: 'tok-2' }) },
    });
    const held = holdAnswers('POST');
    renderPanel();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Device Token' }), 'tok-2');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const pending = await screen.findByRole('button', { name: 'loading Registering...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveFocus();
    held.release();
    expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('asks for a device token before registering, and sends nothing without one', async () => {
    const api = serve(makeSettings({ pushNotifications: true }));
    renderPanel();
    const box = await screen.findByRole('form', { name: 'Register New Device' });
    await userEvent.type(within(box).getByRole('textbox', { name: 'Device Token' }), '   ');
    await userEvent.click(within(box).getByRole('button', { name: 'Register' }));
    const toastCard = await screen.findByRole('alert');
    expect(toastCard).toHaveTextContent('Error');
    expect(toastCard).toHaveTextContent('Please enter a device token');
    expect(api.callsTo('POST', '/api/device-tokens/register')).toHaveLength(0);
    // The field itself says so too, and has the focus.
    const field = within(box).getByRole('textbox', { name: 'Device Token' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Please enter a device token You can find your device token in the settings of the mobile app.',
    );
    expect(field).toHaveFocus();
    await userEvent.type(field, 'tok-3');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(within(box).queryByText('Please enter a device token')).toBeNull();
  });

  it('says when a device could not be registered', async () => {
    serve(makeSettings({ pushNotifications: true }), {
      'POST /api/device-tokens/register': { status: 500 },
    });
    renderPanel();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Device Token' }), 'tok-1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to register device');
  });

  it('deactivates one device', async () => {
    const api = serve(makeSettings({ pushNotifications: true }), {
      'GET /api/device-tokens': { status: 200, body: [makeDevice()] },
      'POST /api/device-tokens/deactivate': {
        status: 200,
        body: { message: 'Device deactivated successfully', count: 1 },
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate iOS Device ios-token-a1' }));
    expect(await screen.findByText('Device deactivated successfully')).toBeInTheDocument();
    expect(bodyOf(api.callsTo('POST', '/api/device-tokens/deactivate')[0].data)).toEqual({
      deviceToken: 'ios-token-a1',
    });
    expect(api.callsTo('GET', '/api/device-tokens')).toHaveLength(2);
  });

  it('says when a device could not be deactivated', async () => {
    serve(makeSettings({ pushNotifications: true }), {
      'GET /api/device-tokens': { status: 200, body: [makeDevice()] },
      'POST /api/device-tokens/deactivate': { status: 500 },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate iOS Device ios-token-a1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to deactivate device');
  });

  it('deactivates all devices, and says when that fails', async () => {
    const api = serve(makeSettings({ pushNotifications: true }), {
      'GET /api/device-tokens': { status: 200, body: [makeDevice()] },
      'POST /api/device-tokens/deactivate-all': {
        status: 200,
        body: { message: 'All devices deactivated successfully', count: 1 },
      },
    });
    const { unmount } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate All' }));
    expect(await screen.findByText('All devices deactivated successfully')).toBeInTheDocument();
    const calls = api.callsTo('POST', '/api/device-tokens/deactivate-all');
    expect(calls).toHaveLength(1);
    expect(calls[0].data).toBe('{}');
    unmount();
    resetToasts();

    serve(makeSettings({ pushNotifications: true }), {
      'GET /api/device-tokens': { status: 200, body: [makeDevice()] },
      'POST /api/device-tokens/deactivate-all': { status: 502 },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate All' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to deactivate all devices');
  });
});
