// End-to-end billing (issue 12) against the app started the README's way, in sandbox mode (no Stripe keys): a member
// saves cards, makes one the default and removes another, buys a membership from the home card and from the plans
// dialog, sees it on the profile and cancels it. Every screen is checked with axe-core and at 320 px.
//   node --test e2e/billing.test.mjs
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { checkScreen as checkPage, newMember, reportFailure, signUp } from './support/browser.mjs';
import { appSuite } from './support/suite.mjs';

const TIMEOUT = 120_000;
let page;

const checkScreen = (name) => checkPage(page, name);

const suite = appSuite({
  setUp: async () => {
    page = await suite.phonePage();
    await signUp(page, newMember('bill', 'Casey', 'Payer'));
  },
});

afterEach(async (t) => {
  if (!t.passed) await reportFailure(page, t.name);
});

function savedCard(name) {
  return page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem').filter({ hasText: name });
}

async function addCard(number, { makeDefault }) {
  await page.getByRole('tab', { name: 'Add New Card' }).click();
  await page.getByLabel('Cardholder Name').fill('Casey Payer');
  await page.getByLabel('Card', { exact: true }).fill(number);
  const setDefault = page.getByRole('checkbox', { name: 'Set as default' });
  if ((await setDefault.isChecked()) !== makeDefault) await setDefault.click();
  await page.getByRole('button', { name: 'Add Card' }).click();
  await page.getByRole('tab', { name: 'Saved Cards', selected: true }).waitFor();
}

async function pay(number) {
  await page.getByLabel('Name on Card').fill('Casey Payer');
  await page.getByLabel('Card', { exact: true }).fill(number);
  // Not anchored at the start: Ant Design's loading icon (named 'loading') can linger in the button's name while
  // its collapse motion ends after a failed attempt; the click still waits for the button to be enabled.
  await page.getByRole('button', { name: /Subscribe \$\d+\.\d{2}\/month$/ }).click();
}

function currentMembership() {
  return page.locator('.membership-current');
}

describe('member billing', () => {
  test('starts on Pay-Per-Class with the promoted plan on the home card', { timeout: TIMEOUT }, async () => {
    const card = page.getByRole('region', { name: 'Membership' });
    await card.getByRole('link', { name: 'Upgrade Now' }).waitFor();
    await card.getByText(/^\$\d+\.\d{2}\/month$/).waitFor();
    await checkScreen('dashboard-membership');

    await page.getByRole('link', { name: 'My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await currentMembership().getByRole('heading', { name: 'Pay-Per-Class' }).waitFor();
    await currentMembership().getByText('Book classes as you go').waitFor();
    await checkScreen('profile-pay-per-class');
  });

  test(
    'adds two cards, makes the second the default and removes the first',
    { timeout: TIMEOUT },
    async () => {
      await page.goto('/payment');
      await page.getByText('You have no saved cards yet.').waitFor();
      await checkScreen('payment-methods-empty');

      await page.getByRole('tab', { name: 'Add New Card' }).click();
      await page.getByRole('button', { name: 'Add Card' }).waitFor();
      await checkScreen('payment-add-card');

      await addCard('4242 4242 4242 4242', { makeDefault: true });
      await savedCard('Visa •••• 4242').getByText('Default', { exact: true }).waitFor();
      await addCard('5555 5555 5555 4444', { makeDefault: false });
      await savedCard('Mastercard •••• 4444').waitFor();
      assert.equal(await savedCard('Mastercard •••• 4444').getByText('Default', { exact: true }).count(), 0);
      await checkScreen('payment-methods');

      await page.getByRole('button', { name: 'Make Default: Mastercard ending in 4444' }).click();
      await savedCard('Mastercard •••• 4444').getByText('Default', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Make Default: Visa ending in 4242' }).waitFor();

      await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
      await page
        .getByRole('dialog', { name: 'Remove this card?' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await savedCard('Visa •••• 4242').waitFor({ state: 'detached' });
      await savedCard('Mastercard •••• 4444').getByText('Default', { exact: true }).waitFor();
      await checkScreen('payment-methods-after-remove');
    },
  );

  test('buys the promoted plan from the home card after a declined card', { timeout: TIMEOUT }, async () => {
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Membership' });
    const plan = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    // The checkout's quote answers, never fails (which the console would log), before and after the purchase.
    const failedQuotes = [];
    const onResponse = (response) => {
      if (response.url().includes('/api/user/memberships/quote/') && !response.ok())
        failedQuotes.push(`${response.status()} ${response.url()}`);
    };
    page.on('response', onResponse);
    await card.getByRole('link', { name: 'Upgrade Now' }).click();
    await page.waitForURL((url) => /^\/membership\/checkout\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: `Subscribe to ${plan}` }).waitFor();
    await checkScreen('membership-checkout');

    await pay('4000 0000 0000 9995');
    await page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' }).first().waitFor();
    assert.match(new URL(page.url()).pathname, /^\/membership\/checkout\/\d+$/);

    await pay('4242 4242 4242 4242');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText('Membership upgraded!').waitFor();
    await currentMembership().getByRole('heading', { name: plan }).waitFor();
    await currentMembership().getByText('Active').waitFor();
    await currentMembership()
      .getByText(/\d+ of \d+ credits remaining/)
      .waitFor();
    await currentMembership().getByText('Credits reset every 30 days').waitFor();
    await checkScreen('profile-membership');
    // Back to the checkout of the plan now held: it says so, with nothing to pay.
    await page.goBack();
    await page.getByText('You already have this membership plan').waitFor();
    assert.equal(await page.getByRole('button', { name: /^Subscribe / }).isDisabled(), true);
    page.off('response', onResponse);
    assert.deepEqual(failedQuotes, []);
  });

  test('switches plans from the plans dialog with its confirm step', { timeout: TIMEOUT }, async () => {
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Membership' });
    await card.getByRole('heading', { name: 'Your Membership' }).waitFor();
    await card.getByText('Active Membership').waitFor();
    await card.getByRole('button', { name: 'View All Plans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Your Membership' });
    await dialog.getByRole('button', { name: 'Current Plan' }).waitFor();
    await checkScreen('plans-dialog');

    const choices = dialog.getByRole('button', { name: /^Choose Plan: / });
    const label = (await choices.first().getAttribute('aria-label')) ?? '';
    const plan = label.replace(/^Choose Plan: /, '');
    await choices.first().click();
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Recurring Subscription' });
    await confirm.getByText('No refunds are given for partial months.').waitFor();
    await checkScreen('plans-confirm');
    await confirm.getByRole('button', { name: 'Continue to Checkout' }).click();

    await page.getByRole('heading', { name: `Subscribe to ${plan}` }).waitFor();
    await pay('5555 5555 5555 4444');
    await page.waitForURL((url) => url.pathname === '/profile');
    await currentMembership().getByRole('heading', { name: plan }).waitFor();
  });

  test('cancels the membership and keeps it until the period ends', { timeout: TIMEOUT }, async () => {
    await currentMembership().getByRole('button', { name: 'Upgrade Membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Your Membership' });
    await dialog.getByRole('button', { name: 'Cancel Membership' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Membership' });
    await cancel.getByRole('button', { name: 'Keep Membership' }).waitFor();
    await checkScreen('membership-cancel');
    await cancel.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await page
      .getByText(
        'Your membership has been cancelled. You can still use it until the end of your billing period.',
      )
      .waitFor();
    await dialog.getByText(/^Expires on /).waitFor();
    // The focused 'Cancel Membership' is gone: focus stays in the dialog, on what replaced it.
    await page.waitForFunction(() => /^Expires on /.test(document.activeElement?.textContent ?? ''), null, {
      timeout: 5_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await currentMembership().getByText('Active', { exact: true }).waitFor();
    await currentMembership()
      .getByText(/^Expires on /)
      .waitFor();
    await checkScreen('profile-membership-cancelled');
  });
});
