// Makes sure PostgreSQL, Redis and Kafka answer before the tests, and removes what a test run created.
const net = require('node:net');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { root } = require('./apps');

function answers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function ensureInfrastructure() {
  if (!(await answers(5432)))
    throw new Error('PostgreSQL does not answer on 127.0.0.1:5432 (start it, or run .ci/run)');
  if (!(await answers(6379)))
    throw new Error('Redis does not answer on 127.0.0.1:6379 (start it, or run .ci/run)');
  if (!(await answers(9092))) {
    const result = spawnSync('bash', [path.join(root, 'scripts/kafka/kafka.sh'), 'start'], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('Kafka could not be started (scripts/kafka/kafka.sh start)');
  }
}

async function cleanupRun(runId) {
  const { Client } = require('pg');
  const pg = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await pg.connect();
  const { rows } = await pg.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${runId}\\_%`]);
  for (const { datname } of rows) await pg.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await pg.end();

  const IORedis = require('ioredis');
  const redis = new IORedis('redis://127.0.0.1:6379');
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${runId}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();

  const { Kafka, logLevel } = require('kafkajs');
  const admin = new Kafka({ brokers: ['127.0.0.1:9092'], logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((t) => t.startsWith(`${runId}.`));
  if (topics.length) await admin.deleteTopics({ topics });
  const groups = (await admin.listGroups()).groups
    .map((g) => g.groupId)
    .filter((g) => g.startsWith(`${runId}.`));
  if (groups.length) await admin.deleteGroups(groups).catch(() => undefined);
  await admin.disconnect();
}

module.exports = { ensureInfrastructure, cleanupRun, answers };
