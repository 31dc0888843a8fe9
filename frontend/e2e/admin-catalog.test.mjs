// End-to-end admin catalogue (issue 16) against the app started the README's way with a bootstrap admin: the admin
// creates a category, a trainer and a class with an uploaded image, schedules the class on three dates at 6:30 PM
// Pacific across the March daylight-saving change and checks the UTC times, cancels one, and creates a membership
// plan; a member who opens /admin is sent away. Every tab is checked with axe-core and at 320 px.
//   node --test e2e/admin-catalog.test.mjs
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, test } from 'node:test';
import {
  checkScreen as checkPage,
  newMember,
  reportFailure,
  signUp,
  newAdmin,
  openAdminDashboard,
} from './support/browser.mjs';
import { appSuite } from './support/suite.mjs';

const TIMEOUT = 180_000;
const ADMIN = newAdmin('e2e_admin');
const tag = randomBytes(4).toString('hex');
const names = {
  category: `Cat ${tag}`,
  trainer: `Trainer ${tag}`,
  class: `Class ${tag}`,
  plan: `Plan ${tag}`,
};
/** A 1x1 PNG. */
/** An uncompressed 24-bit BMP of random pixels: larger than the catalogue accepts as it is (640 x 480: 900 KB). */
function noiseBmp(width, height) {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(row * height, 34);
  for (let i = 54; i < file.length; i += 1) file[i] = Math.floor(Math.random() * 256);
  return file;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);

let page;

const checkScreen = (name) => checkPage(page, name);

/** yyyy-MM-dd of a UTC calendar date. */
const ymd = (date) => date.toISOString().slice(0, 10);

/**
 * The US switch to daylight saving is the second Sunday of March; next year's is always in the future. Returns the
 * Friday and Saturday before it (Pacific standard time, UTC-8) and the Monday after it (UTC-7).
 */
function datesAroundDstStart() {
  const year = new Date().getUTCFullYear() + 1;
  const firstOfMarch = new Date(Date.UTC(year, 2, 1));
  const firstSunday = 1 + ((7 - firstOfMarch.getUTCDay()) % 7);
  const switchDay = new Date(Date.UTC(year, 2, firstSunday + 7));
  const shift = (days) => new Date(switchDay.getTime() + days * 86_400_000);
  return { year, before: [shift(-2), shift(-1)], after: shift(1) };
}

/** 'Friday, March 12, 2027', as the calendar names its day buttons. */
function dayName(date) {
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The UTC instant of 6:30 PM on the studio date, given the Pacific offset in hours on that date. */
function sixThirtyPmUtc(date, offsetHours) {
  return new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 18 + offsetHours, 30),
  ).toISOString();
}

async function openTab(name) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

function dialog(title) {
  return page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

/**
 * Picks an option of an Ant Design select by typing it (the lists are virtual: only visible options exist). The
 * option is matched by its whole title: the previous select's list may still be closing, and its active option
 * ('Class 61b5…') can contain the text typed here ('6').
 */
async function choose(scope, label, option) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(option);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active')
    .and(page.getByTitle(option, { exact: true }))
    .waitFor();
  await box.press('Enter');
  await scope
    .locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) })
    .getByTitle(option, { exact: true })
    .waitFor();
}

async function toast(text) {
  await page.locator('.toaster').getByText(text, { exact: true }).waitFor();
}

async function search(label, text) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

const suite = appSuite({ admin: ADMIN });

afterEach(async (t) => {
  if (!t.passed) await reportFailure(page, t.name);
});

describe('admin catalogue', () => {
  test('a member who opens /admin is sent to the home page', { timeout: TIMEOUT }, async () => {
    page = await suite.phonePage();
    await signUp(page, newMember('member', 'Morgan', 'Member'));

    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname !== '/admin');
    assert.ok(['/', '/dashboard'].includes(new URL(page.url()).pathname), `ended at ${page.url()}`);
    assert.equal(await page.getByRole('heading', { name: 'Admin Dashboard' }).count(), 0);
    await page.context().close();
  });

  test('the admin signs in and opens the dashboard', { timeout: TIMEOUT }, async () => {
    page = await suite.phonePage();
    await openAdminDashboard(page, ADMIN);
    await page.getByRole('tab', { name: 'Classes', selected: true }).waitFor();
  });

  test('creates a category', { timeout: TIMEOUT }, async () => {
    await openTab('Categories');
    await page.getByRole('button', { name: 'Add New Category' }).click();
    const form = dialog('Add New Category');
    await form.getByRole('button', { name: 'Create Category' }).click();
    await form.getByText('Name must be at least 2 characters').waitFor();
    await form.getByLabel('Name').fill(names.category);
    await form.getByLabel('Description').fill('Made by the end-to-end test');
    await form.getByRole('button', { name: 'Create Category' }).click();
    await toast('Category created successfully');
    await search('Search categories', names.category);
    await page.getByRole('table', { name: 'Categories' }).getByText(names.category).waitFor();
    await checkScreen('admin-categories');
  });

  test(
    'creates a trainer, once however quickly Create Trainer is clicked twice',
    { timeout: TIMEOUT },
    async () => {
      await openTab('Trainers');
      await page.getByRole('button', { name: 'Add New Trainer' }).click();
      const form = dialog('Add New Trainer');
      await form.getByLabel('Name').fill(names.trainer);
      await form.getByLabel('Specialization').fill('Mobility');
      let creates = 0;
      const countCreates = (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/trainers')
          creates += 1;
      };
      page.on('request', countCreates);
      await form.getByRole('button', { name: 'Create Trainer' }).dblclick();
      await toast('Trainer created successfully');
      page.off('request', countCreates);
      assert.equal(creates, 1);
      await search('Search trainers', names.trainer);
      await page.getByRole('table', { name: 'Trainers' }).getByText(names.trainer).waitFor();
      await checkScreen('admin-trainers');
    },
  );

  test('creates a class with an uploaded image', { timeout: TIMEOUT }, async () => {
    await openTab('Classes');
    await page.getByRole('button', { name: 'Add New Class' }).click();
    const form = dialog('Add New Class');
    await form.getByLabel('Class Name').fill(names.class);
    await form.getByLabel('Description').fill('An evening class across the clock change');
    await choose(form, 'Trainer', names.trainer);
    await choose(form, 'Category', names.category);
    await form.getByLabel('Price ($)').fill('25');
    const folder = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
    // A photo larger than the catalogue takes is drawn again as a JPEG that fits, not refused.
    const photo = join(folder, 'large.bmp');
    writeFileSync(photo, noiseBmp(640, 480));
    await form.getByLabel('Class Image').setInputFiles(photo);
    const preview = form.getByRole('img', { name: 'Preview of the class image' });
    await preview.waitFor();
    const redrawn = (await preview.getAttribute('src')) ?? '';
    assert.match(redrawn, /^data:image\/jpeg;base64,/);
    assert.ok(redrawn.length <= 700 * 1024, `the redrawn picture is ${redrawn.length} characters`);
    // So is an SVG over the size the catalogue keeps as it is (the browser decodes it only as a picture).
    const svg = join(folder, 'large.svg');
    const dots = Array.from(
      { length: 12_000 },
      (_, i) =>
        `<circle cx="${(i * 37) % 800}" cy="${(i * 53) % 600}" r="${1 + (i % 9)}" fill="#${(i * 2654435761).toString(16).slice(-6).padStart(6, '0')}"/>`,
    ).join('');
    writeFileSync(svg, `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">${dots}</svg>`);
    await form.getByLabel('Class Image').setInputFiles(svg);
    await page.waitForFunction((before) => {
      const src = document.querySelector('img[alt="Preview of the class image"]')?.getAttribute('src');
      return src !== before && src?.startsWith('data:image/jpeg;base64,');
    }, redrawn);
    const png = join(folder, 'tiny.png');
    writeFileSync(png, PNG);
    await form.getByLabel('Class Image').setInputFiles(png);
    await page.waitForFunction(
      () =>
        document
          .querySelector('img[alt="Preview of the class image"]')
          ?.getAttribute('src')
          ?.startsWith('data:image/png;base64,') ?? false,
    );
    await checkScreen('admin-class-dialog');
    // Tab from the dialog's last button stays in the dialog (the page ends there, so the browser would take it).
    const create = form.getByRole('button', { name: 'Create Class' });
    await create.focus();
    await page.keyboard.press('Tab');
    assert.equal(
      await form.getByRole('button', { name: 'Close' }).evaluate((b) => b === document.activeElement),
      true,
    );
    await page.keyboard.press('Shift+Tab');
    assert.equal(await create.evaluate((b) => b === document.activeElement), true);
    await create.click();
    await toast('Class created successfully');

    await search('Search classes', names.class);
    const row = page
      .getByRole('table', { name: 'Classes' })
      .getByRole('row')
      .filter({ hasText: names.class });
    await row.getByText('$25.00').waitFor();
    await row.getByText(names.category).waitFor();
    const classes = await (await page.request.get('/api/classes')).json();
    const created = classes.find((c) => c.name === names.class);
    assert.match(created.imageData, /^data:image\/png;base64,/);
    await checkScreen('admin-classes');
  });

  test(
    'schedules the class at 6:30 PM Pacific on three dates across the March clock change',
    { timeout: TIMEOUT },
    async () => {
      const { year, before: standard, after: daylight } = datesAroundDstStart();
      await openTab('Schedules');
      while (!(await page.getByText(`March ${year}`, { exact: true }).isVisible())) {
        await page.getByRole('button', { name: 'Next month' }).click();
      }
      for (const date of [...standard, daylight]) {
        await page.getByRole('button', { name: dayName(date), exact: true }).click();
      }
      await page.getByRole('button', { name: 'Clear Selection (3)' }).waitFor();
      await page.getByRole('list', { name: 'Selected dates' }).getByRole('listitem').nth(2).waitFor();
      await checkScreen('admin-schedules-selection');

      await page.getByRole('button', { name: 'Add New Schedule' }).click();
      const form = dialog('Add New Schedule');
      await choose(form, 'Class', names.class);
      await choose(form, 'Start Hour', '6');
      await choose(form, 'Start Minute', '30');
      await choose(form, 'AM/PM', 'PM');
      await form.getByRole('button', { name: 'Save Schedules' }).click();
      await toast('Created 3 schedule(s)');

      const expected = [
        [standard[0], sixThirtyPmUtc(standard[0], 8)],
        [standard[1], sixThirtyPmUtc(standard[1], 8)],
        [daylight, sixThirtyPmUtc(daylight, 7)],
      ];
      for (const [date, startTime] of expected) {
        const response = await page.request.get(`/api/admin/schedules?date=${ymd(date)}`);
        assert.equal(response.status(), 200);
        const mine = (await response.json()).filter((s) => s.class.name === names.class);
        assert.deepEqual(
          mine.map((s) => s.startTime),
          [startTime],
          `the schedule on ${ymd(date)} starts at ${startTime}`,
        );
      }
      assert.match(expected[0][1], /T02:30:00\.000Z$/);
      assert.match(expected[2][1], /T01:30:00\.000Z$/);

      const table = page.getByRole('table', { name: `Schedules for ${dayName(daylight)}` });
      const row = table.getByRole('row').filter({ hasText: names.class });
      await row.getByText('6:30 PM - 7:30 PM').waitFor();
      await row.getByRole('button', { name: /^Edit / }).click();
      const edit = dialog('Edit Schedule');
      await edit.getByText(`${ymd(new Date(expected[2][1]))} 01:30 UTC`, { exact: false }).waitFor();
      await checkScreen('admin-schedule-edit');
      await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
      await edit.waitFor({ state: 'hidden' });

      await row.getByRole('button', { name: /^Cancel / }).click();
      const confirm = dialog('Cancel Schedule');
      await confirm.getByRole('button', { name: 'Cancel Schedule' }).click();
      await toast('Schedule cancelled successfully');
      await row.getByText('Cancelled', { exact: true }).waitFor();
      assert.equal(await row.getByRole('button', { name: /^Edit / }).count(), 0);
      const after = await (await page.request.get(`/api/admin/schedules?date=${ymd(daylight)}`)).json();
      assert.equal(after.find((s) => s.class.name === names.class).isCancelled, true);
      await checkScreen('admin-schedules');
    },
  );

  test('creates a membership plan', { timeout: TIMEOUT }, async () => {
    await openTab('Memberships');
    await page.getByRole('button', { name: 'Add New Plan' }).click();
    const form = dialog('Create Membership Plan');
    await form.getByLabel('Plan Name').fill(names.plan);
    await form.getByLabel('Description').fill('Made by the end-to-end test');
    await form.getByLabel('Price ($)').fill('49.99');
    await form.getByLabel('Features').fill('not a list');
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await form.getByText('Features must be a valid JSON array of strings').waitFor();
    await form.getByLabel('Features').fill('["8 classes", "Sauna", "Towel", "Guest pass"]');
    await form.getByLabel('Class Credits').fill('8');
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await toast('Plan Created');

    await search('Search membership plans', names.plan);
    const row = page
      .getByRole('table', { name: 'Membership plans' })
      .getByRole('row')
      .filter({ hasText: names.plan });
    await row.getByText('$49.99').waitFor();
    await row.getByText('+1 more').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await checkScreen('admin-memberships');
  });
});
