// The drill run's own Redis and Kafka broker (never the machine's shared ones), so that a drill may stop, kill
// and restart them; and its own databases on the shared PostgreSQL server, named after the run.
const fs = require('node:fs');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const { Client } = require('pg');
const { root } = require('../apps');
const { answers } = require('../test-infra');
const { freePort } = require('../bench/processes');

const PG_SERVER = 'postgres://postgres@127.0.0.1:5432';

async function waitUntil(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A Redis of the run's own, without persistence like the machine's: when it is killed and started again it
 * comes back empty (no sessions, no queued jobs, no job schedulers).
 */
class DrillRedis {
  constructor(dir) {
    this.dir = dir;
  }

  async start() {
    this.port ??= await freePort();
    const log = fs.openSync(path.join(this.dir, 'redis.log'), 'a');
    const args = [
      '--port',
      this.port,
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      this.dir,
    ];
    this.child = spawn('redis-server', args.map(String), { stdio: ['ignore', log, log] });
    fs.closeSync(log);
    this.child.exited = new Promise((resolve) => this.child.once('exit', resolve));
    await waitUntil(() => answers(this.port), `Redis did not answer on port ${this.port}`);
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async stop(signal = 'SIGTERM') {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill(signal);
    await this.child.exited;
  }
}

/** A single-node Kafka broker of the run's own (scripts/kafka/kafka.sh with its own port and home). */
class DrillKafka {
  constructor(dir) {
    this.home = path.join(dir, 'kafka');
  }

  async start() {
    if (!this.port) {
      // The controller listens on the next port, so both must be free.
      do this.port = await freePort();
      while (await answers(this.port + 1));
      fs.mkdirSync(this.home, { recursive: true });
      const shared = path.join(root, '.kafka', 'libs');
      if (!fs.existsSync(path.join(shared, '.complete'))) this.script('fetch', path.join(root, '.kafka'));
      fs.symlinkSync(shared, path.join(this.home, 'libs'));
    }
    this.script('start');
  }

  get brokers() {
    return `127.0.0.1:${this.port}`;
  }

  script(command, home = this.home) {
    const result = spawnSync('bash', [path.join(root, 'scripts', 'kafka', 'kafka.sh'), command], {
      env: { ...process.env, KAFKA_PORT: String(this.port ?? 9092), KAFKA_HOME_DIR: home },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`kafka.sh ${command} failed: ${result.stderr || result.stdout}`);
  }

  /** Stops the broker and waits until its process has gone (kafka.sh only signals it). */
  async stop() {
    const pidFile = path.join(this.home, 'kafka.pid');
    if (!fs.existsSync(pidFile)) return;
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    this.script('stop');
    try {
      await waitUntil(() => !alive(pid), 'the Kafka broker did not stop', 60_000);
    } catch {
      process.kill(pid, 'SIGKILL');
    }
  }
}

async function pgQuery(database, text, params) {
  const client = new Client({ connectionString: `${PG_SERVER}/${database}` });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Ends every backend connected to the run's own databases (never anyone else's); answers how many. */
async function terminateBackends(runId) {
  const rows = await pgQuery(
    'postgres',
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname like $1 and pid <> pg_backend_pid()`,
    [`${runId}\\_%`],
  );
  return rows.filter((r) => r.ended).length;
}

async function dropDatabases(runId) {
  const rows = await pgQuery('postgres', 'select datname from pg_database where datname like $1', [
    `${runId}\\_%`,
  ]);
  for (const { datname } of rows)
    await pgQuery('postgres', `drop database if exists "${datname}" with (force)`);
}

module.exports = { PG_SERVER, DrillRedis, DrillKafka, pgQuery, terminateBackends, dropDatabases, waitUntil };
