#!/usr/bin/env node
// Distributed mode on this machine: each app its own OS process, on PostgreSQL (one database per service),
// Redis (jobs and sessions) and Kafka (events). Starts the local Kafka broker when none answers.
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');
const { root, services, serviceDir, gatewayDir } = require('./apps');
const { buildAll } = require('./build-if-needed');
const { answers } = require('./test-infra');

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/studio',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
};

const children = new Map();
let stopping = false;

function run(name, script) {
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(16);
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`${prefix}${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    children.delete(name);
    if (stopping) return;
    // One app failing must not take the others down: report it and bring it back.
    console.error(`${prefix}exited with ${code}; restarting in 3 s`);
    setTimeout(() => !stopping && run(name, script), 3000);
  });
  children.set(name, child);
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') buildAll();
  const [pgHost, pgPort] = hostPort(env.DATABASE_URL, 5432);
  if (!(await answers(pgPort, pgHost))) throw new Error(`PostgreSQL does not answer at ${pgHost}:${pgPort}`);
  const [redisHost, redisPort] = hostPort(env.REDIS_URL, 6379);
  if (!(await answers(redisPort, redisHost)))
    throw new Error(`Redis does not answer at ${redisHost}:${redisPort}`);
  const [kafkaHost, kafkaPort] = env.KAFKA_BROKERS.split(',')[0].split(':');
  if (!(await answers(Number(kafkaPort), kafkaHost))) {
    const started = spawnSync('bash', [path.join(root, 'scripts/kafka/kafka.sh'), 'start'], {
      stdio: 'inherit',
    });
    if (started.status !== 0) throw new Error('Kafka could not be started');
  }
  for (const name of services) run(name, path.join(serviceDir(name), 'dist', 'main.js'));
  run('gateway', path.join(gatewayDir, 'dist', 'main.js'));
  console.log(`Studio (distributed) starting at http://localhost:${env.PORT ?? 3000}: seven processes.`);
  const stop = () => {
    stopping = true;
    for (const child of children.values()) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function hostPort(url, fallback) {
  const u = new URL(url);
  return [u.hostname || '127.0.0.1', Number(u.port || fallback)];
}

main().catch((error) => {
  console.error(`Studio failed to start: ${error.message}`);
  process.exit(1);
});
