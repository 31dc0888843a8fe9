// End-to-end: accessibility behaviour that only a real browser shows (layout, focus, motion).
//   node --test --test-concurrency=1 e2e/accessibility.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newMember, settle, signUp } from './support/browser.mjs';
import { appSuite } from './support/suite.mjs';

const TIMEOUT = 60_000;
const IPHONE_SIZE = { width: 375, height: 812 };
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.0 Mobile/15E148 Safari/604.1';

const suite = appSuite();

/** What has focus, as tag and accessible text, e.g. 'INPUT login_username' or 'BODY'. */
const focused = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return `${element?.tagName} ${element?.id || element?.textContent?.trim().slice(0, 40) || ''}`.trim();
  });

const iphonePage = () =>
  suite.phonePage({ viewport: IPHONE_SIZE, userAgent: IPHONE_SAFARI, isMobile: true, hasTouch: true });

/** Scrolls to the very end and asserts that the control's box is wholly above the install banner. */
async function assertClearOfBanner(page, control) {
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement.scrollHeight));
  const banner = await page.getByRole('region', { name: 'Install the app' }).boundingBox();
  const box = await control.boundingBox();
  assert.ok(banner && box, 'banner and control are laid out');
  assert.ok(
    box.y + box.height <= banner.y,
    `control ends at ${box.y + box.height}, banner starts at ${banner.y}`,
  );
}

describe('focus when the focused control goes away', () => {
  test(
    "moves from the start panel's 'Log In' to the login form's first field",
    { timeout: TIMEOUT },
    async () => {
      const page = await suite.phonePage();
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Log In' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Log In' }).waitFor();
      assert.equal(await focused(page), 'INPUT login_username');
      await page.close();
    },
  );

  test("moves from the banner's 'Install Now' to the steps it shows", { timeout: TIMEOUT }, async () => {
    const page = await iphonePage();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Install the app' });
    await banner.getByRole('button', { name: 'Install Now' }).focus();
    await page.keyboard.press('Enter');
    await banner.getByText('Add to Home Screen', { exact: false }).waitFor();
    assert.match(await focused(page), /^OL Tap the Share button/);
    await banner.getByRole('button', { name: 'Later' }).press('Enter');
    await banner.waitFor({ state: 'hidden' });
    assert.equal(await focused(page), 'MAIN main');
    await page.close();
  });
});

/** Books a class more than a day ahead by card on the booking page, and returns its name. */
async function bookByCard(page, taken) {
  const schedules = await (await page.request.get('/api/schedules')).json();
  const dayAhead = Date.now() + 26 * 3_600_000;
  const schedule = schedules.find(
    (s) =>
      !s.isCancelled &&
      s.remainingSpots > 0 &&
      new Date(s.startTime).getTime() > dayAhead &&
      !taken.includes(s.class.name),
  );
  assert.ok(schedule, 'the demo schedule has a class to book');
  await page.goto(`/booking/${schedule.id}`);
  await settle(page);
  await page.getByLabel('Cardholder Name').fill('Tess Toast');
  await page.getByLabel('Card', { exact: true }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  return schedule.class.name;
}

describe('toasts', () => {
  test(
    'leave the heading that takes the focus after a cancellation in view on a 375px phone',
    { timeout: 180_000 },
    async () => {
      const page = await suite.phonePage({ viewport: IPHONE_SIZE });
      await signUp(page, newMember('a11y_toast'));
      const first = await bookByCard(page, []);
      const second = await bookByCard(page, [first]);
      for (const [path, name, heading] of [
        ['/booking-history', first, 'Booking History'],
        ['/dashboard', second, 'Your Upcoming Classes'],
      ]) {
        await page.goto(path);
        await settle(page);
        await page
          .getByRole('button', { name: `Cancel booking for ${name}` })
          .first()
          .click();
        await page
          .getByRole('dialog', { name: 'Cancel Booking' })
          .getByRole('button', { name: 'Yes, Cancel' })
          .click();
        const calculator = page.getByRole('dialog', { name: 'Booking Cancellation' });
        await calculator.getByRole('button', { name: 'Confirm Cancellation' }).click();
        await calculator.waitFor({ state: 'hidden' });
        // While the toast saying so is up, the heading that took the focus is not under it.
        await page.waitForFunction(
          (text) => {
            const focused = document.activeElement;
            const toast = document.querySelector('.toast');
            if (focused?.textContent !== text || !toast?.textContent.includes('Booking Cancelled'))
              return false;
            const a = focused.getBoundingClientRect();
            const b = toast.getBoundingClientRect();
            return a.bottom <= b.top || b.bottom <= a.top;
          },
          heading,
          { timeout: 3_000 },
        );
      }
      await page.close();
    },
  );
});

describe('iOS install banner', () => {
  test('leaves room to scroll the last controls of a page clear of it', { timeout: TIMEOUT }, async () => {
    const page = await iphonePage();
    await page.goto('/');
    await settle(page);
    const main = page.getByRole('main');
    await assertClearOfBanner(page, main.getByRole('link', { name: 'Create Account' }).last());
    await assertClearOfBanner(page, main.getByRole('link', { name: 'Login' }).last());

    await signUp(page, newMember('a11y_banner'));
    await page.goto('/profile');
    await settle(page);
    await assertClearOfBanner(page, main.getByRole('button', { name: 'Log Out' }));

    await page
      .getByRole('region', { name: 'Install the app' })
      .getByRole('button', { name: 'Later' })
      .click();
    const padding = await main.evaluate((element) => getComputedStyle(element).paddingBottom);
    assert.equal(padding, '88px', 'only the bottom navigation is left to make room for');
    await page.close();
  });
});

describe('forms', () => {
  test(
    'a failed submit focuses the first invalid field, described by its error',
    { timeout: TIMEOUT },
    async () => {
      const page = await suite.phonePage();
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Log In' }).click();
      const username = page.getByLabel('Username');
      // What a screen reader reads when focus arrives: the field must already be tied to its error then.
      await username.evaluate((input) =>
        input.addEventListener('focus', () => {
          input.dataset.describedOnFocus = input.getAttribute('aria-describedby') ?? '';
        }),
      );
      await page.getByRole('button', { name: 'Log In', exact: true }).press('Enter');
      await page.getByText('Username must be at least 3 characters').waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'login_username');
      assert.equal(await username.getAttribute('data-described-on-focus'), 'login_username_help');
      assert.equal(await username.getAttribute('aria-invalid'), 'true');
      await page.close();
    },
  );
  test(
    'fields on a touch screen have 16px text, which phones do not zoom into when tapped',
    { timeout: TIMEOUT },
    async () => {
      const fontSizes = async (page) =>
        page.evaluate(() =>
          [...document.querySelectorAll('input:not([type=checkbox]):not([type=radio])')].map(
            (input) => getComputedStyle(input).fontSize,
          ),
        );
      const phone = await iphonePage();
      await phone.goto('/auth');
      await phone.getByRole('button', { name: 'Sign Up' }).click();
      await phone.getByLabel('Full Name').waitFor();
      const onPhone = await fontSizes(phone);
      assert.ok(onPhone.length >= 4, `${onPhone.length} fields`);
      assert.deepEqual(new Set(onPhone), new Set(['16px']));
      assert.equal(await phone.getByLabel('Full Name').getAttribute('autocapitalize'), 'words');
      await phone.close();

      const desktop = await suite.phonePage({ viewport: { width: 1280, height: 800 } });
      await desktop.goto('/auth');
      await desktop.getByRole('button', { name: 'Sign Up' }).click();
      await desktop.getByLabel('Full Name').waitFor();
      assert.deepEqual(new Set(await fontSizes(desktop)), new Set(['14px']));
      await desktop.close();
    },
  );
});

describe('reduced motion', () => {
  test('runs no animation in dialogs, toasts or loaders', { timeout: TIMEOUT }, async () => {
    const page = await suite.phonePage({ reducedMotion: 'reduce' });
    await signUp(page, newMember('a11y_motion'));
    await settle(page);
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => animation.animationName ?? animation.transitionProperty ?? 'animation'),
      );
    await page
      .getByRole('button', { name: /^(See|View) All Plans$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Your Membership' });
    await dialog.waitFor();
    assert.deepEqual(await running(), [], 'opening the dialog');
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    await page.getByText('No plan selected').waitFor();
    assert.deepEqual(await running(), [], 'showing a toast');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // A loader that stays: the page spinner and the skeletons while the bookings load.
    await page.route('**/api/bookings*', () => undefined);
    await page.goto('/booking-history');
    await page.getByLabel('Loading your bookings').waitFor();
    assert.deepEqual(await running(), [], 'loading');
    await page.close();
  });
});

describe('forced colours', () => {
  test('marks the selected day, whose fill high-contrast mode drops', { timeout: TIMEOUT }, async () => {
    const page = await suite.phonePage({ forcedColors: 'active' });
    await page.goto('/classes');
    const background = (locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    const selected = page.locator('.week-strip__day[aria-pressed="true"]');
    await selected.waitFor();
    const other = page.locator('.week-strip__day[aria-pressed="false"]').first();
    assert.notEqual(await background(selected), await background(other), 'the selected day stands out');
    await page.close();
  });
});

describe('focus indicator', () => {
  test(
    'rings a field with an error as clearly as any other focused field',
    { timeout: TIMEOUT },
    async () => {
      const page = await suite.phonePage();
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('heading', { name: 'Log In' }).waitFor();
      const ringAlpha = () =>
        page.evaluate(() => {
          const shadow = getComputedStyle(
            document.activeElement.closest('.ant-input-affix-wrapper, .ant-input'),
          ).boxShadow;
          const rgba = /rgba?\(([^)]+)\)/.exec(shadow);
          return rgba ? Number(rgba[1].split(',')[3] ?? 1) : 0;
        });
      // The ring fades in (a box-shadow transition): read it once it has stopped changing.
      const settledRingAlpha = async () => {
        let last = await ringAlpha();
        for (let i = 0; i < 30; i += 1) {
          await page.waitForTimeout(100);
          const now = await ringAlpha();
          if (now === last) return now;
          last = now;
        }
        return last;
      };
      await page.getByLabel('Username').focus();
      const plain = await settledRingAlpha();
      await page.keyboard.press('Enter');
      await page.getByText('Username must be at least 3 characters').waitFor();
      assert.equal(await focused(page), 'INPUT login_username');
      const invalid = await settledRingAlpha();
      assert.ok(plain >= 0.4, `a focused field's ring is ${plain} opaque`);
      assert.ok(invalid >= 0.4, `a focused field with an error has a ring ${invalid} opaque`);
      await page.close();
    },
  );
});
