#!/usr/bin/env node
// The long fuzz run (issue 18): the property-based fuzz spec of the gateway (gateway/test/fuzz/) with many more
// cases per phase than `npm test` runs, and a new seed each time unless one is given, so that every run explores
// new inputs. A failure prints the seed and the path that reproduce it.
//
//   npm run fuzz                         # 3000 cases per phase, random seed
//   npm run fuzz -- --runs 10000 --seed 42
//
// Needs PostgreSQL and Redis on 127.0.0.1 as the tests do; the run's databases are removed afterwards.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { root } = require('./apps');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} needs a whole number`);
    process.exit(2);
  }
  return value;
}

const runs = option('runs', 3000);
const seed = option('seed', Math.floor(Math.random() * 2 ** 31));
console.log(`fuzz: ${runs} cases per phase, seed ${seed} (rerun with --seed ${seed})`);

const result = spawnSync('npx', ['jest', '--runInBand', 'test/fuzz/'], {
  cwd: path.join(root, 'gateway'),
  env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed), FORCE_COLOR: '0' },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
