// Prints the gzip size of the JavaScript the home page (/) loads: the entry chunk with its static imports, plus the
// public home route's chunk with its static imports when the home page is split out of the entry. Builds first when
// dist/ is missing (or with --build).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, 'dist');
const manifestPath = resolve(dist, '.vite/manifest.json');
const HOME_ROUTE = 'src/pages/PublicHomePage.tsx';

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

const keys = new Set();
collect('index.html', keys);
collect(HOME_ROUTE, keys);

const rows = [...keys]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(resolve(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const width = Math.max(...rows.map((r) => r.file.length), 10);
const where = manifest[HOME_ROUTE] ? 'entry + home chunk' : 'the home page is part of the entry chunk';
console.log(`JavaScript loaded by the home page (/) (${where}):\n`);
for (const r of rows)
  console.log(`  ${r.file.padEnd(width)}  ${kb(r.raw).padStart(10)}  gzip ${kb(r.gzip).padStart(9)}`);
const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), {
  raw: 0,
  gzip: 0,
});
console.log(
  `\n  ${'total'.padEnd(width)}  ${kb(total.raw).padStart(10)}  gzip ${kb(total.gzip).padStart(9)}`,
);
