// End-to-end admin operations (issue 16) against the app started the README's way with a bootstrap admin: a member
// books a class by card; the admin promotes and demotes that member, finds the booking in Bookings and its charge in
// Payments, edits the hero section and sees it on the public home, and changes the social-share settings and finds
// them in the HTML the site serves. Each tab is checked with axe-core and at 320 px.
//   node --test e2e/admin-operations.test.mjs
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import contracts from '@studio/contracts';
import {
  checkLoadingScreen,
  checkScreen as checkPage,
  newMember,
  reportFailure,
  settle,
  signUp,
  newAdmin,
  openAdminDashboard,
} from './support/browser.mjs';
import { appSuite } from './support/suite.mjs';

const { centsToDollars, dollarsToCents, withTaxCents } = contracts;

const TIMEOUT = 180_000;
const HOUR_MS = 3_600_000;
const ADMIN = newAdmin('ops_admin');
const member = newMember('ops', 'Olive', 'Member');
/** What the member's booking turned out to be, for the admin's checks. */
const booked = {};

let page;

const checkScreen = (name) => checkPage(page, name);

/** Opens a tab by its address (on a phone the later tabs sit behind the tab bar's overflow menu). */
async function openTab(name, key) {
  await page.goto(`/admin?tab=${key}`);
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

function dialog(title) {
  return page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

async function toast(text) {
  await page.locator('.toaster').getByText(text, { exact: true }).waitFor();
}

const dollars = (amount) => `$${amount.toFixed(2)}`;
/** The price with the studio's tax, by the services' own money rule (libs/contracts, built before the e2e run). */
const withTax = (price) => centsToDollars(withTaxCents(dollarsToCents(price)));

const suite = appSuite({ admin: ADMIN });

afterEach(async (t) => {
  if (!t.passed) await reportFailure(page, t.name);
});

describe('admin operations', () => {
  test('a member signs up and books a class by card', { timeout: TIMEOUT }, async () => {
    page = await suite.phonePage();
    await signUp(page, member);
    booked.userId = (await (await page.request.get('/api/user')).json()).id;

    const schedules = await (await page.request.get('/api/schedules')).json();
    const soonest = Date.now() + 2 * HOUR_MS;
    const schedule = [...schedules]
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .find((s) => !s.isCancelled && s.remainingSpots > 1 && new Date(s.startTime).getTime() > soonest);
    assert.ok(schedule, 'the demo schedule has a class with free seats more than two hours ahead');
    booked.className = schedule.class.name;
    booked.total = dollars(withTax(schedule.class.price));

    await page.goto(`/booking/${schedule.id}`);
    await page.getByRole('heading', { name: schedule.class.name, level: 1 }).waitFor();
    await settle(page);
    await page.getByLabel('Cardholder Name').fill(member.fullName);
    await page.getByLabel('Card', { exact: true }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: `Pay ${booked.total}` }).click();
    await page.locator('.toaster').getByText('Booking Confirmed!', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname !== `/booking/${schedule.id}`);
    const mine = await (await page.request.get('/api/bookings')).json();
    booked.bookingId = mine.find((b) => b.scheduleId === schedule.id && b.status === 'confirmed')?.id;
    assert.ok(booked.bookingId, 'the booking is among the member bookings');
    await page.context().close();
  });

  test('the admin signs in and opens the dashboard', { timeout: TIMEOUT }, async () => {
    page = await suite.phonePage();
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.baseURL });
    await openAdminDashboard(page, ADMIN);
    // Spec §2: Loading while the user resolves, already under the dashboard's heading and title.
    await checkLoadingScreen(page, {
      path: '/admin',
      hold: '**/api/user',
      loading: page.getByRole('status').filter({ hasText: 'Loading' }),
      title: 'Admin Dashboard | FitStudio',
      name: 'admin',
    });
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  test('promotes the member to admin and removes the rights again', { timeout: TIMEOUT }, async () => {
    await openTab('Users', 'users');
    await page.getByRole('heading', { name: 'Users', level: 2 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
    const row = page.locator('tr', { hasText: member.email });
    await row.getByText(member.fullName).waitFor();
    await row.getByText('Regular', { exact: true }).waitFor();
    await checkScreen('admin-users');
    // Spec §9: every admin table is at most the viewport's height minus 240px.
    const { cap, viewport } = await page
      .getByRole('region', { name: 'Users table' })
      .evaluate((box) => ({ cap: getComputedStyle(box).maxHeight, viewport: window.innerHeight }));
    assert.equal(cap, `${Math.max(viewport - 240, 256)}px`);

    await row.getByRole('button', { name: `Promote ${member.username}` }).click();
    const promote = dialog('Promote to Admin');
    await promote.getByText('full access to the admin panel', { exact: false }).waitFor();
    await checkScreen('admin-users-promote');
    await promote.getByRole('button', { name: 'Promote' }).click();
    await toast('User has been promoted to admin');
    await row.getByText('Admin', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Remove ${member.username}` }).click();
    await dialog('Remove Admin Privileges').getByRole('button', { name: 'Remove' }).click();
    await toast('Admin privileges have been removed from user');
    await row.getByText('Regular', { exact: true }).waitFor();

    // The admin's own row offers no removal.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(ADMIN.email);
    const own = page.locator('tr', { hasText: ADMIN.email });
    await own.getByText('You', { exact: true }).waitFor();
    assert.equal(await own.getByRole('button').count(), 0);
  });

  test("finds the member's booking in Bookings", { timeout: TIMEOUT }, async () => {
    await openTab('Bookings', 'bookings');
    await page.getByRole('heading', { name: 'Class Bookings' }).waitFor();
    const card = page.locator('li.admin-booking', { hasText: member.email });
    // The tab opens on today's page; the booking may be on a later one.
    while (!(await card.isVisible())) {
      await settle(page);
      if (await card.isVisible()) break;
      const later = page.getByRole('button', { name: 'Later bookings' });
      assert.ok(await later.isEnabled().catch(() => false), 'the booking is on one of the pages');
      await later.click();
    }
    await card.getByText(booked.className).waitFor();
    await card.getByText(member.fullName).waitFor();
    await card.getByText('Confirmed', { exact: true }).waitFor();
    await card.getByText('Paid', { exact: true }).waitFor();
    await card.getByText(/spots remaining|Full/).waitFor();
    await page.getByText(/^(Jump to Today|No bookings today)$/).waitFor();
    await checkScreen('admin-bookings');

    await page.getByRole('button', { name: 'Refresh' }).click();
    await toast('Cache Cleared');
  });

  test('finds the charge for the booking in Payments', { timeout: TIMEOUT }, async () => {
    await openTab('Payments', 'payments');
    await page.getByRole('heading', { name: 'Payment Transactions' }).waitFor();
    const row = page
      .locator('tr', { hasText: booked.className })
      .filter({ has: page.getByRole('cell', { name: String(booked.bookingId), exact: true }) });
    await row.getByText(booked.total, { exact: true }).waitFor();
    await row.getByRole('cell', { name: String(booked.userId), exact: true }).waitFor();
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByText(/^.{8}\.\.\.$/).waitFor();
    await checkScreen('admin-payments');

    await page.getByRole('combobox', { name: 'Filter by payment status' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Failed' }).click();
    await row.waitFor({ state: 'detached' });

    // Sandbox charges settle at once, so none is pending: the empty text, readable (axe: colour contrast).
    await page.getByRole('combobox', { name: 'Filter by payment status' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Pending' })
      .click();
    await page.getByText('No transactions found', { exact: true }).waitFor();
    await checkScreen('admin-payments-empty');
  });

  test('edits the hero section and the public home shows it', { timeout: TIMEOUT }, async () => {
    const headline = `Train With Us ${member.tag}`;
    await openTab('Homepage', 'homepage');
    await page.getByText('Select a section to edit').waitFor();
    await page.getByRole('button', { name: /Hero Section/ }).click();
    await page.getByLabel('Section ID').waitFor();
    assert.equal(await page.getByLabel('Section ID').inputValue(), 'hero');
    // Saved without a title: the spec's toast, and the field is marked and focused as in every other form.
    const titleField = page.getByLabel('Title', { exact: true });
    assert.equal(await titleField.getAttribute('aria-required'), 'true');
    await titleField.fill('');
    await page.getByRole('button', { name: 'Save Section' }).click();
    await toast('Validation Error');
    await toast('Section ID and Title are required fields');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    assert.equal(await titleField.evaluate((field) => field === document.activeElement), true);
    assert.ok(await titleField.getAttribute('aria-describedby'), 'the title field points to its error');
    await titleField.fill(headline);
    await page.getByRole('button', { name: 'Button Settings' }).click();
    await page.getByLabel('Primary Button Text').waitFor();
    await checkScreen('admin-homepage');
    // Red, on which neither white nor the app's dark text reaches 4.5:1: the home must still be readable.
    await page.getByLabel('Primary Button Color').fill('red');
    await page.getByRole('button', { name: 'Styling' }).click();
    await page.getByLabel('Background Color').fill('#ff0000');
    await page.getByRole('button', { name: 'Save Section' }).click();
    await toast('Hero Section has been updated.');
    await page
      .getByRole('button', { name: /Hero Section/ })
      .getByText('Configured')
      .waitFor();

    const home = await suite.phonePage();
    await home.goto('/');
    await home.getByRole('heading', { name: headline, level: 1 }).waitFor({ timeout: 20_000 });
    await checkPage(home, 'home-red-hero');
    await home.context().close();
  });

  test(
    'changes the social-share settings and the served HTML carries them',
    { timeout: TIMEOUT },
    async () => {
      const title = `Studio ${member.tag}`;
      const socialTitle = `Social ${member.tag}`;
      await openTab('OG Settings', 'og-settings');
      await page.getByLabel('Page Title').fill(title);
      await page.getByLabel('Social Title').fill(socialTitle);
      await page.getByLabel('Social Description').fill(`Shared by the end-to-end test ${member.tag}`);
      await page.getByRole('button', { name: 'Apply Changes' }).click();
      await toast('Settings Saved');
      await toast('Clear social media caches');

      const debuggerTags = page.locator('.og-debugger__tags');
      await debuggerTags
        .locator('.og-debugger__tag', { hasText: 'og:title' })
        .getByText(socialTitle, { exact: true })
        .waitFor();
      await page.getByRole('button', { name: 'Copy URL' }).click();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      await page.getByRole('button', { name: 'Copy URL' }).waitFor();
      await checkScreen('admin-og-settings');

      const html = await (await page.request.get('/')).text();
      assert.match(html, new RegExp(`<title>${title}</title>`));
      assert.match(html, new RegExp(`<meta property="og:title" content="${socialTitle}"`));
      assert.match(html, new RegExp(`<meta name="twitter:title" content="${socialTitle}"`));
      assert.match(
        html,
        new RegExp(`<meta property="og:description" content="Shared by the end-to-end test ${member.tag}"`),
      );

      await page.getByLabel('URL to check').fill('/classes');
      await page.getByRole('button', { name: 'Check URL' }).click();
      const checked = `${suite.app.baseURL}/classes`;
      await page.getByRole('paragraph').getByText(checked, { exact: true }).waitFor();
      // og:url names the page checked, not the site's root.
      await page.getByRole('definition').getByText(checked, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Force Refresh' }).click();
      await toast('Settings Refreshed');
      assert.equal(await page.getByLabel('Social Title').inputValue(), socialTitle);
    },
  );
});
