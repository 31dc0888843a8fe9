import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const SCREENSHOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../screenshots');
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** WCAG 1.4.10 reflow: content fits 320 CSS px (a 1280 px screen at 400 % zoom) without scrolling sideways. */
export const NARROW = { width: 320, height: 640 };

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** Waits until route chunks, skeletons and spinners are gone. */
export async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.page-loader, [aria-busy="true"], .ant-skeleton'), null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

/**
 * Serious and critical axe-core violations (WCAG 2.2 A/AA rules, target size included). Axe measures colours, so it waits first for
 * every finite animation and transition (a toast or dialog fading in) to end; endless ones (spinners) are left.
 */
export async function seriousViolations(page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** Axe's heading rules, best practice rather than WCAG (so outside seriousViolations), that loading screens broke. */
const HEADING_RULES = ['page-has-heading-one', 'empty-heading', 'heading-order'];

/**
 * Opens `path` with the requests matching `hold` left unanswered until `loading` (a locator of its placeholder)
 * shows, and checks that loading screen: the document `title` when given, no serious or critical axe violation,
 * one h1 and no empty or skipped heading. The held requests then go through.
 */
export async function checkLoadingScreen(page, { path, hold, loading, title, name }) {
  const held = [];
  await page.route(hold, (route) => {
    held.push(route);
  });
  try {
    await page.goto(path);
    await loading.waitFor();
    if (title) assert.equal(await page.title(), title, `the title of ${name} while it loads`);
    const headings = await new AxeBuilder({ page }).withRules(HEADING_RULES).analyze();
    const violations = [
      ...(await seriousViolations(page)),
      ...headings.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ];
    assert.deepEqual(violations, [], `axe-core found violations on ${name} while it loads`);
  } finally {
    await page.unroute(hold);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  }
}

/** True when the page is wider than the viewport (horizontal scrolling). */
export async function overflowsHorizontally(page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** The text spacing a reader may set (WCAG 1.4.12), as its understanding document's bookmarklet sets it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** Whether the screen scrolls sideways on a phone once the reader's text spacing is applied. */
async function overflowsWithTextSpacing(page) {
  await page.setViewportSize(PHONE);
  const style = await page.addStyleTag({ content: TEXT_SPACING });
  await page.waitForTimeout(150);
  const overflows = await overflowsHorizontally(page);
  await style.evaluate((element) => element.remove());
  return overflows;
}

/**
 * Screenshots at 390x844 and 1280x800 into frontend/screenshots/, and checks 320 px, and a phone with wider text
 * spacing, for horizontal overflow.
 */
export async function captureScreen(page, name) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const result = { overflowAtNarrow: false, overflowWithTextSpacing: false };
  await page.setViewportSize(NARROW);
  await page.waitForTimeout(150);
  result.overflowAtNarrow = await overflowsHorizontally(page);
  result.overflowWithTextSpacing = await overflowsWithTextSpacing(page);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await page.screenshot({
      path: resolve(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`),
      fullPage: false,
    });
  }
  if (original) await page.setViewportSize(original);
  return result;
}

/** The classes Ant Design's dialogs, dropdowns and messages carry while they move in or out. */
const MOTION = ['zoom', 'fade', 'move-up', 'slide-up']
  .flatMap((motion) =>
    ['appear', 'enter', 'leave'].flatMap((step) =>
      ['prepare', 'start', 'active'].map((phase) => `.ant-${motion}-${step}-${phase}`),
    ),
  )
  .join(', ');

/**
 * Axe finds no serious or critical violation on the settled screen (after any dialog has finished moving in: axe
 * measures colours), and it does not scroll sideways at 320 px or on a phone with wider text spacing.
 */
export async function checkScreen(page, name) {
  await settle(page);
  await page.waitForFunction((selector) => !document.querySelector(selector), MOTION);
  // A colour in transition (a button just enabled again) is neither its old one nor its new one.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.mouse.move(0, 0);
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `axe-core found serious or critical violations on ${name}`);
  const { overflowAtNarrow, overflowWithTextSpacing } = await captureScreen(page, name);
  assert.equal(overflowAtNarrow, false, `${name} scrolls horizontally at 320 px`);
  assert.equal(
    overflowWithTextSpacing,
    false,
    `${name} scrolls horizontally on a phone with wider text spacing`,
  );
}

/**
 * After a failed test: prints the page's address and its accessibility tree (what role and label look-ups see)
 * and saves a screenshot as `failed-<test>.png`, so that a failure on CI explains itself.
 */
export async function reportFailure(page, testName) {
  if (!page || page.isClosed()) return;
  const file = resolve(SCREENSHOT_DIR, `failed-${testName.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const snapshot = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error) => `(no snapshot: ${error.message})`);
  await page.screenshot({ path: file }).catch(() => undefined);
  console.log(`# failed at ${page.url()}; screenshot ${file}\n# ${snapshot.split('\n').join('\n# ')}`);
}

/** A new member's details with unique names: `{prefix}_{tag}`, full name "{first} {tag} {last}". */
export function newMember(prefix, first = 'Sam', last = 'Member') {
  const tag = randomBytes(4).toString('hex');
  return {
    tag,
    username: `${prefix}_${tag}`,
    password: `pw-${tag}-secret`,
    email: `${prefix}_${tag}@example.com`,
    fullName: `${first} ${tag} ${last}`,
  };
}

/** Registers the member through the auth screen's Sign Up form and waits for the dashboard. */
export async function signUp(page, member) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Full Name').fill(member.fullName);
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  return member;
}

/** An admin account for ADMIN_USERNAME/PASSWORD/EMAIL, which the app creates at start-up. */
export function newAdmin(username) {
  return {
    username,
    password: `${username.replace(/_/g, '-')}-${randomBytes(8).toString('hex')}`,
    email: `${username}@example.com`,
  };
}

/** Fills the open Log In form and submits it. */
export async function logIn(page, account) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** Signs the admin in from the auth screen and opens the admin dashboard. */
export async function openAdminDashboard(page, admin) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Log In' }).click();
  await logIn(page, admin);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}
