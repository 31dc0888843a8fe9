// End-to-end: a visitor and a member against the app started the README's way (see support/app-server.mjs).
//   npm run e2e -w frontend
// Screenshots at 390x844 and 1280x800 go to frontend/screenshots/.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  PHONE,
  captureScreen,
  checkScreen,
  logIn,
  newMember,
  overflowsHorizontally,
  settle,
  signUp,
} from './support/browser.mjs';
import { appSuite } from './support/suite.mjs';

const TIMEOUT = 60_000;

const suite = appSuite();

const newPage = (viewport = PHONE) => suite.phonePage({ viewport });

async function logOut(page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).waitFor();
}

describe('visitor', () => {
  test('sees the public home page', { timeout: TIMEOUT }, async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: 'Login' }).waitFor();
    await account.getByRole('link', { name: 'Create Account' }).waitFor();
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Sign Up' }).waitFor();
    await page.getByRole('link', { name: 'View All Classes' }).waitFor();
    await checkScreen(page, 'home-public');
    await page.close();
  });

  test('browses classes by day and by category', { timeout: TIMEOUT }, async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'View All Classes' }).click();
    await page.waitForURL((url) => url.pathname === '/classes');
    await page.getByRole('heading', { name: 'Class Schedule' }).waitFor();

    const days = page.getByRole('group', { name: 'Days of the week' });
    const dayButtons = days.getByRole('button');
    assert.equal(await dayButtons.count(), 7);
    assert.match((await dayButtons.first().textContent()) ?? '', /^Mon \d/);

    const target = await dayButtons.nth(2).getAttribute('data-date');
    await dayButtons.nth(2).click();
    await page.waitForURL((url) => url.searchParams.get('date') === target);
    await days.locator(`[data-date="${target}"][aria-pressed="true"]`).waitFor();

    await page.getByRole('button', { name: 'Next week' }).click();
    await page.waitForURL((url) => url.searchParams.get('date') !== target);
    assert.match((await dayButtons.first().textContent()) ?? '', /^Mon \d/);
    await page.getByRole('button', { name: 'Today', exact: true }).click();

    const filters = page.getByRole('group', { name: 'Filter by Category' }).getByRole('button');
    await filters.first().waitFor();
    assert.equal(await filters.first().textContent(), 'All');
    if ((await filters.count()) > 1) {
      const name = (await filters.nth(1).textContent()) ?? '';
      await filters.nth(1).click();
      await page.waitForURL((url) => url.searchParams.get('category') === name);
      await page
        .getByRole('group', { name: 'Filter by Category' })
        .locator('[aria-pressed="true"]', { hasText: name })
        .waitFor();
      await settle(page);
      const empty = page.getByText('No Classes Matching Filter');
      if (await empty.isVisible()) {
        await page.getByRole('button', { name: 'Reset Filters' }).click();
        await page.waitForURL((url) => !url.searchParams.has('category'));
      }
    }
    await checkScreen(page, 'classes-public');
    await page.close();
  });

  test('sees the 404 page for an unknown address', { timeout: TIMEOUT }, async () => {
    const page = await newPage();
    const response = await page.goto('/this/page/does-not-exist');
    assert.equal(response.status(), 404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText("The page you're looking for doesn't exist or has been moved.").waitFor();
    await checkScreen(page, 'not-found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  test(
    "reloads onto the new build when a screen's code from the old one is gone",
    { timeout: TIMEOUT },
    async () => {
      const page = await newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // As after a deployment: the old build's chunk for /auth is no longer on the server.
      await page.route(
        /\/assets\/AuthPage-[^/]*\.js$/,
        (route) => route.fulfill({ status: 404, body: 'Not found' }),
        {
          times: 1,
        },
      );
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).click();
      await page.getByLabel('Username').waitFor();
      assert.equal(new URL(page.url()).pathname, '/auth');
      assert.equal(await page.getByText('This screen could not be loaded').count(), 0);
      await page.close();
    },
  );

  test('finds robots.txt keeping crawlers to the public pages', { timeout: TIMEOUT }, async () => {
    const page = await newPage();
    const response = await page.goto('/robots.txt');
    assert.equal(response.status(), 200);
    assert.match(response.headers()['content-type'], /^text\/plain/);
    const rules = await response.text();
    assert.match(rules, /^User-agent: \*$/m);
    assert.match(rules, /^Disallow: \/admin$/m);
    assert.match(rules, /^Disallow: \/booking-history$/m);
    assert.doesNotMatch(rules, /^Disallow: \/(classes)?$/m);
    await page.close();
  });
});

describe('member', () => {
  const member = newMember('e2e', 'Riley', 'Tester');

  test('registers, logs out, logs in and lands on /dashboard', { timeout: TIMEOUT * 2 }, async () => {
    const page = await newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    await checkScreen(page, 'auth-start');

    await signUp(page, member);
    await page.getByRole('heading', { name: 'Welcome back, Riley!' }).waitFor();
    await page.getByText('Ready for your next workout?').waitFor();
    await page.getByRole('heading', { name: 'Your Upcoming Classes' }).waitFor();
    await checkScreen(page, 'dashboard');

    await logOut(page);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await checkScreen(page, 'auth-login');
    await logIn(page, member);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Riley!' }).waitFor();

    await page.goto('/classes');
    await page.waitForURL((url) => url.pathname === '/classes/member');
    await page.getByRole('heading', { name: 'Class Schedule' }).waitFor();
    await checkScreen(page, 'classes-member');
    await page.context().close();
  });

  test(
    'sees a full name of words wider than the phone wrap, without sideways scrolling, at home and on the profile',
    { timeout: TIMEOUT },
    async () => {
      const page = await newPage();
      const fullName = 'Maximilianalexanderchristopherson Von Wolfeschlegelsteinhausenbergerdorff';
      await signUp(page, { ...newMember('e2e'), fullName });
      await page.getByRole('heading', { name: 'Welcome back, Maximilianalexanderchristopherson!' }).waitFor();
      await settle(page);
      assert.equal(await overflowsHorizontally(page), false, 'the dashboard scrolls sideways at 390 px');
      await page.getByRole('link', { name: 'My Account' }).click();
      await page.getByText(fullName).waitFor();
      await settle(page);
      assert.equal(await overflowsHorizontally(page), false, 'the profile scrolls sideways at 390 px');
      await checkScreen(page, 'profile-long-name');
      await page.context().close();
    },
  );

  test(
    'logs out from the profile and lands on /dashboard at the next login',
    { timeout: TIMEOUT * 2 },
    async () => {
      const page = await newPage();
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Log In' }).first().click();
      await logIn(page, member);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.goto('/profile');
      // The profile's cards load after its button: a click while they push it down can land beside it.
      await settle(page);
      // The server is slow to answer: the button says so, and the profile stays until it has.
      let answer;
      const answered = new Promise((resolve) => (answer = resolve));
      await page.route('**/api/logout', async (route) => {
        await answered;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Log Out' }).click();
      await page.getByRole('button', { name: 'Logging out...' }).waitFor();
      answer();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).waitFor();
      assert.equal(await page.evaluate(() => window.sessionStorage.getItem('redirectAfterLogin')), null);

      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).click();
      await logIn(page, member);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      // A screen that needs a session still sends a visitor to sign in, and back to it after.
      await logOut(page);
      await page.goto('/profile');
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.context().close();
    },
  );

  test('is sent back to the saved booking path after login', { timeout: TIMEOUT * 2 }, async () => {
    const page = await newPage();
    await page.goto('/classes');
    await page.getByRole('heading', { name: 'Class Schedule' }).waitFor();

    // Find a bookable class within two weeks; fall back to opening a booking page directly.
    let bookingPath = null;
    for (let i = 0; i < 14 && !bookingPath; i++) {
      await settle(page);
      const book = page.getByRole('button', { name: /^Book / }).first();
      if (await book.isVisible().catch(() => false)) {
        await book.click();
        await page.waitForURL((url) => url.pathname === '/auth');
        await page.getByText('Authentication Required').waitFor();
        bookingPath = await page.evaluate(() => window.sessionStorage.getItem('redirectAfterLogin'));
        break;
      }
      const days = page.getByRole('group', { name: 'Days of the week' }).getByRole('button');
      const selected = await days.evaluateAll((buttons) =>
        buttons.findIndex((b) => b.getAttribute('aria-pressed') === 'true'),
      );
      if (selected < 6) await days.nth(selected + 1).click();
      else {
        await page.getByRole('button', { name: 'Next week' }).click();
        await page.getByRole('group', { name: 'Days of the week' }).getByRole('button').first().click();
      }
    }
    if (!bookingPath) {
      bookingPath = '/booking/1';
      await page.goto(bookingPath);
      await page.waitForURL((url) => url.pathname === '/auth');
    }
    assert.match(bookingPath, /^\/booking\/\d+$/);

    const login = page.getByRole('button', { name: 'Log In', exact: true });
    if (!(await login.isVisible())) await page.getByRole('button', { name: 'Log In' }).first().click();
    await logIn(page, member);
    await page.waitForURL((url) => url.pathname === bookingPath);
    await page.context().close();
  });

  test('the app shell opens offline after the first visit', { timeout: TIMEOUT }, async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Registered one second after start; wait until it controls the page.
    await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration()), null, {
      timeout: 10_000,
    });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForTimeout(500);
    await page.context().setOffline(true);
    await page.goto('/classes').catch(() => undefined);
    await page.getByText('You are offline.').waitFor();
    await page.getByRole('heading', { name: 'Class Schedule' }).waitFor();
    const { overflowAtNarrow } = await captureScreen(page, 'offline');
    assert.equal(overflowAtNarrow, false);
    await page.context().close();
  });
});
