// What the drills send through the gateway: members registered through the API (so that every service learns of
// them by its events), card bookings at a steady pace, and plain reads; every answer is kept with its status.
const { call } = require('../bench/booking');

/** Schedules are booked from this far ahead on: none starts during the run, and each gets a class reminder. */
const LEAD_MS = 26 * 60 * 60 * 1000;
const PASSWORD = 'drill-member-1';

async function request(base, path, { method = 'GET', cookie, body, timeoutMs = 20_000 } = {}) {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const data = await res.json().catch(() => undefined);
    return { status: res.status, data, message: data?.message };
  } catch (error) {
    return { status: 0, message: error.message };
  }
}

/** `count` new members, signed in; `tag` keeps each drill's members apart. */
async function registerMembers(base, tag, count) {
  const members = [];
  for (let i = 1; i <= count; i += 1) {
    const username = `${tag}_${i}`;
    const { data, cookie } = await call(base, '/api/register', {
      method: 'POST',
      body: { username, password: PASSWORD, email: `${username}@example.com`, fullName: `Drill ${username}` },
    });
    members.push({ id: data.id ?? data.user?.id, username, cookie });
  }
  return members;
}

/** Every other member buys the plan with the most class credits, and books with them rather than by card. */
async function buyCredits(base, members) {
  const plans = (await call(base, '/api/membership-plans')).data;
  const plan = plans.reduce(
    (best, p) => ((p.classCredits ?? 0) > (best?.classCredits ?? 0) ? p : best),
    null,
  );
  for (const member of members.filter((_, i) => i % 2 === 1)) {
    await call(base, '/api/user/memberships', {
      method: 'POST',
      cookie: member.cookie,
      body: { planId: plan.id, paymentMethodId: 'pm_card_visa' },
    });
    member.byCredit = true;
  }
}

/** Signs the members in again (their sessions were lost with Redis's data). */
async function signIn(base, members) {
  for (const member of members) {
    const { cookie } = await call(base, '/api/login', {
      method: 'POST',
      body: { username: member.username, password: PASSWORD },
    });
    member.cookie = cookie;
  }
}

/** Upcoming schedules, far enough ahead; each drill takes its own slice. */
async function upcomingSchedules(base) {
  const { data } = await call(base, '/api/schedules');
  return data
    .filter((s) => !s.isCancelled && new Date(s.startTime).getTime() > Date.now() + LEAD_MS)
    .sort((a, b) => a.id - b.id);
}

/** Every member books every schedule (by card, or with a credit): the pairs in an order that mixes members and schedules. */
function bookingsOf(members, schedules) {
  const pairs = [];
  for (const schedule of schedules)
    for (const member of members) pairs.push({ member, scheduleId: schedule.id });
  return pairs;
}

/**
 * Sends the bookings at `perSecond`, at most `concurrency` at a time; `onSent(n)` is told after each send so a
 * drill can strike mid-burst. Answers each request with its outcome.
 */
async function burst(base, pairs, { perSecond = 10, concurrency = 6, onSent = () => {} } = {}) {
  const results = [];
  const inFlight = new Set();
  const started = Date.now();
  for (let i = 0; i < pairs.length; i += 1) {
    const due = started + (i * 1000) / perSecond;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    const { member, scheduleId } = pairs[i];
    const sent = request(base, '/api/bookings', {
      method: 'POST',
      cookie: member.cookie,
      body: member.byCredit
        ? { scheduleId, useCredits: true }
        : { scheduleId, useCredits: false, paymentMethodId: 'pm_card_visa' },
    }).then((res) => {
      results.push({
        ...res,
        userId: member.id,
        scheduleId,
        bookingId: res.status === 201 ? res.data.id : null,
      });
      inFlight.delete(sent);
    });
    inFlight.add(sent);
    onSent(i + 1);
  }
  await Promise.all(inFlight);
  return results;
}

/** Counts of the answers by status and message, for the line's notes ("503 The billing service ...: 4"). */
function answers(results) {
  const counts = new Map();
  for (const r of results) {
    if (r.status === 201) continue;
    const key = `${r.status} ${r.message ?? ''}`.trim();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

module.exports = {
  request,
  registerMembers,
  buyCredits,
  signIn,
  upcomingSchedules,
  bookingsOf,
  burst,
  answers,
  PASSWORD,
};
