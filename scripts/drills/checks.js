// What each drill counts afterwards, read straight from the services' own databases: bookings and seats
// (booking), money movements (billing), events (every outbox and the consumers' inboxes), attendance (fitness)
// and messages (notifications).
const { pgQuery, waitUntil } = require('./infra');

const CONSUMERS_OF_BOOKINGS = ['fitness', 'notifications'];
const SERVICES_WITH_OUTBOX = ['identity', 'catalog', 'booking', 'billing'];

function db(runId, service) {
  return (text, params) => pgQuery(`${runId}_${service}`, text, params);
}

/**
 * Waits until the system is at rest: no booking still pending or owed money back, every outbox row published
 * and every confirmed booking's event handled by each consumer (or gives up after `timeoutMs` and lets the
 * counts say what is missing).
 */
async function settle(runId, timeoutMs = 90_000) {
  const booking = db(runId, 'booking');
  const atRest = async () => {
    try {
      const [open] = await booking(
        `select (select count(*) from bookings where status = 'pending')::int
              + (select count(*) from payment_returns where done_at is null)::int as open`,
      );
      if (open.open > 0) return false;
      for (const service of SERVICES_WITH_OUTBOX) {
        const [row] = await db(
          runId,
          service,
        )('select count(*)::int as n from outbox_events where published_at is null');
        if (row.n > 0) return false;
      }
      const events = (
        await booking(
          `select event_id from outbox_events where topic in ('booking-confirmed', 'booking-cancelled')`,
        )
      ).map((r) => r.event_id);
      for (const consumer of CONSUMERS_OF_BOOKINGS) {
        const [row] = await db(runId, consumer)(
          'select count(*)::int as n from inbox_events where event_id = any($1::uuid[])',
          [events],
        );
        if (row.n < events.length) return false;
      }
      return true;
    } catch {
      return false;
    }
  };
  try {
    await waitUntil(atRest, 'the system did not come to rest', timeoutMs);
    return true;
  } catch {
    return false;
  }
}

/**
 * The booking ledger of a drill's members: what was acknowledged against what is found, seats against
 * bookings, charges and refunds against bookings, and each confirmed booking's event in every consumer.
 */
async function bookingLedger(runId, { userIds, results }) {
  const booking = db(runId, 'booking');
  const billing = db(runId, 'billing');
  const rows = await booking(
    `select id, user_id, schedule_id, status, total_price_cents from bookings where user_id = any($1::int[])`,
    [userIds],
  );
  const confirmed = new Map(rows.filter((r) => r.status === 'confirmed').map((r) => [r.id, r]));
  const pending = rows.filter((r) => r.status === 'pending').length;
  const acked = results.filter((r) => r.status === 201).map((r) => r.bookingId);
  const ackedLost = acked.filter((id) => !confirmed.has(id)).length;
  const ackedIds = new Set(acked);
  const unanswered = [...confirmed.keys()].filter((id) => !ackedIds.has(id)).length;

  const scheduleIds = [...new Set(results.map((r) => r.scheduleId))];
  const seats = await booking(
    `select s.schedule_id, s.capacity, s.booked,
            (select count(*) from bookings b where b.schedule_id = s.schedule_id and b.status <> 'cancelled')::int as live,
            (select count(*) from bookings b where b.schedule_id = s.schedule_id and b.status = 'confirmed')::int as confirmed
       from schedule_seats s where s.schedule_id = any($1::int[])`,
    [scheduleIds],
  );
  const oversold = seats.reduce(
    (n, s) => n + Math.max(0, s.confirmed - s.capacity) + Math.max(0, s.live - s.booked),
    0,
  );
  const seatsLost = seats.reduce((n, s) => n + Math.max(0, s.booked - s.live), 0);

  const money = await billing(
    `select c.booking_id, c.amount_cents, c.status, c.payment_id,
            coalesce((select sum(r.amount_cents) from transactions r
                       where r.charge_id = c.id and r.kind = 'refund' and r.status = 'paid'), 0)::int as refunded
       from transactions c where c.kind = 'charge' and c.booking_id is not null and c.user_id = any($1::int[])`,
    [userIds],
  );
  const paidFor = new Map();
  let strayCharges = 0;
  let unsettledCharges = 0;
  let refundedCharges = 0;
  for (const charge of money) {
    if (charge.status === 'paid') paidFor.set(charge.booking_id, (paidFor.get(charge.booking_id) ?? 0) + 1);
    if (confirmed.has(charge.booking_id)) continue;
    // The booking is gone: its money must have come back in full, or never have moved.
    if (charge.status === 'paid' && charge.refunded < charge.amount_cents) strayCharges += 1;
    if (charge.status === 'paid' && charge.refunded === charge.amount_cents) refundedCharges += 1;
    if (charge.status === 'pending') unsettledCharges += 1;
  }
  const unpaid = [...confirmed.values()].filter((b) => b.total_price_cents > 0 && !paidFor.has(b.id)).length;
  const doubleCharged = [...paidFor.values()].filter((n) => n > 1).length;

  const credits = await creditLedger(runId, userIds, rows);
  const events = await eventLedger(runId, [...confirmed.keys()]);
  return {
    sent: results.length,
    acknowledged: acked.length,
    found: confirmed.size,
    lost: ackedLost + unpaid + seatsLost + pending + credits.lost + events.lost,
    duplicated: events.duplicated,
    oversold,
    doubleCharged: doubleCharged + strayCharges + unsettledCharges + credits.taken,
    notes: [
      ackedLost && `${ackedLost} acknowledged bookings not found`,
      unpaid && `${unpaid} confirmed bookings without a paid charge`,
      seatsLost && `${seatsLost} seats held by no booking`,
      pending && `${pending} bookings left pending`,
      strayCharges && `${strayCharges} charges of undone bookings not refunded`,
      unsettledCharges && `${unsettledCharges} charges of undone bookings left pending`,
      refundedCharges && `${refundedCharges} charges of undone bookings refunded in full`,
      unanswered && `${unanswered} bookings confirmed whose answer was lost with the fault`,
      ...credits.notes,
      ...events.notes,
    ].filter(Boolean),
  };
}

/**
 * Class credits of the members who book with them (no reset falls within a drill): a confirmed credit booking
 * has used one credit, an undone one has given its credit back, so each membership holds its plan's credits
 * less its confirmed credit bookings.
 */
async function creditLedger(runId, userIds, bookings) {
  const memberships = await db(runId, 'billing')(
    `select m.id, m.user_id, m.remaining_credits, p.class_credits,
            (select array_agg(e.booking_id) from credit_entries e where e.membership_id = m.id and e.kind = 'use'
                and not exists (select 1 from credit_entries r where r.booking_id = e.booking_id and r.kind = 'return'))
              as used
       from user_memberships m join membership_plans p on p.id = m.plan_id
      where m.user_id = any($1::int[]) and m.status = 'active'`,
    [userIds],
  );
  let lost = 0;
  let taken = 0;
  for (const m of memberships) {
    const booked = bookings.filter(
      (b) => b.user_id === m.user_id && b.status === 'confirmed' && b.total_price_cents === 0,
    );
    const used = new Set(m.used ?? []);
    const unpaid = booked.filter((b) => !used.has(b.id)).length;
    const kept = [...used].filter((id) => !booked.some((b) => b.id === id)).length;
    const expected = m.class_credits - booked.length;
    lost += unpaid + Math.max(0, m.remaining_credits - expected);
    taken += kept + Math.max(0, expected - m.remaining_credits);
  }
  const byCredit = bookings.filter((b) => b.status === 'confirmed' && b.total_price_cents === 0).length;
  return {
    lost,
    taken,
    notes: [
      `${byCredit} confirmed with a credit`,
      lost && `${lost} credit bookings not paid for by a credit`,
      taken && `${taken} credits taken without a booking`,
    ].filter(Boolean),
  };
}

/**
 * Each confirmed booking announced once (booking's outbox, all published) and counted once by fitness
 * (attendance) and told once to the member by notifications (delivery log).
 */
async function eventLedger(runId, bookingIds) {
  const booking = db(runId, 'booking');
  const announced = await booking(
    `select (payload->>'bookingId')::int as booking_id, count(*)::int as n,
            count(*) filter (where published_at is null)::int as unpublished
       from outbox_events where topic = 'booking-confirmed' and (payload->>'bookingId')::int = any($1::int[])
      group by 1`,
    [bookingIds],
  );
  const unannounced = bookingIds.length - announced.length;
  const unpublished = announced.reduce((n, r) => n + r.unpublished, 0);
  const announcedTwice = announced.filter((r) => r.n > 1).length;

  const [attendance] = await db(runId, 'fitness')(
    `select count(*) filter (where confirmed)::int as counted from attendance_bookings where booking_id = any($1::int[])`,
    [bookingIds],
  );
  const notCounted = bookingIds.length - attendance.counted;

  const eventIds = (
    await booking(
      `select event_id from outbox_events where topic = 'booking-confirmed' and (payload->>'bookingId')::int = any($1::int[])`,
      [bookingIds],
    )
  ).map((r) => r.event_id);
  const notices = await db(runId, 'notifications')(
    `select event_id, count(distinct message_key)::int as messages,
            count(*) filter (where status <> 'failed')::int as delivered
       from delivery_log where kind = 'booking-confirmed' and event_id = any($1::uuid[]) group by event_id`,
    [eventIds],
  );
  const notTold = eventIds.length - notices.filter((r) => r.delivered > 0).length;
  const toldTwice = notices.filter((r) => r.delivered > r.messages).length;

  return {
    lost: unannounced + unpublished + notCounted + notTold,
    duplicated: announcedTwice + toldTwice,
    notes: [
      unannounced && `${unannounced} confirmed bookings never announced`,
      unpublished && `${unpublished} booking events left in the outbox`,
      notCounted && `${notCounted} confirmed bookings missing from fitness`,
      notTold && `${notTold} booking confirmations never delivered`,
      announcedTwice && `${announcedTwice} bookings announced twice`,
      toldTwice && `${toldTwice} booking confirmations delivered twice`,
    ].filter(Boolean),
  };
}

/** Outbox rows of every service still waiting to be published (each one an event nobody has heard of). */
async function outboxBacklog(runId) {
  let waiting = 0;
  for (const service of SERVICES_WITH_OUTBOX) {
    const [row] = await db(
      runId,
      service,
    )('select count(*)::int as n from outbox_events where published_at is null');
    waiting += row.n;
  }
  return waiting;
}

/** Messages on a topic beyond the outbox rows behind them: events published again, which inboxes must ignore. */
async function republished(runId, brokers, topic, service) {
  const { Kafka, logLevel } = require('kafkajs');
  const admin = new Kafka({ brokers: [brokers], logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const offsets = await admin.fetchTopicOffsets(`${runId}.${topic}`);
    const messages = offsets.reduce((n, p) => n + Number(p.high) - Number(p.low), 0);
    const [row] = await db(runId, service)('select count(*)::int as n from outbox_events where topic = $1', [
      topic,
    ]);
    return messages - row.n;
  } finally {
    await admin.disconnect();
  }
}

module.exports = { db, settle, bookingLedger, eventLedger, outboxBacklog, republished };
