// End-to-end booking: a member books by card and with a credit, reads the confirmation, downloads the .ics,
// cancels early (and late when the demo schedule has a class within 24 hours) reading the refund amounts, and
// finds each booking in the right tab of the booking history. Runs against the app started the README's way.
//   npm run e2e -w frontend
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import contracts from '@studio/contracts';
import { checkLoadingScreen, checkScreen, newMember, settle, signUp } from './support/browser.mjs';
import { appSuite } from './support/suite.mjs';

const { centsToDollars, dollarsToCents, studioDateOf, withTaxCents } = contracts;

const TIMEOUT = 240_000;
const HOUR_MS = 3_600_000;

const suite = appSuite();

const dollars = (amount) => `$${amount.toFixed(2)}`;
/** The price with the studio's tax, by the services' own money rule (libs/contracts, built before the e2e run). */
const withTax = (price) => centsToDollars(withTaxCents(dollarsToCents(price)));

/** Bookable schedules of distinct classes, so that each booking's card can be found by its class name. */
function pickSchedules(schedules, { fromMs, toMs, count, taken }) {
  const picked = [];
  const names = new Set(taken);
  for (const s of [...schedules].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    const start = new Date(s.startTime).getTime();
    if (s.isCancelled || s.remainingSpots <= 0 || start < fromMs || start > toMs) continue;
    if (names.has(s.class.name)) continue;
    names.add(s.class.name);
    picked.push(s);
    if (picked.length === count) break;
  }
  return picked;
}

async function openBookingFromClassList(page, schedule) {
  await page.goto(`/classes/member?date=${studioDateOf(schedule.startTime)}`);
  const card = page.locator('article', { has: page.locator(`#schedule-${schedule.id}-title`) });
  await card.getByRole('button', { name: `Book ${schedule.class.name}` }).click();
  await page.waitForURL((url) => url.pathname === `/booking/${schedule.id}`);
  await page.getByRole('heading', { name: schedule.class.name, level: 1 }).waitFor();
}

/** Notes whether the booking page ever says 'Already Booked' from now until `cameHome`. */
async function watchForAlreadyBooked(page) {
  await page.evaluate(() => {
    window.sawAlreadyBooked = false;
    window.alreadyBookedWatch = new MutationObserver(() => {
      if (document.querySelector('.booking-page')?.textContent.includes('Already Booked')) {
        window.sawAlreadyBooked = true;
      }
    });
    window.alreadyBookedWatch.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Spec §2: after a booking the member is taken home (/ sends a member on to /dashboard); the page that booked
 * never took its own booking for one made before ('Already Booked') on the way.
 */
async function cameHome(page) {
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('heading', { name: 'Your Upcoming Classes' }).waitFor();
  const sawAlreadyBooked = await page.evaluate(() => {
    window.alreadyBookedWatch.disconnect();
    return window.sawAlreadyBooked;
  });
  assert.equal(sawAlreadyBooked, false, 'the booking page said Already Booked after booking');
}

async function openConfirmation(page, schedule) {
  const bookings = await (await page.request.get('/api/bookings')).json();
  const booking = bookings.find((candidate) => candidate.scheduleId === schedule.id);
  assert.ok(booking, `a booking of schedule ${schedule.id}`);
  await page.goto(`/confirmation/${booking.id}`);
  await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
}

async function payByCard(page, schedule) {
  const total = dollars(withTax(schedule.class.price));
  await settle(page);
  await page.getByLabel('Cardholder Name').fill('Bea Booker');
  await page.getByLabel('Card', { exact: true }).fill('4242 4242 4242 4242');
  await watchForAlreadyBooked(page);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await cameHome(page);
  return total;
}

async function startCancel(page, name) {
  await page
    .getByRole('button', { name: `Cancel booking for ${name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await dialog.getByText('This action cannot be undone.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
}

async function refundRow(dialog, label) {
  return (
    await dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent()
  ).trim();
}

describe('booking', () => {
  test(
    'books by card and with a credit, cancels with the right refunds, and finds each booking in its tab',
    { timeout: TIMEOUT },
    async (t) => {
      const page = await suite.phonePage({ acceptDownloads: true });
      await signUp(page, newMember('book', 'Bea', 'Booker'));

      const schedules = await (await page.request.get('/api/schedules')).json();
      const now = Date.now();
      const [early, credit, kept] = pickSchedules(schedules, {
        fromMs: now + 26 * HOUR_MS,
        toMs: Infinity,
        count: 3,
        taken: [],
      });
      assert.ok(kept, 'the demo schedule has three classes more than a day ahead');
      const [late] = pickSchedules(schedules, {
        fromMs: now + HOUR_MS,
        toMs: now + 22 * HOUR_MS,
        count: 1,
        taken: [early.class.name, credit.class.name, kept.class.name],
      });

      await checkLoadingScreen(page, {
        path: `/booking/${early.id}`,
        hold: '**/api/schedules*',
        loading: page.getByRole('status', { name: 'Loading the class' }),
        title: 'Book a Class | FitStudio',
        name: 'booking',
      });

      // Card booking from the class list: price with tax, policy, card payment, confirmation.
      await openBookingFromClassList(page, early);
      const earlyTotal = dollars(withTax(early.class.price));
      await page.getByText(/Cancellation policy: cancel at least 24 hours before/).waitFor();
      await page.getByRole('button', { name: `Pay ${earlyTotal}` }).waitFor();
      await checkScreen(page, 'booking');
      await payByCard(page, early);
      await openConfirmation(page, early);
      await page.getByText(early.class.name).first().waitFor();
      await page.getByText('Confirmed', { exact: true }).waitFor();
      await checkScreen(page, 'confirmation');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Add to Calendar' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /\.ics$/);
      const ics = await readFile(await download.path(), 'utf8');
      assert.match(ics, /BEGIN:VCALENDAR/);
      assert.match(ics, new RegExp(early.class.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

      await openBookingFromClassList(page, kept);
      await payByCard(page, kept);

      // A credit booking, after buying a membership in the sandbox.
      const plans = await (await page.request.get('/api/membership-plans')).json();
      const plan = plans.find((p) => p.classCredits > 0);
      let creditBooked = false;
      if (plan) {
        const bought = await page.request.post('/api/user/memberships', {
          data: { planId: plan.id, paymentMethodId: 'pm_card_visa' },
        });
        assert.equal(bought.status(), 201, await bought.text());
        await openBookingFromClassList(page, credit);
        await page.getByRole('radio', { name: /Use 1 class credit/ }).check();
        await watchForAlreadyBooked(page);
        await page.getByRole('button', { name: 'Book with 1 Credit' }).click();
        await cameHome(page);
        creditBooked = true;
      }

      let lateTotal = null;
      if (late) {
        await page.goto(`/booking/${late.id}`);
        await page.getByRole('heading', { name: late.class.name, level: 1 }).waitFor();
        if (plan) await page.getByRole('radio', { name: /Pay by card/ }).check();
        lateTotal = await payByCard(page, late);
      }

      t.diagnostic(`credit booking: ${creditBooked ? 'yes' : 'no plan with credits'}`);
      t.diagnostic(`late card cancellation: ${late ? 'yes' : 'no class within 22 hours'}`);

      // History: everything upcoming; then cancel early by card (full refund) and by credit (credit back).
      await page.goto('/booking-history');
      const upcomingCount = 2 + (creditBooked ? 1 : 0) + (late ? 1 : 0);
      await page.getByRole('tab', { name: `Upcoming ${upcomingCount}` }).waitFor();
      await checkScreen(page, 'booking-history');

      await startCancel(page, early.class.name);
      const calculator = page.getByRole('dialog', { name: 'Booking Cancellation' });
      await calculator.waitFor();
      assert.equal(await refundRow(calculator, 'Original payment'), earlyTotal);
      assert.equal(await refundRow(calculator, 'Total refund'), earlyTotal);
      assert.equal(await calculator.getByText('Cancellation fee (less than 24h)').count(), 0);
      await checkScreen(page, 'booking-cancel-calculator');
      await calculator.getByRole('button', { name: 'Confirm Cancellation' }).click();
      await page
        .getByText(`A full refund of ${earlyTotal} will reach your original payment method`)
        .waitFor();
      await calculator.waitFor({ state: 'hidden' });
      // The cancelled card took its Cancel button along: focus is on the page's heading, not on <body>.
      await page.waitForFunction(() => document.activeElement?.textContent === 'Booking History', null, {
        timeout: 5_000,
      });

      if (creditBooked) {
        await startCancel(page, credit.class.name);
        await page.getByText('Your class credit has been returned to your membership.').waitFor();
      }

      if (late) {
        await startCancel(page, late.class.name);
        await calculator.waitFor();
        const paid = Number(lateTotal.slice(1));
        assert.equal(await refundRow(calculator, 'Original payment'), lateTotal);
        assert.equal(await refundRow(calculator, 'Cancellation fee (less than 24h)'), '-$10.00');
        assert.equal(await refundRow(calculator, 'Total refund'), dollars(Math.max(paid - 10, 0)));
        await calculator.getByRole('button', { name: 'Confirm Cancellation' }).click();
        await page.getByText('A $10.00 cancellation fee applies.', { exact: false }).waitFor();
      }

      const cancelledCount = 1 + (creditBooked ? 1 : 0) + (late ? 1 : 0);
      await page.getByRole('tab', { name: 'Upcoming 1' }).waitFor();
      const upcomingPanel = page.getByRole('tabpanel');
      await upcomingPanel.getByText(kept.class.name).waitFor();
      await page.getByRole('tab', { name: `Cancelled ${cancelledCount}` }).click();
      const cancelledPanel = page.getByRole('tabpanel', { name: `Cancelled ${cancelledCount}` });
      await cancelledPanel.getByText(early.class.name).waitFor();
      if (creditBooked) await cancelledPanel.getByText(credit.class.name).waitFor();
      await page.getByRole('tab', { name: 'Past 0' }).click();
      await page.getByText('No past bookings').waitFor();

      // Home and profile show the one booking still ahead.
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Your Upcoming Classes' }).waitFor();
      await page
        .getByRole('region', { name: 'Your Upcoming Classes' })
        .getByRole('heading', { name: kept.class.name })
        .waitFor();
      await page.goto('/profile');
      const taken = page
        .getByRole('heading', { name: 'Classes Taken' })
        .locator('xpath=following-sibling::p');
      await page.waitForFunction(
        (n) => [...document.querySelectorAll('.stat-card__value')].some((el) => el.textContent === String(n)),
        upcomingCount,
      );
      assert.equal((await taken.textContent()).trim(), String(upcomingCount));
      const row = page
        .getByRole('region', { name: 'Upcoming Bookings' })
        .getByRole('listitem')
        .filter({ hasText: kept.class.name });
      await row.waitFor();
      // Left-aligned like the profile's other cards: the class at the card's padding, Cancel beside it.
      const [card, name, cancel] = await Promise.all([
        row.boundingBox(),
        row.getByText(kept.class.name).boundingBox(),
        row.getByRole('button', { name: /^Cancel booking for / }).boundingBox(),
      ]);
      assert.ok(name.x - card.x <= 20, `the class name starts ${name.x - card.x} px into its card`);
      assert.ok(cancel.y < name.y + name.height, 'Cancel sits under the class name, not beside it');
      await page.context().close();
    },
  );
});
