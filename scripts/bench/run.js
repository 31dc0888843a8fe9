#!/usr/bin/env node
// npm run bench: the read path and bookings under load, in distributed mode (real PostgreSQL, Kafka, Redis) and
// in embedded mode, side by side with a bare Node server and pgbench in the same run; then the embedded start-up
// and memory, the home page's JavaScript and its Lighthouse figures. Writes the table into docs/BENCHMARKS.md.
//
//   npm run bench [-- --seconds 3] [--connections 50] [--modes distributed,embedded] [--no-lighthouse]
//                 [--lighthouse-runs 3] [--profile gateway,catalog,embedded] [--no-write] [--no-reads]
//
// --no-reads skips the read figures (each mode then measures bookings only) and writes nothing;
// --keep-logs leaves the apps' logs in the run's folder (printed at the end), as a failed run always does.
//
// Every run works on databases, topics, queues and session keys of its own (named bench<id>), on free ports, and
// removes them afterwards, so it never meets a running app or a test run.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { spawnSync } = require('node:child_process');
const { pathToFileURL } = require('node:url');
const { root, services } = require('../apps');
const { buildAll } = require('../build-if-needed');
const { ensureInfrastructure, cleanupRun } = require('../test-infra');
const { measure } = require('./load');
const { benchBookings, countFaults, sql } = require('./booking');
const { freePort, startNode, waitForOk, stop, rss, childrenOf } = require('./processes');
const scenarios = require('./scenarios');
const seed = require('./seed');
const { summarise } = require('./top-frames');
const report = require('./report');

const options = parseOptions(process.argv.slice(2));
const LIGHTHOUSE_SETTLE_MS = 10_000;
const runId = `bench${Date.now().toString(36)}`;
/** The machine's PostgreSQL server: distributed mode's databases and pgbench's in both modes. */
const SERVER_URL = 'postgres://postgres@127.0.0.1:5432';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
const running = new Set();
let cleaning;

async function main() {
  if (process.env.SKIP_BUILD !== '1') buildAll();
  await ensureInfrastructure();
  const run = {
    command: ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(
      ' ',
    ),
    date: new Date(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim(),
    machine: machine(),
    connections: options.connections,
    seconds: options.seconds,
    modes: {},
  };
  console.log(
    `bench ${runId}: ${options.connections} connections, ${options.seconds} s per figure; ` +
      `load average before the run ${run.machine.loadAverage}`,
  );
  const baseline = await startBaseline();
  if (options.modes.includes('distributed')) run.modes.distributed = await benchDistributed(baseline);
  if (options.modes.includes('embedded')) run.modes.embedded = await benchEmbedded(baseline);
  run.homeJs = homeJavaScript();
  if (run.homeJs)
    console.log(
      `home page JavaScript: ${report.kb(run.homeJs.gzip)} gzip (${report.kb(run.homeJs.raw)} raw)`,
    );
  if (options.write) {
    report.write(path.join(root, 'docs', 'BENCHMARKS.md'), run);
    console.log('\nwritten to docs/BENCHMARKS.md');
  }
}

/** The bare server, in a process of its own like the apps. */
async function startBaseline() {
  const log = path.join(workDir, 'baseline.log');
  const child = track(startNode(path.join(__dirname, 'baseline.js'), { cwd: root, env: process.env, log }));
  const port = await waitFor(() => /listening (\d+)/.exec(fs.readFileSync(log, 'utf8'))?.[1], child);
  return `http://127.0.0.1:${port}/`;
}

async function benchDistributed(baselineUrl) {
  console.log('\n== distributed mode: gateway and six services, PostgreSQL, Kafka, Redis ==');
  const port = await freePort();
  const env = {
    ...(await commonEnv(port, path.join(workDir, 'distributed-data'))),
    DATABASE_URL: `${SERVER_URL}/${runId}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    KAFKA_BROKERS: '127.0.0.1:9092',
    KAFKA_TOPIC_PREFIX: `${runId}.`,
  };
  const started = Date.now();
  const child = track(
    startNode(path.join(root, 'scripts', 'start-distributed.js'), {
      cwd: root,
      env,
      log: path.join(workDir, 'distributed.log'),
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${base}/api/health`, { child });
    console.log(
      `healthy after ${((Date.now() - started) / 1000).toFixed(1)} s (first start: migrations, demo seed)`,
    );
    await seedAll(async (service) => {
      const { Client } = require('pg');
      const client = new Client({ connectionString: `${env.DATABASE_URL}_${service}` });
      await client.connect();
      return {
        query: async (sql, params) => (await client.query(sql, params)).rows,
        close: () => client.end(),
      };
    });
    const apps = () => childrenOf(child.pid);
    const figures = options.reads ? await measureAll('distributed', base, baselineUrl, apps) : [];
    const memory = apps().reduce((sum, app) => sum + rss(app.pid), 0);
    console.log(`resident memory of the seven processes after the load: ${report.mb(memory)}`);
    const bookings = await benchBookings({
      base,
      serverUrl: SERVER_URL,
      runId,
      seconds: options.seconds,
      profile: () => profileSignal(apps),
    })
      .then(async (load) => ({
        ...load,
        ...(await countFaults((service, text) => sql(`${env.DATABASE_URL}_${service}`, text))),
      }))
      .catch((error) => ({ error: error.message }));
    console.log(report.bookingLine('distributed', bookings));
    return { figures, memoryAfterLoad: memory, bookings };
  } finally {
    await stopTracked(child);
  }
}

async function benchEmbedded(baselineUrl) {
  console.log('\n== embedded mode: one process, PGlite, in-process bus, jobs and sessions ==');
  const port = await freePort();
  const dataDir = path.join(workDir, 'embedded-data');
  const env = await commonEnv(port, dataDir);
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS', 'KAFKA_TOPIC_PREFIX']) delete env[name];
  const base = `http://127.0.0.1:${port}`;
  const start = () =>
    track(
      startNode(path.join(root, 'scripts', 'start.js'), {
        cwd: root,
        env,
        log: path.join(workDir, 'embedded.log'),
      }),
    );

  let child = start();
  const firstStartMs = await waitForOk(`${base}/api/health`, { child });
  console.log(
    `first start (empty DATA_DIR: migrations, demo seed) healthy after ${(firstStartMs / 1000).toFixed(1)} s`,
  );
  await stopTracked(child);
  await seedAll(pgliteOf(dataDir));

  child = start();
  let bookings;
  try {
    const coldStartMs = await waitForOk(`${base}/api/health`, { child });
    const memoryAfterStart = rss(child.pid);
    console.log(
      `cold start (seeded DATA_DIR) healthy after ${(coldStartMs / 1000).toFixed(1)} s; ` +
        `resident memory ${report.mb(memoryAfterStart)}`,
    );
    const figures = options.reads
      ? await measureAll('embedded', base, baselineUrl, () => [
          { pid: child.pid, script: path.join(root, 'scripts', 'start.js') },
        ])
      : [];
    const memoryAfterLoad = rss(child.pid);
    console.log(`resident memory after the load: ${report.mb(memoryAfterLoad)}`);
    // pgbench needs a server: the machine's PostgreSQL, as in distributed mode.
    bookings = await benchBookings({
      base,
      serverUrl: SERVER_URL,
      runId,
      seconds: options.seconds,
      profile: () =>
        profileSignal(() => [{ pid: child.pid, script: path.join(root, 'scripts', 'start.js') }]),
    }).catch((error) => ({ error: error.message }));
    // The page is measured as a phone meets it, not in the seconds the app spends catching up on the load (its
    // collector and background jobs, which showed in Lighthouse's blocking time).
    if (options.lighthouse) await new Promise((resolve) => setTimeout(resolve, LIGHTHOUSE_SETTLE_MS));
    const lighthouse = options.lighthouse ? await lighthouseFigures(base) : undefined;
    await stopTracked(child);
    if (!bookings.error) {
      // PGlite's files open once the app has let go of them.
      const open = pgliteOf(dataDir);
      const query = async (service, text) => {
        const db = await open(service);
        try {
          return await db.query(text);
        } finally {
          await db.close();
        }
      };
      Object.assign(bookings, await countFaults(query).catch((error) => ({ error: error.message })));
    }
    console.log(report.bookingLine('embedded', bookings));
    return { figures, firstStartMs, coldStartMs, memoryAfterStart, memoryAfterLoad, lighthouse, bookings };
  } finally {
    await stopTracked(child);
  }
}

/** Opens a service's PGlite database of the embedded app (which must not be running). */
function pgliteOf(dataDir) {
  return async (service) => {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(dataDir, service));
    return { query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
  };
}

/** Settings both modes share: free ports for everything, the run's own prefixes, production behaviour. */
async function commonEnv(port, dataDir) {
  const env = {
    ...process.env,
    SKIP_BUILD: '1',
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    INTERNAL_SECRET: randomBytes(32).toString('base64url'),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    GATEWAY_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    QUEUE_PREFIX: runId,
  };
  for (const name of services) {
    const servicePort = await freePort();
    env[`${name.toUpperCase()}_PORT`] = String(servicePort);
    env[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${servicePort}`;
  }
  if (options.profile.length > 0) {
    env.NODE_OPTIONS =
      `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(__dirname, 'cpu-profile.js')}`.trim();
    env.BENCH_PROFILE_APPS = options.profile.join(',');
    env.BENCH_PROFILE_DIR = options.profileDir;
  }
  return env;
}

async function seedAll(open) {
  const ctx = {};
  for (const step of seed.steps) {
    const db = await open(step.service);
    try {
      const started = Date.now();
      const what = await step.run(db.query, ctx);
      console.log(`seeded ${step.service}: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } finally {
      await db.close();
    }
  }
}

/** The bare server first, then every scenario, each line printed as it is measured. */
async function measureAll(mode, base, baselineUrl, apps) {
  const load = {
    connections: options.connections,
    seconds: options.seconds,
    warmupSeconds: options.warmupSeconds,
  };
  const baseline = await measure(baselineUrl, load);
  const figures = [{ name: 'bare Node server, fixed 20-item JSON', kind: 'baseline', ...baseline }];
  console.log(report.line(mode, figures[0], baseline.rps));
  // Required here, not at the top: the run builds libs/contracts first.
  const ctx = { today: require('@studio/contracts').studioDateOf(new Date()) };
  const cookie = await signIn(base);
  for (const scenario of scenarios) {
    const url = base + (typeof scenario.path === 'function' ? scenario.path(ctx) : scenario.path);
    // As a browser asks: compressed answers when the gateway offers them, and the member's session cookie.
    const headers = { 'accept-encoding': 'gzip, deflate, br', ...(scenario.signedIn ? { cookie } : {}) };
    await profileSignal(apps);
    const figure = {
      name: scenario.name,
      kind: scenario.kind,
      ...(await measure(url, { ...load, headers })),
    };
    await profileSignal(apps);
    figures.push(figure);
    console.log(report.line(mode, figure, baseline.rps));
  }
  return figures;
}

/** Starts or stops the CPU profiler in the profiled apps (see cpu-profile.js); the others never get the signal. */
async function profileSignal(apps) {
  if (options.profile.length === 0) return;
  const scripts = options.profile.map((name) =>
    name === 'embedded'
      ? 'scripts/start.js'
      : name === 'gateway'
        ? 'gateway/dist/main.js'
        : `services/${name}/dist/main.js`,
  );
  for (const app of apps())
    if (scripts.some((s) => app.script.endsWith(s))) process.kill(app.pid, 'SIGWINCH');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function signIn(base) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(seed.signedInMember),
  });
  if (!res.ok) throw new Error(`signing in as ${seed.signedInMember.username} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function lighthouseFigures(base) {
  const script = path.join(root, 'frontend', 'scripts', 'lighthouse.mjs');
  if (!fs.existsSync(script)) {
    console.log('Lighthouse: frontend/scripts/lighthouse.mjs is not there; skipped');
    return undefined;
  }
  try {
    const { runLighthouse } = await import(pathToFileURL(script).href);
    const figures = await runLighthouse({ baseUrl: base, runs: options.lighthouseRuns });
    for (const f of figures) console.log(report.lighthouseLine(f));
    return figures;
  } catch (error) {
    console.log(`Lighthouse failed: ${error.message}`);
    return { error: error.message };
  }
}

/** The gzip size of the JavaScript the home page loads, as frontend/scripts/build-size.mjs counts it. */
function homeJavaScript() {
  const result = spawnSync(process.execPath, [path.join(root, 'frontend', 'scripts', 'build-size.mjs')], {
    cwd: path.join(root, 'frontend'),
    encoding: 'utf8',
  });
  const total = /total\s+([\d.]+) kB\s+gzip\s+([\d.]+) kB/.exec(result.stdout ?? '');
  if (!total) {
    console.log(
      `home page JavaScript: not measured (${(result.stderr || result.stdout || '').trim().split('\n')[0]})`,
    );
    return undefined;
  }
  return { raw: Number(total[1]) * 1024, gzip: Number(total[2]) * 1024 };
}

function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    memory: os.totalmem(),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
}

function parseOptions(args) {
  const value = (name, fallback) => {
    const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i < 0) return fallback;
    return args[i].includes('=') ? args[i].split('=')[1] : args[i + 1];
  };
  const number = (name, env, fallback) => {
    const n = Number(value(name, process.env[env] ?? fallback));
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
    return n;
  };
  const seconds = number('seconds', 'BENCH_SECONDS', 10);
  const profile = args.includes('--profile')
    ? String(value('profile', '') || 'gateway,catalog,embedded')
        .split(',')
        .filter((a) => a && !a.startsWith('--'))
    : [];
  if (args.includes('--profile') && profile.length === 0) profile.push('gateway', 'catalog', 'embedded');
  return {
    seconds,
    warmupSeconds: Math.min(2, seconds / 2),
    connections: number('connections', 'BENCH_CONNECTIONS', 50),
    modes: String(value('modes', process.env.BENCH_MODES ?? 'distributed,embedded')).split(','),
    lighthouse: !args.includes('--no-lighthouse'),
    lighthouseRuns: number('lighthouse-runs', 'BENCH_LIGHTHOUSE_RUNS', 3),
    profile,
    profileDir: path.join(os.tmpdir(), 'studio-bench-profiles'),
    reads: !args.includes('--no-reads'),
    keepLogs: args.includes('--keep-logs'),
    // A profiled run is slowed by the profiler: its figures are for finding the time, not for the table.
    write: !args.includes('--no-write') && !args.includes('--no-reads') && profile.length === 0,
  };
}

function track(child) {
  running.add(child);
  child.exited.then(() => running.delete(child));
  return child;
}

async function stopTracked(child) {
  await stop(child);
  running.delete(child);
}

async function waitFor(read, child, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = read();
    if (value) return value;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the bare server did not start');
}

/** Stops what the run started and removes its databases, topics and keys; the logs stay when it failed. */
function cleanup({ keepLogs = false } = {}) {
  cleaning ??= (async () => {
    await Promise.all([...running].map((child) => stop(child)));
    await cleanupRun(runId).catch((error) => console.warn(`cleanup: ${error.message}`));
    if (!keepLogs) fs.rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaning;
}

function printProfiles() {
  if (options.profile.length === 0 || !fs.existsSync(options.profileDir)) return;
  console.log(`\nCPU profiles in ${options.profileDir}/ (open in Chrome DevTools or speedscope):`);
  for (const file of fs
    .readdirSync(options.profileDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort()) {
    const index = Number(/-(\d+)\.cpuprofile$/.exec(file)?.[1]) - 1;
    const scenario = options.reads ? scenarios[index] : undefined;
    const { functions } = summarise(path.join(options.profileDir, file), 5);
    console.log(`  ${file} (${scenario?.name ?? 'bookings'}):`);
    for (const f of functions) console.log(`    ${f.percent.toFixed(1).padStart(5)} %  ${f.name}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanup().finally(() => process.exit(130)));
}

if (options.profile.length > 0) {
  fs.rmSync(options.profileDir, { recursive: true, force: true });
  fs.mkdirSync(options.profileDir, { recursive: true });
}

main()
  .then(async () => {
    await cleanup({ keepLogs: options.keepLogs });
    if (options.keepLogs) console.log(`app logs: ${workDir}`);
    printProfiles();
  })
  .catch(async (error) => {
    console.error(`bench failed: ${error.stack ?? error.message}`);
    await cleanup({ keepLogs: true });
    console.error(`app logs: ${workDir}`);
    process.exit(1);
  });
