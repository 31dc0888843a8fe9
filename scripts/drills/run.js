#!/usr/bin/env node
// npm run drills [-- <name> ...]: reliability drills on the distributed mode (issue 18). Each app runs in its own
// OS process on real PostgreSQL, Kafka and Redis; each drill strikes a fault during traffic (kill -9 a service,
// restart the broker, terminate the database connections, stop Redis, run every service twice) and then counts
// what was lost or duplicated in the services' own databases. One line per drill; the exit code is 1 when any
// drill lost, duplicated, oversold or double-charged anything, or answered an unclear 5xx.
//
// The run has a Redis and a Kafka broker of its own (on free ports, so the machine's shared ones are never
// touched) and databases named drills<id>_<service> on the PostgreSQL server at 127.0.0.1:5432, dropped at
// the end; logs stay in the work directory when a drill fails.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildAll } = require('../build-if-needed');
const { answers } = require('../test-infra');
const { PG_SERVER, DrillRedis, DrillKafka, dropDatabases, pgQuery } = require('./infra');
const { Cluster } = require('./cluster');
const { drills } = require('./drills');
const seed = require('../bench/seed');
const { registerMembers, upcomingSchedules } = require('./traffic');

const runId = `drills${Date.now().toString(36)}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-drills-'));
const FIGURES = [
  'sent',
  'acknowledged',
  'found',
  'lost',
  'duplicated',
  'oversold',
  'doubleCharged',
  'errors',
];
const LABELS = { doubleCharged: 'double-charged', errors: 'unclear 5xx' };
const redis = new DrillRedis(workDir);
const kafka = new DrillKafka(workDir);
let cluster;
let cleaning;

function format(name, line) {
  const figures = FIGURES.map((f) => `${LABELS[f] ?? f} ${line[f] ?? 0}`).join(', ');
  const notes = line.notes.filter(Boolean);
  return `${name.padEnd(14)} ${figures}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

function failed(line) {
  return line.lost + line.duplicated + line.oversold + line.doubleCharged + (line.errors ?? 0) > 0;
}

/** The bench's year of schedules, written into the catalog's database before the drills book them. */
async function seedSchedules() {
  const step = seed.steps.find((s) => s.service === 'catalog');
  const database = `${runId}_catalog`;
  await step.run((text, params) => pgQuery(database, text, params));
}

async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !drills[n]);
  if (unknown.length)
    throw new Error(`no drill named ${unknown.join(', ')}; drills: ${Object.keys(drills).join(', ')}`);
  if (process.env.SKIP_BUILD !== '1') buildAll();
  if (!(await answers(5432))) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432');

  let ok = false;
  try {
    await redis.start();
    await kafka.start();
    cluster = new Cluster({
      runId,
      workDir,
      databaseUrl: `${PG_SERVER}/${runId}`,
      redisUrl: redis.url,
      kafkaBrokers: kafka.brokers,
    });
    console.log(`drills ${runId}: Redis on ${redis.port}, Kafka on ${kafka.port}, logs in ${workDir}`);
    const started = Date.now();
    await cluster.start();
    console.log(`seven processes healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await seedSchedules();

    const schedules = await upcomingSchedules(cluster.base);
    let taken = 0;
    const ctx = {
      runId,
      cluster,
      redis,
      kafka,
      base: cluster.base,
      tag: (name) => `d${runId.slice(-5)}_${name.replace(/-/g, '')}`.slice(0, 30),
      takeSchedules: (n) => schedules.slice(taken, (taken += n)),
      probeMember: (await registerMembers(cluster.base, `d${runId.slice(-5)}_probe`, 1))[0],
    };
    let anyFailed = false;
    for (const name of names.length ? names : Object.keys(drills)) {
      const line = await drills[name](ctx).catch((error) => ({
        sent: 0,
        lost: 1,
        duplicated: 0,
        oversold: 0,
        doubleCharged: 0,
        notes: [`the drill broke off: ${error.message}`],
      }));
      console.log(format(name, line));
      anyFailed ||= failed(line);
    }
    ok = !anyFailed;
  } finally {
    await cleanup(ok);
  }
  process.exitCode = ok ? 0 : 1;
}

/** Stops what the run started and drops its databases, once, also when the run is interrupted. */
function cleanup(ok) {
  cleaning ??= (async () => {
    await cluster?.stopAll();
    await kafka.stop();
    await redis.stop();
    await dropDatabases(runId).catch((error) =>
      console.warn(`dropping the run's databases: ${error.message}`),
    );
    if (ok) fs.rmSync(workDir, { recursive: true, force: true });
    else console.log(`logs kept in ${workDir}`);
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup(false).finally(() => process.exit(130));
  });
}

main().catch((error) => {
  console.error(`drills failed: ${error.stack}`);
  process.exitCode = 1;
});
