// The life of one browser suite: the app started the README's way and a Chromium, both ended after its tests.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { startApp } from './app-server.mjs';
import { PHONE, launchBrowser } from './browser.mjs';

/**
 * Starts the app (with the extra `env`, and the bootstrap `admin` account of `newAdmin` when given) and a browser
 * before the file's tests, then runs `setUp` (a file-level `before` of its own would run alongside, not after),
 * and ends both after them. Its `app` and `browser` are there once the `before` hook has run.
 */
export function appSuite({ env = {}, admin, setUp } = {}) {
  /** What the browser refused under the app's content security policy: a screen that needs it is broken there. */
  const policyViolations = [];
  const suite = {
    app: undefined,
    browser: undefined,
    /**
     * A page in a context of its own at phone size (unless `viewport` says otherwise), 20 s per step, whose
     * content security policy violations fail the file.
     */
    async phonePage(contextOptions = {}) {
      const context = await suite.browser.newContext({
        baseURL: suite.app.baseURL,
        viewport: PHONE,
        ...contextOptions,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy'))
          policyViolations.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
  };
  before(
    async () => {
      const adminEnv = admin
        ? { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, ADMIN_EMAIL: admin.email }
        : {};
      suite.app = await startApp({ env: { ...env, ...adminEnv } });
      suite.browser = await launchBrowser();
      await setUp?.();
    },
    { timeout: 300_000 },
  );
  after(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
    assert.deepEqual(policyViolations, [], 'the content security policy refused what a screen needs');
  });
  return suite;
}
