// Booking under load (issue 13): signed-in members book many upcoming schedules through the gateway, half by
// sandbox card and half with a membership credit, in each mode. Beside it in the same run, pgbench's built-in
// TPC-B-like transactions on the machine's PostgreSQL server are the baseline. Afterwards the booking and
// billing databases are asked whether any schedule holds more confirmed bookings than seats (oversold) and
// whether any booking was charged twice.
const { spawnSync } = require('node:child_process');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { percentiles } = require('./load');
const { MEMBER_PASSWORD } = require('./seed');
const { cpuByLabel, cpuBetween } = require('./processes');

/** Members taking turns on the connections, so that no member ever has two bookings in flight. */
const MEMBERS = 40;
/**
 * Concurrent clients on both sides: booking connections and pgbench's clients, so that the latencies compare
 * like with like (with more connections than the services can serve at once, p95 measures the queue, not a
 * booking).
 */
const CLIENTS = 10;
/** Schedules are booked from this far ahead on, so that none starts during the run. */
const LEAD_MS = 2 * 60 * 60 * 1000;

async function sql(url, text, params) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** pgbench's TPC-B-like transactions per second, on a scratch database of the same server. */
async function pgbenchTps(serverUrl, database, seconds, clients) {
  await sql(`${serverUrl}/postgres`, `create database "${database}"`);
  try {
    const url = `${serverUrl}/${database}`;
    const init = spawnSync('pgbench', ['-i', '-q', '-s', '1', url], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const run = spawnSync('pgbench', ['-c', String(clients), '-j', '2', '-T', String(seconds), url], {
      encoding: 'utf8',
    });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1];
    if (!tps) throw new Error(`pgbench gave no figure: ${run.stderr || run.stdout}`);
    return Number(tps);
  } finally {
    await sql(`${serverUrl}/postgres`, `drop database if exists "${database}" with (force)`);
  }
}

async function call(base, path, { method = 'GET', cookie, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await res.json().catch(() => undefined);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${data?.message ?? ''}`);
  return {
    data,
    cookie: res.headers
      .getSetCookie?.()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

/** Members 1..MEMBERS signed in; the even ones buy the plan with the most credits, to book with them. */
async function prepareMembers(base) {
  const plans = (await call(base, '/api/membership-plans')).data;
  const plan = plans.reduce(
    (best, p) => ((p.classCredits ?? 0) > (best?.classCredits ?? 0) ? p : best),
    null,
  );
  const members = [];
  for (let i = 1; i <= MEMBERS; i += 1) {
    const { cookie } = await call(base, '/api/login', {
      method: 'POST',
      body: { username: `bench_member_${i}`, password: MEMBER_PASSWORD },
    });
    const byCredit = i % 2 === 0 && plan && plan.classCredits > 0;
    if (byCredit) {
      await call(base, '/api/user/memberships', {
        method: 'POST',
        cookie,
        body: { planId: plan.id, paymentMethodId: 'pm_card_visa' },
      });
    }
    members.push({ cookie, byCredit: Boolean(byCredit) });
  }
  return members;
}

/**
 * @returns {Promise<{ pgbenchTps: number, attempts: number, confirmed: number, confirmedPerSecond: number,
 *   p50: number, p95: number, p99: number, refused: number, refusals: Array<[string, number]>,
 *   errors: number, ratio: number, cpuMsPerBooking: Array<[string, number]>,
 *   writesPerBooking: Array<[string, number]> }>}
 */
async function benchBookings({ base, serverUrl, runId, seconds, profile = async () => {} }) {
  const members = await prepareMembers(base);
  const schedules = (await call(base, '/api/schedules')).data
    .filter((s) => !s.isCancelled && new Date(s.startTime).getTime() > Date.now() + LEAD_MS)
    .map((s) => s.id);
  if (schedules.length === 0) throw new Error('no upcoming schedules to book');

  // autocannon starts each connection's context afresh with every request, so the sequence is kept here: request
  // i books as member i mod MEMBERS, each member walking through the schedules in its own order. With CLIENTS
  // connections and MEMBERS > CLIENTS, a member's next request starts only after its previous one answered.
  let issued = 0;
  const latencies = [];
  await profile();
  const cpuBefore = cpuByLabel();
  let confirmed = 0;
  const refusals = new Map();
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CLIENTS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/bookings',
            setupRequest: (req) => {
              const i = issued++;
              const index = i % members.length;
              const member = members[index];
              const turn = Math.floor(i / members.length);
              const scheduleId = schedules[(index * 97 + turn) % schedules.length];
              const payment = member.byCredit
                ? { useCredits: true }
                : { useCredits: false, paymentMethodId: 'pm_card_visa' };
              return {
                ...req,
                headers: { 'content-type': 'application/json', cookie: member.cookie },
                body: JSON.stringify({ scheduleId, ...payment }),
              };
            },
            onResponse: (status, body) => {
              if (status === 201) return;
              let reason = `${status}`;
              try {
                reason = `${status} ${JSON.parse(body).message}`;
              } catch {
                // not JSON: the status alone names it
              }
              refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 201) {
        confirmed += 1;
        latencies.push(responseTime);
      }
    });
  });

  const cpu = cpuBetween(cpuBefore, cpuByLabel());
  await profile();
  const tps = await pgbenchTps(serverUrl, `${runId}_pgbench`, seconds, CLIENTS);
  const { p50, p95, p99 } = percentiles(latencies);
  const confirmedPerSecond = confirmed / seconds;
  return {
    pgbenchTps: tps,
    attempts: result.requests.total,
    confirmed,
    confirmedPerSecond,
    p50,
    p95,
    p99,
    refused: result.non2xx,
    refusals: [...refusals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3),
    errors: result.errors + result.timeouts,
    ratio: confirmedPerSecond / tps,
    cpuMsPerBooking: [...cpu]
      .map(([label, { seconds }]) => [label, confirmed > 0 ? (1000 * seconds) / confirmed : 0])
      .sort((a, b) => b[1] - a[1]),
    writesPerBooking: [...cpu]
      .map(([label, { writes }]) => [label, confirmed > 0 ? writes / confirmed : 0])
      .sort((a, b) => b[1] - a[1]),
  };
}

/**
 * Schedules holding more confirmed bookings than seats, and bookings charged more than once, asked of booking's
 * and billing's databases through `query(service, text)` (PostgreSQL, or PGlite once the embedded app stopped).
 */
async function countFaults(query) {
  const [{ oversold }] = await query(
    'booking',
    `select count(*)::int as oversold from (
       select s.schedule_id from schedule_seats s join bookings b on b.schedule_id = s.schedule_id
        where b.status = 'confirmed' group by s.schedule_id, s.capacity having count(*) > s.capacity) o`,
  );
  const [{ doubleCharged }] = await query(
    'billing',
    `select count(*)::int as "doubleCharged" from (
       select booking_id from transactions where kind = 'charge' and status = 'paid' and booking_id is not null
        group by booking_id having count(*) > 1) d`,
  );
  return { oversold, doubleCharged };
}

module.exports = {
  benchBookings,
  countFaults,
  call,
  sql,
  BOOKING_CLIENTS: CLIENTS,
  BOOKING_MEMBERS: MEMBERS,
};
