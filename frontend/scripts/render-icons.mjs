// Renders the PNG app icons from public/icons/icon.svg with Debian's Chromium (run once when the logo changes).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(resolve(root, 'public/icons/icon.svg'), 'utf8');
const targets = [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['apple-touch-icon.png', 180, 0],
  // Maskable icons keep the artwork inside the central safe zone.
  ['icon-maskable-512.png', 512, 0.1],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [name, size, pad] of targets) {
  await page.setViewportSize({ width: size, height: size });
  const inset = Math.round(size * pad);
  await page.setContent(
    `<html><body style="margin:0;background:#312e81"><div style="padding:${inset}px">${svg.replace(
      '<svg ',
      `<svg width="${size - 2 * inset}" height="${size - 2 * inset}" style="display:block" `,
    )}</div></body></html>`,
  );
  await page.screenshot({ path: resolve(root, 'public/icons', name), omitBackground: false });
  console.log(`wrote public/icons/${name}`);
}
await browser.close();
