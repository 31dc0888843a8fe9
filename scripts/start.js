#!/usr/bin/env node
// Embedded mode: the gateway and all six services in this one process, on embedded PostgreSQL under
// DATA_DIR, with the in-process event bus, jobs and sessions. Nothing needs to be installed but Node.
const path = require('node:path');
const { root, services, serviceDir, gatewayDir } = require('./apps');
const { buildAll } = require('./build-if-needed');
const { freePort } = require('./free-port');

/**
 * In this mode the services' internal ports are the process's own business: each one not set by
 * `<SERVICE>_PORT` or `<SERVICE>_URL` gets a free port, so that a second copy of the app, or anything else on
 * 3101-3106 (distributed mode's fixed ports), never stops it from starting.
 */
async function chooseInternalPorts() {
  for (const name of services) {
    const key = name.toUpperCase();
    if (process.env[`${key}_PORT`] || process.env[`${key}_URL`]) continue;
    const port = await freePort();
    process.env[`${key}_PORT`] = String(port);
    process.env[`${key}_URL`] = `http://127.0.0.1:${port}`;
  }
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') buildAll();
  process.chdir(root);
  // The demo studio signs in as admin / admin123: a try-out's default, not a production one's.
  const production = process.env.NODE_ENV === 'production';
  process.env.SEED_DEMO ??= production ? 'false' : 'true';
  if (production && process.env.SEED_DEMO === 'true') {
    console.warn(
      'SEED_DEMO is on with NODE_ENV=production: anyone can sign in as the demo admin (admin / admin123).',
    );
  }
  process.env.DATA_DIR = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'));
  require('@studio/platform').claimDataDir(process.env.DATA_DIR);
  for (const name of ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL']) {
    if (process.env[name]) console.warn(`${name} is set: this app uses it (embedded mode otherwise).`);
  }
  await chooseInternalPorts();
  // The gateway's settings (PORT among them) are checked before six services start and migrate only to stop.
  const platform = require('@studio/platform');
  platform.loadConfig(require(path.join(gatewayDir, 'dist', 'config.js')).GatewayConfig);
  const apps = [];
  for (const name of services) {
    const { startApp } = require(path.join(serviceDir(name), 'dist', 'app.js'));
    apps.push(await startApp());
  }
  const { startGateway } = require(path.join(gatewayDir, 'dist', 'app.js'));
  apps.push(await startGateway());
  const port = process.env.PORT ?? '3000';
  console.log(`\nStudio is running at http://localhost:${port} (data in ${process.env.DATA_DIR})\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const app of apps.reverse()) await app.close().catch(() => undefined);
    await require('@studio/platform')
      .stopEmbeddedPostgres()
      .catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  // A setting or DATA_DIR to fix says so plainly; anything else comes with its stack.
  const { StartupError } = require('@studio/platform');
  console.error(
    `Studio failed to start: ${error instanceof StartupError ? error.message : (error.stack ?? error.message)}`,
  );
  process.exit(1);
});
