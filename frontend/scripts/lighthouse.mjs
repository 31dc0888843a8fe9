// Lighthouse performance figures of the public pages, the way a phone sees them: Lighthouse's default mobile
// settings (Moto G Power sized screen, simulated slow 4G and 4x CPU throttling) in Debian's Chromium.
//
// Lighthouse 12.8.2 is a root devDependency because Lighthouse 13 needs Node >= 22.19 and this project runs on
// Node 20; 12.8 needs Node >= 18.16. It drives the Chromium at CHROMIUM_PATH (default /usr/bin/chromium) and never
// downloads a browser of its own.
//
//   node frontend/scripts/lighthouse.mjs [--url http://localhost:3000] [--runs 3] [/ /classes]
//
// Without --url it starts the app the README's way (npm start on a free PORT with its own DATA_DIR, as the browser
// tests do) and stops it afterwards. Each page is measured `runs` times; the median run (by Lighthouse's own rule)
// is reported. `npm run bench` imports runLighthouse().
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { pathToFileURL } from 'node:url';

export const DEFAULT_PATHS = ['/', '/classes'];
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * @typedef {object} LighthouseFigures
 * @property {string} path
 * @property {number} performance score 0-100
 * @property {number} fcpMs First Contentful Paint
 * @property {number} lcpMs Largest Contentful Paint
 * @property {number} tbtMs Total Blocking Time
 * @property {number} cls Cumulative Layout Shift
 * @property {number} speedIndexMs
 * @property {number} scriptBytes JavaScript transferred (compressed as sent)
 * @property {number} totalBytes everything transferred
 * @property {string} lcpElement what Lighthouse found to be the largest contentful paint
 */

/** @returns {LighthouseFigures} */
function figures(path, lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) => summary.find((row) => row.resourceType === type)?.transferSize ?? 0;
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpItems.flatMap((item) => item.items ?? [item]).find((row) => row.node)?.node;
  return {
    path,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(audit('speed-index')),
    scriptBytes: bytesOf('script'),
    totalBytes: bytesOf('total'),
    lcpElement: lcpNode?.snippet ?? '',
  };
}

/**
 * One Lighthouse run of a page. A run whose trace Lighthouse itself could not record ("Please run Lighthouse
 * again", e.g. NO_NAVSTART) is run again once; a second failure is reported.
 */
async function measuredOnce(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 2) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
}

/**
 * Runs Lighthouse (performance only, mobile, simulated throttling) against a running app.
 * @param {{ baseUrl: string, paths?: string[], runs?: number }} options
 * @returns {Promise<LighthouseFigures[]>} one entry per path, from its median run
 */
export async function runLighthouse({ baseUrl, paths = DEFAULT_PATHS, runs = 3 }) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const results = [];
    for (const path of paths) {
      const url = new URL(path, baseUrl).href;
      const lhrs = [];
      for (let i = 0; i < runs; i++) lhrs.push(await measuredOnce(url, chrome.port));
      results.push(figures(path, computeMedianRun(lhrs)));
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** One printable line per page. */
export function formatFigures(row) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `${row.path.padEnd(10)} performance ${String(row.performance).padStart(3)}`,
    `FCP ${(row.fcpMs / 1000).toFixed(2)} s`,
    `LCP ${(row.lcpMs / 1000).toFixed(2)} s`,
    `TBT ${row.tbtMs} ms`,
    `CLS ${row.cls}`,
    `SI ${(row.speedIndexMs / 1000).toFixed(2)} s`,
    `JS ${kb(row.scriptBytes)}`,
    `total ${kb(row.totalBytes)}`,
  ].join('  ');
}

function parseArgs(argv) {
  const options = { baseUrl: undefined, runs: 3, paths: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--url') options.baseUrl = argv[++i];
    else if (arg === '--runs') options.runs = Number.parseInt(argv[++i], 10);
    else if (arg.startsWith('/')) options.paths.push(arg);
    else throw new Error(`Unknown argument ${arg}; usage: lighthouse.mjs [--url URL] [--runs N] [/path ...]`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1)
    throw new Error('--runs must be a whole number >= 1');
  if (options.paths.length === 0) options.paths = DEFAULT_PATHS;
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  let app;
  if (!options.baseUrl) {
    const { startApp } = await import('../e2e/support/app-server.mjs');
    console.log('Starting the app (npm start, own PORT and DATA_DIR)...');
    app = await startApp();
    options.baseUrl = app.baseURL;
  }
  try {
    console.log(
      `Lighthouse ${options.runs}x per page (mobile, simulated throttling) at ${options.baseUrl}\n`,
    );
    const rows = await runLighthouse(options);
    for (const row of rows) {
      console.log(formatFigures(row));
      if (row.lcpElement) console.log(`${''.padEnd(10)} LCP element: ${row.lcpElement}`);
    }
  } finally {
    await app?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
