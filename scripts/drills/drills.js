// The drills of issue 18, each a fault struck during traffic and a count of what was lost or duplicated after
// the system came back to rest. A drill answers its line: sent, acknowledged, found, lost, duplicated,
// oversold, double-charged, errors (5xx answers other than a clear 503) and notes.
const { call } = require('../bench/booking');
const { terminateBackends } = require('./infra');
const { db, settle, bookingLedger, outboxBacklog, republished } = require('./checks');
const {
  request,
  registerMembers,
  buyCredits,
  signIn,
  bookingsOf,
  burst,
  answers,
  PASSWORD,
} = require('./traffic');

const MEMBERS = 8;
const SCHEDULES = 6;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** 5xx answers that are not a 503 naming what is unavailable (a 500, a 502, a dropped connection). */
function unclearErrors(results) {
  return results.filter((r) => r.status === 0 || (r.status >= 500 && r.status !== 503)).length;
}

function merge(line, extra) {
  return {
    ...line,
    userIds: extra.userIds ?? line.userIds,
    errors: (line.errors ?? 0) + (extra.errors ?? 0),
    lost: line.lost + (extra.lost ?? 0),
    duplicated: line.duplicated + (extra.duplicated ?? 0),
    notes: [...line.notes, ...(extra.notes ?? [])],
  };
}

/** Members and schedules of a drill's own, and its burst with `strike` run once `at` bookings were sent. */
async function bookingDrill(ctx, name, { at, strike, perSecond = 8, concurrency = 6, signInAgain = false }) {
  const members = await registerMembers(ctx.base, ctx.tag(name), MEMBERS);
  await buyCredits(ctx.base, members);
  const schedules = ctx.takeSchedules(SCHEDULES + 1);
  let struck;
  const results = await burst(ctx.base, bookingsOf(members, schedules.slice(0, SCHEDULES)), {
    perSecond,
    concurrency,
    onSent: (n) => {
      // Settled at once either way, so a fault that fails is reported after the burst, never left unhandled.
      if (n === at)
        struck = strike().then(
          (note) => ({ note }),
          (error) => ({ error }),
        );
    },
  });
  const { note: fault, error } = (await struck) ?? {};
  if (error) throw error;
  await ctx.cluster.healthy();
  if (signInAgain) await signIn(ctx.base, members);
  // Afterwards the system takes bookings again by itself.
  const after = await burst(ctx.base, bookingsOf(members, schedules.slice(SCHEDULES)), { perSecond });
  const all = [...results, ...after];
  const rested = await settle(ctx.runId);
  const line = await bookingLedger(ctx.runId, { userIds: members.map((m) => m.id), results: all });
  const refusedAfter = after.filter((r) => r.status !== 201 && r.status !== 409).length;
  return merge(line, {
    userIds: members.map((m) => m.id),
    errors: unclearErrors(all),
    lost: refusedAfter,
    notes: [
      refusedAfter && `${refusedAfter} bookings refused after the fault ended`,
      !rested && 'did not come to rest within 90 s',
      fault,
      ...answers(results)
        .slice(0, 3)
        .map(([answer, n]) => `${n}x ${answer}`),
    ],
  });
}

async function killAndRestart(ctx, app, { frozenMs = 0 } = {}) {
  const started = Date.now();
  if (frozenMs > 0) {
    ctx.cluster.freeze(app);
    await sleep(frozenMs);
  }
  await ctx.cluster.kill(app);
  await sleep(1000);
  await ctx.cluster.startApp(app);
  return `${app} ${frozenMs ? 'frozen, then ' : ''}killed -9, healthy again after ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

const drills = {
  /** kill -9 fitness during a burst of bookings: each booking counted once by fitness after its restart. */
  'kill-fitness': (ctx) =>
    bookingDrill(ctx, 'kill-fitness', { at: 12, strike: () => killAndRestart(ctx, 'fitness') }),

  /** kill -9 billing during bookings: confirmed and paid once, or gone with its seat free and no charge kept. */
  'kill-billing': (ctx) =>
    bookingDrill(ctx, 'kill-billing', {
      at: 20,
      perSecond: 20,
      concurrency: 10,
      strike: () => killAndRestart(ctx, 'billing', { frozenMs: 1000 }),
    }),

  /**
   * kill -9 booking between billing's charge and booking's commit: booking is frozen mid-burst (SIGSTOP), so the
   * charges it had asked for are made while it never reads the answers, then killed. The repair job of the
   * restarted process must undo those bookings and refund their charges.
   */
  'kill-booking': (ctx) =>
    bookingDrill(ctx, 'kill-booking', {
      at: 20,
      perSecond: 20,
      concurrency: 10,
      strike: () => killAndRestart(ctx, 'booking', { frozenMs: 1000 }),
    }),

  /** The broker stops (and starts again) during traffic: outboxes catch up, nothing lost, nothing twice. */
  'restart-kafka': async (ctx) => {
    const line = await bookingDrill(ctx, 'restart-kafka', {
      at: 8,
      perSecond: 6,
      strike: async () => {
        const started = Date.now();
        await ctx.kafka.stop();
        await sleep(3000);
        await ctx.kafka.start();
        return `Kafka stopped and started again within ${((Date.now() - started) / 1000).toFixed(1)} s`;
      },
    });
    const backlog = await outboxBacklog(ctx.runId);
    const again = await republished(ctx.runId, ctx.kafka.brokers, 'booking-confirmed', 'booking');
    return merge(line, {
      lost: backlog,
      notes: [
        backlog && `${backlog} events left unpublished`,
        again > 0 && `${again} booking events published twice, each handled once`,
      ],
    });
  },

  /** The run's database connections are terminated again and again under load: clear 503s, then recovery. */
  'drop-postgres': (ctx) =>
    bookingDrill(ctx, 'drop-postgres', {
      at: 8,
      strike: async () => {
        let ended = 0;
        const until = Date.now() + 3000;
        while (Date.now() < until) {
          ended += await terminateBackends(ctx.runId);
          await sleep(300);
        }
        return `${ended} connections terminated over 3 s`;
      },
    }),

  /**
   * Redis is killed and comes back empty (it keeps nothing on disk, as on this machine): meanwhile sessions,
   * sign-in and jobs answer a clear 503; afterwards a stale session is a 401, members sign in again, and the
   * repeating jobs run again (reminders and renewals made due after the restart are each handled once).
   */
  'stop-redis': async (ctx) => {
    const probes = [];
    const line = await bookingDrill(ctx, 'stop-redis', {
      at: 8,
      perSecond: 6,
      signInAgain: true,
      strike: async () => {
        await ctx.redis.stop('SIGKILL');
        const member = ctx.probeMember;
        probes.push(
          await request(ctx.base, '/api/login', {
            method: 'POST',
            body: { username: member.username, password: PASSWORD },
          }),
          await request(ctx.base, '/api/bookings', { cookie: member.cookie }),
          await request(ctx.base, '/api/schedules'),
        );
        await sleep(3000);
        await ctx.redis.start();
        return `Redis killed and started empty; while down: sign-in ${probes[0].status}, own bookings ${probes[1].status}, schedules ${probes[2].status}`;
      },
    });
    const stale = await request(ctx.base, '/api/bookings', { cookie: ctx.probeMember.cookie });
    const reminders = await remindersOnce(ctx, line.userIds);
    const renewals = await renewalsOnce(ctx, 'redisrenewal');
    return {
      ...merge(line, {
        errors: unclearErrors([...probes, stale]),
        lost: reminders.lost + renewals.lost,
        duplicated: reminders.duplicated + renewals.duplicated,
        notes: [
          `stale session afterwards ${stale.status}`,
          `${reminders.sent} reminders and ${renewals.sent} renewals due after the restart`,
          ...reminders.notes,
          ...renewals.notes,
        ],
      }),
      doubleCharged: line.doubleCharged + renewals.doubleCharged,
    };
  },

  /**
   * Two processes of every service at once: renewals due and class reminders due are each handled once (one
   * charge, one renewal event, one message), and bookings are counted once by both consumers' processes.
   */
  'two-processes': async (ctx) => {
    await ctx.cluster.startSecondProcesses();
    try {
      const bookings = await bookingDrill(ctx, 'two-processes', { at: 0, strike: async () => undefined });
      const renewals = await renewalsOnce(ctx, 'renewal');
      const reminders = await remindersOnce(ctx, bookings.userIds);
      const line = {
        sent: bookings.sent + renewals.sent + reminders.sent,
        acknowledged: bookings.acknowledged + renewals.sent + reminders.sent,
        found: bookings.found + renewals.found + reminders.found,
        lost: bookings.lost + renewals.lost + reminders.lost,
        duplicated: bookings.duplicated + renewals.duplicated + reminders.duplicated,
        oversold: bookings.oversold,
        doubleCharged: bookings.doubleCharged + renewals.doubleCharged,
        errors: bookings.errors,
        notes: [
          `${bookings.sent} bookings, ${renewals.sent} renewals due, ${reminders.sent} reminders due`,
          ...bookings.notes,
          ...renewals.notes,
          ...reminders.notes,
        ],
      };
      return line;
    } finally {
      await ctx.cluster.stopSecondProcesses();
    }
  },
};

/** Members with a membership whose period ends now; both billing processes sweep for renewals every second. */
async function renewalsOnce(ctx, name) {
  const members = await registerMembers(ctx.base, ctx.tag(name), MEMBERS);
  const plans = (await call(ctx.base, '/api/membership-plans')).data;
  const plan = plans.find((p) => p.isActive !== false) ?? plans[0];
  for (const m of members) {
    await call(ctx.base, '/api/user/memberships', {
      method: 'POST',
      cookie: m.cookie,
      body: { planId: plan.id, paymentMethodId: 'pm_card_visa' },
    });
  }
  const billing = db(ctx.runId, 'billing');
  const userIds = members.map((m) => m.id);
  const due = await billing(
    `update user_memberships set next_renewal_at = now() where user_id = any($1::int[]) and status = 'active'
     returning id, end_date`,
    [userIds],
  );
  const ids = due.map((m) => m.id);
  const renewedAll = async () => {
    const [row] = await billing(
      `select count(*)::int as n from user_memberships where id = any($1::int[]) and next_renewal_at > now()`,
      [ids],
    );
    return row.n === ids.length;
  };
  const deadline = Date.now() + 30_000;
  while (!(await renewedAll()) && Date.now() < deadline) await sleep(500);
  await settle(ctx.runId);

  const charges = await billing(
    `select m.id, m.end_date, count(t.id) filter (where t.status = 'paid')::int as paid
       from user_memberships m left join transactions t
         on t.membership_id = m.id and t.idempotency_key like 'membership:%:renewal:%'
      where m.id = any($1::int[]) group by m.id, m.end_date`,
    [ids],
  );
  const renewed = charges.filter((c) => c.paid === 1).length;
  const notRenewed = charges.filter((c) => c.paid === 0).length;
  const chargedTwice = charges.filter((c) => c.paid > 1).length;
  const periods = new Map(due.map((m) => [m.id, new Date(m.end_date).getTime()]));
  const advancedTwice = charges.filter((c) => {
    const before = periods.get(c.id);
    const after = new Date(c.end_date).getTime();
    return after - before > 40 * 24 * 3600 * 1000;
  }).length;
  const events = await billing(
    `select (payload->>'membershipId')::int as id, count(*)::int as n from outbox_events
      where topic = 'membership-renewed' and (payload->>'membershipId')::int = any($1::int[]) group by 1`,
    [ids],
  );
  const announcedTwice = events.filter((e) => e.n > 1).length;
  const notices = await db(ctx.runId, 'notifications')(
    `select user_id, count(*) filter (where status <> 'failed')::int as delivered from delivery_log
      where kind = 'membership-renewed' and user_id = any($1::int[]) group by user_id`,
    [userIds],
  );
  const toldTwice = notices.filter((n) => n.delivered > 1).length;
  const notTold = renewed - notices.filter((n) => n.delivered > 0).length;
  return {
    sent: ids.length,
    found: renewed,
    lost: notRenewed + Math.max(0, notTold),
    duplicated: announcedTwice + toldTwice,
    doubleCharged: chargedTwice + advancedTwice,
    notes: [
      notRenewed && `${notRenewed} renewals not made`,
      notTold > 0 && `${notTold} renewal notices not delivered`,
      chargedTwice && `${chargedTwice} renewals charged twice`,
      advancedTwice && `${advancedTwice} memberships extended twice`,
      announcedTwice && `${announcedTwice} renewals announced twice`,
      toldTwice && `${toldTwice} renewal notices delivered twice`,
    ].filter(Boolean),
  };
}

/** The drill's class reminders made due now; both notifications processes sweep for them every second. */
async function remindersOnce(ctx, users) {
  const notifications = db(ctx.runId, 'notifications');
  const due = await notifications(
    `update class_reminders set send_at = now() - interval '1 second'
      where status = 'scheduled' and user_id = any($1::int[]) returning booking_id`,
    [users],
  );
  const ids = due.map((r) => r.booking_id);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [row] = await notifications(
      `select count(*)::int as n from class_reminders where booking_id = any($1::int[]) and status = 'scheduled'`,
      [ids],
    );
    if (row.n === 0 || Date.now() > deadline) break;
    await sleep(500);
  }
  await sleep(3000);
  const delivered = await notifications(
    `select r.booking_id, count(distinct d.message_key)::int as messages,
            count(d.id) filter (where d.status <> 'failed')::int as delivered
       from class_reminders r left join delivery_log d
         on d.kind = 'class-reminder' and d.user_id = r.user_id and d.event_id = r.event_id
      where r.booking_id = any($1::int[]) group by r.booking_id`,
    [ids],
  );
  const sentTwice = delivered.filter((r) => r.delivered > r.messages).length;
  const notSent = delivered.filter((r) => r.delivered === 0).length;
  const sentOnce = delivered.length - notSent - sentTwice;
  return {
    sent: ids.length,
    found: sentOnce + sentTwice,
    lost: notSent,
    duplicated: sentTwice,
    notes: [
      notSent && `${notSent} reminders never delivered`,
      sentTwice && `${sentTwice} reminders delivered twice`,
    ].filter(Boolean),
  };
}

module.exports = { drills };
