// End-to-end notification settings (issue 14) against the app started the README's way: a member opens the
// notification settings from the profile, turns SMS on without and then with a phone number, registers and
// deactivates push devices, and saves settings that survive a reload. Every screen is checked with axe-core and at
// 320 px.
//   node --test e2e/notifications.test.mjs
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { checkScreen as checkPage, newMember, reportFailure, signUp } from './support/browser.mjs';
import { appSuite } from './support/suite.mjs';

const TIMEOUT = 120_000;
const PHONE_HINT = 'Format: +1 123-456-7890, required for SMS notifications';
const SAVED = 'Notification settings updated successfully';
let page;
let member;

const checkScreen = (name) => checkPage(page, name);

const suite = appSuite({
  setUp: async () => {
    page = await suite.phonePage();
    member = await signUp(page, newMember('notif', 'Robin', 'Notified'));
  },
});

afterEach(async (t) => {
  if (!t.passed) await reportFailure(page, t.name);
});

function dialog() {
  return page.getByRole('dialog', { name: 'Notification Settings' });
}

function channel(name) {
  return dialog().getByRole('switch', { name });
}

function phoneField() {
  return dialog().getByRole('textbox', { name: 'Phone Number' });
}

function toast(text) {
  return page.locator('.toaster').getByText(text, { exact: true });
}

async function openSettings() {
  await page
    .getByRole('region', { name: 'Settings' })
    .getByRole('button', { name: 'Manage notifications' })
    .click();
  await channel('Email Notifications').waitFor();
}

async function save() {
  await dialog().getByRole('button', { name: 'Save Notification Settings' }).click();
}

/** What the server keeps, read with the member's session. */
async function savedSettings() {
  const response = await page.request.get('/api/notification-settings');
  assert.equal(response.status(), 200);
  return response.json();
}

function device(token) {
  return dialog()
    .getByRole('list', { name: 'Registered devices' })
    .getByRole('listitem')
    .filter({ hasText: token });
}

async function register(token) {
  const box = dialog().getByRole('form', { name: 'Register New Device' });
  await box.getByRole('textbox', { name: 'Device Token' }).fill(token);
  await box.getByRole('button', { name: 'Register' }).click();
}

/** Spec §2: 'Last used' as MMM d, yyyy in UTC; a device registered now was last used today (UTC). */
function todayUtc() {
  return new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

describe('notification settings', () => {
  test(
    'the profile has its header, stat cards, membership card, settings rows and Log Out',
    { timeout: TIMEOUT },
    async () => {
      await page.getByRole('link', { name: 'My Account' }).click();
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Back' }).getAttribute('href'), '/');
      await page.getByText(member.fullName).waitFor();
      await page.getByText(member.email).waitFor();
      await page.getByRole('heading', { name: 'Classes Taken' }).waitFor();
      await page.getByText('No upcoming classes').first().waitFor();
      await page.getByRole('heading', { name: 'Pay-Per-Class' }).waitFor();
      const settings = page.getByRole('region', { name: 'Settings' });
      const rows = await settings.getByRole('heading', { level: 3 }).allTextContents();
      assert.deepEqual(rows, ['Notifications', 'Payment Methods', 'Account Settings']);
      await checkScreen('profile');
      await page.getByRole('button', { name: 'Log Out' }).scrollIntoViewIfNeeded();
      await checkScreen('profile-settings');
    },
  );

  test('opens the settings with the defaults and no registered device', { timeout: TIMEOUT }, async () => {
    await openSettings();
    assert.equal(await channel('Email Notifications').isChecked(), true);
    assert.equal(await channel('Push Notifications').isChecked(), true);
    assert.equal(await channel('SMS Notifications').isChecked(), false);
    assert.equal(await phoneField().count(), 0);
    await dialog().getByRole('heading', { name: 'Registered Devices' }).waitFor();
    await dialog().getByText('No devices registered for push notifications').waitFor();
    await checkScreen('notification-settings');
  });

  test(
    'refuses SMS without a phone number, and keeps a number as typed (no format check)',
    { timeout: TIMEOUT },
    async () => {
      await channel('SMS Notifications').click();
      await phoneField().waitFor();
      await dialog().getByText(PHONE_HINT).waitFor();
      await checkScreen('notification-sms-phone-field');

      await save();
      const required = 'A phone number is required for SMS notifications';
      await toast(required).waitFor();
      await dialog().getByText(required).waitFor();
      await checkScreen('notification-sms-without-phone');
      assert.equal((await savedSettings()).smsNotifications, false);

      // Turning SMS on asks for a test text, which a number without its area code cannot receive.
      await phoneField().fill('555-0134');
      await save();
      await toast(`${SAVED}. No test SMS was sent: this phone number cannot receive texts.`).waitFor();
      const saved = await savedSettings();
      assert.equal(saved.smsNotifications, true);
      assert.equal(saved.phoneNumber, '555-0134');
    },
  );

  test('saves an international number as typed and sends a test SMS', { timeout: TIMEOUT }, async () => {
    await channel('SMS Notifications').click();
    await save();
    await toast(SAVED).waitFor();
    assert.equal((await savedSettings()).smsNotifications, false);
    await channel('SMS Notifications').click();
    await phoneField().fill(' +1 415-555-0134 ');
    await save();
    await toast(`${SAVED}. A test SMS has been sent to your phone.`).waitFor();
    await page.waitForFunction(
      () => document.querySelector('input[type="tel"]')?.value === '+1 415-555-0134',
    );
    await checkScreen('notification-sms-saved');
    const saved = await savedSettings();
    assert.equal(saved.smsNotifications, true);
    assert.equal(saved.phoneNumber, '+1 415-555-0134');
  });

  test('registers push devices, deactivates one, then all', { timeout: TIMEOUT }, async () => {
    const box = dialog().getByRole('form', { name: 'Register New Device' });
    await box.getByRole('button', { name: 'Register' }).click();
    await toast('Please enter a device token').waitFor();

    const first = `e2e-device-${member.tag}-one`;
    await register(first);
    await toast('Device registered successfully for push notifications').waitFor();
    await device(first).getByText('iOS Device').waitFor();
    await device(first).getByText(`Last used: ${todayUtc()}`).waitFor();
    assert.equal(await box.getByRole('textbox', { name: 'Device Token' }).inputValue(), '');
    await dialog().getByRole('button', { name: 'Deactivate All' }).waitFor();
    await checkScreen('notification-device-registered');

    await dialog()
      .getByRole('button', { name: `Deactivate iOS Device ${first}` })
      .click();
    await toast('Device deactivated successfully').waitFor();
    await device(first).waitFor({ state: 'detached' });
    await dialog().getByText('No devices registered for push notifications').waitFor();
    await checkScreen('notification-device-deactivated');

    const second = `e2e-device-${member.tag}-two`;
    await register(second);
    await device(second).waitFor();
    await dialog().getByRole('button', { name: 'Deactivate All' }).click();
    await toast('All devices deactivated successfully').waitFor();
    await dialog().getByText('No devices registered for push notifications').waitFor();
    const devices = await page.request.get('/api/device-tokens');
    assert.deepEqual(await devices.json(), []);
  });

  test('saves the switches, and a reload shows them kept', { timeout: TIMEOUT }, async () => {
    await channel('Email Notifications').click();
    await channel('Push Notifications').click();
    await dialog().getByRole('heading', { name: 'Registered Devices' }).waitFor({ state: 'detached' });
    await save();
    await toast(SAVED).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await openSettings();
    assert.equal(await channel('Email Notifications').isChecked(), false);
    assert.equal(await channel('Push Notifications').isChecked(), false);
    assert.equal(await channel('SMS Notifications').isChecked(), true);
    assert.equal(await phoneField().inputValue(), '+1 415-555-0134');
    assert.equal(await dialog().getByRole('heading', { name: 'Registered Devices' }).count(), 0);
    await checkScreen('notification-settings-after-reload');
    await dialog().getByRole('button', { name: 'Close' }).first().click();
    await dialog().waitFor({ state: 'hidden' });
  });

  test('logs out from the profile and ends at /', { timeout: TIMEOUT }, async () => {
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).waitFor();
  });
});
