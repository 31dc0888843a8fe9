import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '../../../../test/fake-api';
import { makeUser, renderApp } from '../../../../test/render-app';
import { getToasts, resetToasts } from '../../../ui/toast/toast-store';

const location = () => screen.getByTestId('location').textContent;

function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Opens the login form from the start panel and submits it. */
async function logIn(username: string, password: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
  typeInto('Username', username);
  typeInto('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

function fillRegistration(email = 'jane@example.com', fullName = 'Jane Doe') {
  typeInto('Username', 'jane');
  typeInto('Password', 'secret1');
  typeInto('Email', email);
  typeInto('Full Name', fullName);
}

/** The status region (the hidden one field errors are read out from) once it says `text`. */
function statusSaying(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('status').find((candidate) => candidate.textContent === text);
    expect(found).toBeDefined();
    return found as HTMLElement;
  });
}

async function submitNewPassword(newPassword: string, confirmPassword: string) {
  fireEvent.change(await screen.findByLabelText('New Password'), { target: { value: newPassword } });
  typeInto('Confirm Password', confirmPassword);
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetToasts();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('auth screen', () => {
  it('starts with Log In and Sign Up, and validates the login form with the spec texts', async () => {
    installFakeApi({});
    renderApp('/auth', null);
    await logIn('ab', '12345');
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'Username must be at least 3 characters',
      ),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
  });

  it('focuses the first invalid field after a failed submit, so its error is read out', async () => {
    installFakeApi({});
    renderApp('/auth', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    typeInto('Username', 'jane');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const password = screen.getByLabelText('Password');
    // That the error is tied before focus arrives is timing a real browser shows (e2e/accessibility.test.mjs).
    await waitFor(() => expect(password).toHaveFocus());
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Password must be at least 6 characters'),
    );
  });

  it("reads out a field's error as it appears while the field is edited, once", async () => {
    installFakeApi({});
    renderApp('/auth', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    typeInto('Username', 'a');
    const region = await statusSaying('Username must be at least 3 characters');
    const announcement = region.firstChild;
    typeInto('Username', 'ab');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    // The same error, still shown as the member types on, is not read again.
    expect(region.firstChild).toBe(announcement);
    typeInto('Username', 'abc');
    typeInto('Password', '123');
    await waitFor(() => expect(region).toHaveTextContent('Password must be at least 6 characters'));
  });

  it('clears the read-out error once the field it belongs to is fixed', async () => {
    installFakeApi({});
    renderApp('/auth', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    typeInto('Username', 'a');
    const region = await statusSaying('Username must be at least 3 characters');
    typeInto('Username', 'abc');
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  });

  it("names the password's Show toggle the same whether pressed or not, aria-pressed saying which", async () => {
    installFakeApi({});
    renderApp('/auth', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('moves focus to the first field of the panel that replaces the pressed button', async () => {
    installFakeApi({});
    renderApp('/auth', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it("shows the server's message when login fails, then logs in and goes to /dashboard", async () => {
    let attempts = 0;
    const fake = installFakeApi({
      'POST /api/login': () =>
        ++attempts === 1
          ? { status: 401, body: { statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' } }
          : { status: 200, body: makeUser() },
    });
    renderApp('/auth', null);
    await logIn('jane', 'secret1');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/auth-status')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(window.localStorage.getItem('userId')).toBe('7');
  });

  it('opens registration when Create Account set the flag, and registers with the notification defaults', async () => {
    window.sessionStorage.setItem('openRegister', 'true');
    const fake = installFakeApi({ 'POST /api/register': { status: 200, body: makeUser() } });
    renderApp('/auth', null);
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    fillRegistration('not-an-email', 'J');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email'),
    );
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Full name must be at least 2 characters',
    );

    typeInto('Email', 'jane@example.com');
    typeInto('Full Name', 'Jane Doe');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(JSON.parse(fake.callsTo('POST', '/api/register')[0].data ?? '')).toEqual({
      username: 'jane',
      password: 'secret1',
      email: 'jane@example.com',
      fullName: 'Jane Doe',
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: false,
    });
  });

  it('asks for a phone number before registering with SMS notifications on', async () => {
    window.sessionStorage.setItem('openRegister', 'true');
    const fake = installFakeApi({ 'POST /api/register': { status: 200, body: makeUser() } });
    renderApp('/auth', null);
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    fillRegistration('jane@example.com', 'Jane Doe');
    expect(screen.getByLabelText('Phone Number (optional)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'SMS notifications' }));
    // With texts on, the number is not optional any more, and the label says so.
    expect(await screen.findByLabelText('Phone Number')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('A phone number is required for SMS notifications')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/register')).toHaveLength(0);
    typeInto('Phone Number', '+1 555 010 0199');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(JSON.parse(fake.callsTo('POST', '/api/register')[0].data ?? '')).toMatchObject({
      phoneNumber: '+1 555 010 0199',
      smsNotifications: true,
    });
  });

  it('shows the login fallback text when the server answers 500 with an empty body', async () => {
    installFakeApi({ 'POST /api/login': { status: 500, raw: '' } });
    renderApp('/auth', null);
    await logIn('jane', 'secret1');
    expect(await screen.findByText('Invalid username or password. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Server Error/)).not.toBeInTheDocument();
  });

  it('shows the registration fallback text when the server answers 500 with an empty body', async () => {
    window.sessionStorage.setItem('openRegister', 'true');
    installFakeApi({ 'POST /api/register': { status: 500, raw: '' } });
    renderApp('/auth', null);
    await screen.findByRole('heading', { name: 'Create Account' });
    fillRegistration();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Registration failed. This username or email may already be taken.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Server Error/)).not.toBeInTheDocument();
  });

  it('confirms a reset request and returns to login after 3 seconds', async () => {
    installFakeApi({ 'POST /api/forgot-password': { status: 200, body: { message: 'ok' } } });
    renderApp('/auth', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    typeInto('Email', 'jane@example.com');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const send = screen.getByRole('button', { name: 'Send Reset Link' });
    send.focus();
    fireEvent.click(send);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(screen.getByText('Email Sent!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'If your email is in our system, you will receive a password reset link shortly. Please check your email.',
      ),
    ).toBeInTheDocument();
    // The submit button is gone; focus stays on the message rather than falling to the page.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByText('Email Sent!'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText('Email Sent!')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Email Sent!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
  });

  it('reports a failed reset request with the spec texts', async () => {
    installFakeApi({ 'POST /api/forgot-password': { status: 500, raw: '' } });
    renderApp('/auth', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    typeInto('Email', 'jane@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Failed to process forgot password request',
        description: 'Failed to process your request. Please try again.',
      }),
    );
  });
});

describe('create new password', () => {
  it('reports a failed reset with the spec texts when the server answers 500 with an empty body', async () => {
    installFakeApi({
      'GET /api/validate-reset-token/abc': { status: 200, body: { valid: true, message: 'ok' } },
      'POST /api/reset-password': { status: 500, raw: '' },
    });
    renderApp('/reset-password?token=abc', null);
    await submitNewPassword('newpass1', 'newpass1');
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Failed to reset password',
        description: 'Failed to reset password. Please try again.',
      }),
    );
  });

  it("shows the server's reason for a refused reset", async () => {
    installFakeApi({
      'GET /api/validate-reset-token/abc': { status: 200, body: { valid: true, message: 'ok' } },
      'POST /api/reset-password': {
        status: 400,
        body: { statusCode: 400, message: 'Invalid or expired token', error: 'Bad Request' },
      },
    });
    renderApp('/reset-password?token=abc', null);
    await submitNewPassword('newpass1', 'newpass1');
    await waitFor(() => expect(getToasts()[0]?.description).toBe('Invalid or expired token'));
  });

  it('moves from validating to invalid for a bad token', async () => {
    installFakeApi({ 'GET /api/validate-reset-token/bad': { status: 200, body: { valid: false } } });
    renderApp('/auth?token=bad', null);
    expect(await screen.findByText('Invalid or expired token.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a new reset link' })).toBeInTheDocument();
  });

  it('shows the validating state first', async () => {
    installFakeApi({ 'GET /api/validate-reset-token/abc': { status: 200, body: { valid: true } } });
    renderApp('/reset-password?token=abc', null);
    expect(await screen.findByText('Validating your reset link...')).toBeInTheDocument();
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  });

  it('checks the passwords match, resets, and returns to login after 3 seconds', async () => {
    const fake = installFakeApi({
      'GET /api/validate-reset-token/abc': { status: 200, body: { valid: true, message: 'ok' } },
      'POST /api/reset-password': { status: 200, body: { message: 'done' } },
    });
    renderApp('/reset-password?token=abc', null);
    // Two password fields: each Show toggle names its own.
    expect(await screen.findByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirmed password' })).toBeInTheDocument();
    await submitNewPassword('newpass1', 'newpass2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    typeInto('Confirm Password', 'newpass1');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const reset = screen.getByRole('button', { name: 'Reset Password' });
    reset.focus();
    fireEvent.click(reset);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(screen.getByText('Password Reset Successfully!')).toBeInTheDocument();
    // The submit button is gone; focus is on the message rather than back at the top of the page.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByText('Password Reset Successfully!'));
    expect(JSON.parse(fake.callsTo('POST', '/api/reset-password')[0].data ?? '')).toEqual({
      token: 'abc',
      newPassword: 'newpass1',
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(location()).toBe('/auth');
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  });

  it('returns to login after a reset made while signed in to the account, whose session the reset ended', async () => {
    let sessionEnded = false;
    installFakeApi({
      'GET /api/validate-reset-token/abc': { status: 200, body: { valid: true, message: 'ok' } },
      'POST /api/reset-password': () => {
        sessionEnded = true;
        return { status: 200, body: { message: 'done' } };
      },
      'GET /api/user': () =>
        sessionEnded
          ? { status: 401, body: { statusCode: 401, message: 'Please log in to continue.' } }
          : { status: 200, body: makeUser() },
    });
    renderApp('/reset-password?token=abc', makeUser());
    await submitNewPassword('newpass1', 'newpass1');
    expect(await screen.findByText('Password Reset Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  });
});
