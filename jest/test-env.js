// Runs before each test file: every test project gets databases, topics and queues of its own, named after
// the test run (scripts/test.js sets TEST_RUN_ID), so parallel projects and a running app never meet.
require('reflect-metadata');
const path = require('node:path');

const run = process.env.TEST_RUN_ID;
const project = path.basename(process.cwd()).replace(/[^a-z0-9]/gi, '');
const server = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432';

process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = `${server}/${run}_${project}`;
process.env.KAFKA_TOPIC_PREFIX = `${run}.${project}.`;
process.env.QUEUE_PREFIX = `${run}_${project}`;
process.env.OUTBOX_POLL_MS = '100';
process.env.SEED_DEMO = 'false';
// One signing secret for the internal calls of this test process (and the processes it starts).
process.env.INTERNAL_SECRET ||= require('node:crypto').randomBytes(32).toString('hex');
process.env.TEST_REDIS_URL ||= 'redis://127.0.0.1:6379';
process.env.TEST_KAFKA_BROKERS ||= '127.0.0.1:9092';
delete process.env.KAFKA_BROKERS;
delete process.env.REDIS_URL;
