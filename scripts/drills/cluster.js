// The distributed mode as the drills run it: each app its own OS process (as scripts/start-distributed.js
// starts them), but held here one by one, so that a drill can kill -9 one app, start it again, or start a
// second process of every service beside the first.
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { root, services, serviceDir, gatewayDir } = require('../apps');
const { freePort, startNode, waitForOk, stop } = require('../bench/processes');

/** Job and repair intervals short enough that a drill sees them work within seconds. */
const DRILL_TIMINGS = {
  OUTBOX_POLL_MS: '250',
  BOOKING_REPAIR_EVERY_MS: '1000',
  PENDING_BOOKING_TIMEOUT_MS: '10000',
  BILLING_TIMEOUT_MS: '5000',
  RENEWAL_SWEEP_MS: '1000',
  REMINDER_SWEEP_MS: '1000',
};

class Cluster {
  constructor({ runId, workDir, databaseUrl, redisUrl, kafkaBrokers }) {
    this.workDir = workDir;
    this.apps = new Map();
    this.extras = [];
    this.env = {
      ...process.env,
      ...DRILL_TIMINGS,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      INTERNAL_SECRET: randomBytes(32).toString('base64url'),
      GATEWAY_HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      SEED_DEMO: 'true',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      KAFKA_BROKERS: kafkaBrokers,
      KAFKA_TOPIC_PREFIX: `${runId}.`,
      QUEUE_PREFIX: runId,
    };
  }

  get base() {
    return `http://127.0.0.1:${this.env.PORT}`;
  }

  async start() {
    const port = await freePort();
    this.env.PORT = String(port);
    this.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
    for (const name of services) {
      const servicePort = await freePort();
      this.env[`${name.toUpperCase()}_PORT`] = String(servicePort);
      this.env[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${servicePort}`;
    }
    await Promise.all([...services, 'gateway'].map((name) => this.startApp(name)));
  }

  script(name) {
    return path.join(name === 'gateway' ? gatewayDir : serviceDir(name), 'dist', 'main.js');
  }

  healthUrl(name, env = this.env) {
    return name === 'gateway'
      ? `${this.base}/api/health`
      : `http://127.0.0.1:${env[`${name.toUpperCase()}_PORT`]}/health`;
  }

  async startApp(name) {
    if (this.stopping) throw new Error(`the run is stopping: ${name} is not started again`);
    const child = startNode(this.script(name), {
      cwd: root,
      env: this.env,
      log: path.join(this.workDir, `${name}.log`),
    });
    this.apps.set(name, child);
    await waitForOk(this.healthUrl(name), { child, timeoutMs: 240_000, everyMs: 200 });
  }

  /** SIGSTOP: the app stops where it is; what it already sent to others is still handled by them. */
  freeze(name) {
    this.apps.get(name).kill('SIGSTOP');
  }

  /** kill -9: no shutdown hook runs, nothing in flight finishes. */
  async kill(name) {
    const child = this.apps.get(name);
    child.kill('SIGKILL');
    await child.exited;
  }

  /** A second process of every service, on ports of its own, beside the first (same databases, queues, groups). */
  async startSecondProcesses() {
    this.extras = await Promise.all(
      services.map(async (name) => {
        const env = { ...this.env, [`${name.toUpperCase()}_PORT`]: String(await freePort()) };
        const child = startNode(this.script(name), {
          cwd: root,
          env,
          log: path.join(this.workDir, `${name}-2.log`),
        });
        await waitForOk(this.healthUrl(name, env), { child, timeoutMs: 240_000, everyMs: 200 });
        return child;
      }),
    );
  }

  async stopSecondProcesses() {
    await Promise.all(this.extras.map((child) => stop(child)));
    this.extras = [];
  }

  async stopAll() {
    this.stopping = true;
    await Promise.all([...this.apps.values(), ...this.extras].map((child) => stop(child)));
  }

  /** Every app answers its health check again (after a fault ended). */
  async healthy(timeoutMs = 120_000) {
    await Promise.all(
      [...services, 'gateway'].map((name) =>
        waitForOk(this.healthUrl(name), { child: this.apps.get(name), timeoutMs, everyMs: 250 }),
      ),
    );
  }
}

module.exports = { Cluster };
