import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { addDays, cancellationOutcome, studioDateOf, studioLocalToUtc } from '@studio/contracts';
import { Clock, EventSubscriptions } from '@studio/platform';
import { eventually, freePort, signedAs } from '@studio/platform/testing';
import { RenewalsService } from '../../services/billing/src/memberships/renewals.service';
import { startStack, Stack } from './harness';
import { whileHoldingLock } from './lock-order';
import { BookingRepository } from '../../services/booking/src/bookings/bookings.repository';
import { PaymentReturns } from '../../services/booking/src/bookings/payment-returns';
import { BookingsService } from '../../services/booking/src/bookings/bookings.service';
import { bookingCancelled } from '../../services/booking/src/bookings/booking-views';
import { BillingPayments, CardCharge } from '../../services/booking/src/bookings/billing-payments';
import { bookingApp, fixBookingClock, newClass, newSchedule, bookByCard } from './booking-fixtures';
import { Agent, forgetBootstrapAdmin, login, registerMember, useBootstrapAdmin } from './sessions';

const HOUR = 3_600_000;

function pacific(days: number, hour: number): Date {
  return studioLocalToUtc({ date: addDays(studioDateOf(new Date()), days), hour, minute: 0, amPm: 'AM' });
}

async function userIdOf(agent: Agent): Promise<number> {
  return (await agent.get('/api/user').expect(200)).body.id;
}

describe('bookings: the last seats under concurrency, credits, and the money moved', () => {
  let stack: Stack;
  let admin: Agent;
  let secondBooking: INestApplication;

  beforeAll(async () => {
    const credentials = useBootstrapAdmin();
    stack = await startStack(['identity', 'catalog', 'booking', 'billing']);
    admin = await login(stack, credentials.username, credentials.password);
    // A second booking process on the same database, as a second replica would be.
    process.env.BOOKING_PORT = String(await freePort());
    secondBooking = await (
      require('../../services/booking/src/app') as { startApp: () => Promise<INestApplication> }
    ).startApp();
  });
  afterAll(async () => {
    forgetBootstrapAdmin();
    await secondBooking.close();
    await stack.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('never sells more seats than the class has, with many members racing two booking processes', async () => {
    const classId = await newClass(admin, 15, 5);
    const scheduleId = await newSchedule(admin, classId, pacific(3, 7));
    const members = await Promise.all(Array.from({ length: 14 }, () => registerMember(stack)));
    const ids = await Promise.all(members.map(userIdOf));
    // Two seats go first, then twelve members race for the last three.
    for (const agent of members.slice(0, 2)) {
      await bookByCard(agent, scheduleId).expect(201);
    }
    const apps = [bookingApp(stack), secondBooking];
    const results = await Promise.all(
      ids.slice(2).map((userId, i) =>
        request(apps[i % 2].getHttpServer())
          .post('/bookings')
          .set(signedAs({ userId, isAdmin: false }))
          .send({ scheduleId, useCredits: false, paymentMethodId: 'pm_card_visa' }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.message === 'This class is full.'),
    ).toBe(true);
    const spots = await stack.agent().get(`/api/schedules/${classId}`).expect(200);
    expect(spots.body.find((s: { id: number }) => s.id === scheduleId).remainingSpots).toBe(0);
    const confirmed = await admin.get('/api/admin/bookings?status=confirmed&limit=500').expect(200);
    expect(
      confirmed.body.bookings.filter((b: { scheduleId: number }) => b.scheduleId === scheduleId),
    ).toHaveLength(5);
    // Only the five seated members were charged.
    const charges = await admin.get('/api/admin/transactions').expect(200);
    const seated = new Set(
      confirmed.body.bookings
        .filter((b: { scheduleId: number }) => b.scheduleId === scheduleId)
        .map((b: { id: number }) => b.id),
    );
    const paid = charges.body.filter(
      (t: { kind: string; bookingId: number | null; status: string }) =>
        t.kind === 'charge' && t.status === 'paid' && seated.has(t.bookingId),
    );
    expect(paid).toHaveLength(5);
    expect(paid.every((t: { amount: number }) => t.amount === 16.2)).toBe(true);
  });

  it("waits for a seat held by a payment still running: a declined card's seat goes to the member behind it", async () => {
    const classId = await newClass(admin, 15, 1);
    const scheduleId = await newSchedule(admin, classId, pacific(3, 9));
    const [declined, behind, late] = await Promise.all([1, 2, 3].map(() => registerMember(stack)));
    const billing = bookingApp(stack).get(BillingPayments);
    const charge = billing.charge.bind(billing);
    const slowly = async (c: CardCharge) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return charge(c);
    };
    jest.spyOn(billing, 'charge').mockImplementationOnce(slowly);
    // Sent now (a supertest request goes out when it is awaited), so it holds the seat before the next one.
    const first = declined
      .post('/api/bookings')
      .send({ scheduleId, useCredits: false, paymentMethodId: 'pm_card_chargeDeclined' })
      .then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const [refused, seated] = await Promise.all([first, bookByCard(behind, scheduleId)]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Your card was declined.');
    expect(seated.status).toBe(201);

    // A held seat that is paid for stays taken: the member waiting for it is told the class is full.
    const otherClass = await newClass(admin, 15, 1);
    const otherSchedule = await newSchedule(admin, otherClass, pacific(3, 10));
    jest.spyOn(billing, 'charge').mockImplementationOnce(slowly);
    const paid = bookByCard(behind, otherSchedule).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const [kept, full] = await Promise.all([paid, bookByCard(late, otherSchedule)]);
    expect(kept.status).toBe(201);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This class is full.');
  });

  it("cancels a member's booking while a move of its class holds the schedule, without a deadlock", async () => {
    const member = await registerMember(stack);
    const classId = await newClass(admin, 20, 5);
    const scheduleId = await newSchedule(admin, classId, pacific(7, 9));
    const booked = await bookByCard(member, scheduleId).expect(201);
    const app = bookingApp(stack);
    const repository = app.get(BookingRepository);
    const row = (await repository.findForUser(booked.body.userId, booked.body.id))!;
    const outcome = cancellationOutcome({
      paidCents: row.total_price_cents,
      usedCredits: false,
      startTime: row.start_time,
      now: new Date(),
      movedByStudio: false,
    });
    // A move takes the schedule's row, then marks its bookings (as moveSchedule does), the cancel running between.
    const cancelling = whileHoldingLock(
      app,
      scheduleId,
      {
        lockSql: 'select 1 from schedule_seats where schedule_id = ? for update',
        thenSql: `update bookings set moved_at = now() where schedule_id = ? and status = 'confirmed'`,
      },
      () =>
        repository.cancel(
          row,
          () => outcome,
          new Date(),
          (r, o) => bookingCancelled(r, o, 'member', new Date()),
        ),
    );
    await expect(cancelling).resolves.toMatchObject({ row: { id: booked.body.id, status: 'cancelled' } });
  });

  it("refunds in full a late cancel that waited for the studio's move of its class (the move decides)", async () => {
    const member = await registerMember(stack);
    const classId = await newClass(admin, 25, 5);
    const scheduleId = await newSchedule(admin, classId, new Date(Date.now() + 10 * HOUR));
    const booked = await bookByCard(member, scheduleId).expect(201);
    const app = bookingApp(stack);
    // The member's cancel reads the booking (late: a $10 fee), then waits for the schedule's row, which the move
    // holds; the move marks its bookings moved by the studio and commits first.
    const result = await whileHoldingLock(
      app,
      scheduleId,
      {
        lockSql: 'select 1 from schedule_seats where schedule_id = ? for update',
        thenSql: `update bookings set moved_at = now() where schedule_id = ? and status = 'confirmed'`,
      },
      () => app.get(BookingsService).cancel({ userId: booked.body.userId, isAdmin: false }, booked.body.id),
    );
    expect(result).toMatchObject({ isFullRefund: true, refundAmount: 27, cancellationFee: 0 });
  });

  /** A new member holding a new plan of 3 credits, and how to read how many are left. */
  async function memberWithCredits(plan: { price: number; interval?: string }) {
    const member = await registerMember(stack);
    const created = await admin
      .post('/api/admin/membership-plans')
      .send({ name: `Credits ${Date.now()}`, classCredits: 3, features: '[]', isActive: true, ...plan })
      .expect(201);
    await member
      .post('/api/user/memberships')
      .send({ planId: created.body.id, paymentMethodId: 'pm_card_visa' })
      .expect(201);
    const credits = async () =>
      (await member.get('/api/user/memberships/active').expect(200)).body.remainingCredits as number;
    return { member, credits };
  }

  it('books with one membership credit and gives it back only when cancelled 24 hours or more before', async () => {
    const { member, credits } = await memberWithCredits({ price: 30 });
    expect(await credits()).toBe(3);

    const classId = await newClass(admin, 25, 10);
    const early = pacific(4, 8);
    const earlyId = await newSchedule(admin, classId, early);
    const booked = await member
      .post('/api/bookings')
      .send({ scheduleId: earlyId, useCredits: true })
      .expect(201);
    expect(booked.body).toMatchObject({ usedCredits: true, totalPrice: 0, status: 'confirmed' });
    expect(booked.body.stripePaymentIntentId).toBeUndefined();
    expect(await credits()).toBe(2);
    fixBookingClock(bookingApp(stack), new Date(early.getTime() - 24 * HOUR));
    const back = await member.post(`/api/bookings/${booked.body.id}/cancel`).expect(200);
    expect(back.body).toMatchObject({
      usedCredits: true,
      isFullRefund: true,
      refundAmount: 0,
      creditReturned: true,
    });
    await eventually(async () => expect(await credits()).toBe(3));
    jest.restoreAllMocks();

    const late = pacific(4, 9);
    const lateId = await newSchedule(admin, classId, late);
    const second = await member
      .post('/api/bookings')
      .send({ scheduleId: lateId, useCredits: true })
      .expect(201);
    expect(await credits()).toBe(2);
    fixBookingClock(bookingApp(stack), new Date(late.getTime() - 23 * HOUR));
    const lost = await member.post(`/api/bookings/${second.body.id}/cancel`).expect(200);
    expect(lost.body).toMatchObject({ isFullRefund: false, creditReturned: false, cancellationFee: 0 });
    expect(await credits()).toBe(2);
  });

  it('says the credit stays spent when a booking made in an earlier credit period is cancelled early', async () => {
    const { member, credits } = await memberWithCredits({ price: 60, interval: 'quarterly' });
    const classId = await newClass(admin, 25, 10);
    const booked = await member
      .post('/api/bookings')
      .send({ scheduleId: await newSchedule(admin, classId, pacific(40, 8)), useCredits: true })
      .expect(201);
    expect(await credits()).toBe(2);
    // 31 days on, the 30-day reset has refilled the credits; the class is still nine days ahead.
    const later = new Date(Date.now() + 31 * 24 * HOUR);
    const billingApp = stack.services.billing!;
    jest.spyOn(billingApp.get(Clock), 'now').mockImplementation(() => new Date(later));
    await billingApp.get(RenewalsService).sweep();
    expect(await credits()).toBe(3);
    fixBookingClock(bookingApp(stack), later);
    const quote = await member.get(`/api/bookings/${booked.body.id}/cancellation`).expect(200);
    const kept = { usedCredits: true, isFullRefund: true, refundAmount: 0, creditReturned: false };
    expect(quote.body).toMatchObject(kept);
    const cancelled = await member.post(`/api/bookings/${booked.body.id}/cancel`).expect(200);
    expect(cancelled.body).toMatchObject(kept);
    expect(await credits()).toBe(3);
  });

  it('leaves no booking and no seat taken when a member without credits books with credits', async () => {
    const member = await registerMember(stack);
    const classId = await newClass(admin, 25, 10);
    const scheduleId = await newSchedule(admin, classId, pacific(4, 10));
    const res = await member.post('/api/bookings').send({ scheduleId, useCredits: true });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await member.get('/api/bookings').expect(200)).body).toEqual([]);
    const spots = await stack.agent().get(`/api/schedules/${classId}`).expect(200);
    expect(spots.body[0].remainingSpots).toBe(10);
  });

  it('refunds the card in full, then minus the fee, as billing records it', async () => {
    const member = await registerMember(stack);
    const classId = await newClass(admin, 20, 10);
    const start = pacific(5, 8);
    const scheduleId = await newSchedule(admin, classId, start);
    const booked = await bookByCard(member, scheduleId).expect(201);
    fixBookingClock(bookingApp(stack), new Date(start.getTime() - 2 * HOUR));
    await member.post(`/api/bookings/${booked.body.id}/cancel`).expect(200);
    await eventually(async () => {
      const all = await admin.get('/api/admin/transactions').expect(200);
      const mine = all.body.filter((t: { bookingId: number | null }) => t.bookingId === booked.body.id);
      expect(mine.map((t: { kind: string; amount: number }) => [t.kind, t.amount]).sort()).toEqual([
        ['charge', 21.6],
        ['refund', 11.6],
      ]);
    });
  });

  it('undoes a booking whose process died after the charge: the seat is freed and the charge refunded', async () => {
    const member = await registerMember(stack);
    const classId = await newClass(admin, 20, 4);
    const scheduleId = await newSchedule(admin, classId, pacific(6, 8));
    const app = bookingApp(stack);
    jest.spyOn(app.get(BookingRepository), 'confirm').mockRejectedValueOnce(new Error('process died'));
    await bookByCard(member, scheduleId).expect(502);
    const [pending] = (await member.get('/api/bookings').expect(200)).body;
    expect(pending).toMatchObject({ status: 'pending', schedule: { remainingSpots: 3 } });

    await app.get(PaymentReturns).repair();
    expect((await member.get('/api/bookings').expect(200)).body).toHaveLength(1);
    fixBookingClock(app, new Date(Date.now() + 61_000));
    await app.get(PaymentReturns).repair();
    expect((await member.get('/api/bookings').expect(200)).body).toEqual([]);
    const spots = await stack.agent().get(`/api/schedules/${classId}`).expect(200);
    expect(spots.body[0].remainingSpots).toBe(4);
    const all = await admin.get('/api/admin/transactions').expect(200);
    const mine = all.body.filter((t: { bookingId: number | null }) => t.bookingId === pending.id);
    expect(mine.map((t: { kind: string; amount: number }) => [t.kind, t.amount]).sort()).toEqual([
      ['charge', 21.6],
      ['refund', 21.6],
    ]);
  });

  /** Holds the events reaching both booking processes until the answer is called (catalog's are late). */
  function holdEvents(): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    for (const app of [bookingApp(stack), secondBooking]) {
      const subscriptions = app.get(EventSubscriptions);
      const dispatchAll = subscriptions.dispatchAll.bind(subscriptions);
      jest.spyOn(subscriptions, 'dispatchAll').mockImplementation(async (messages) => {
        await gate;
        return dispatchAll(messages);
      });
    }
    return release;
  }

  /** The admin moves the schedule an hour later (an hour long); answers its new start. */
  async function moveAnHourLater(scheduleId: number, start: Date): Promise<Date> {
    const later = new Date(start.getTime() + HOUR);
    await admin
      .put(`/api/admin/schedules/${scheduleId}`)
      .send({ startTime: later.toISOString(), endTime: new Date(later.getTime() + HOUR).toISOString() })
      .expect(200);
    return later;
  }

  async function refundsOf(bookingId: number): Promise<number[]> {
    const all = await admin.get('/api/admin/transactions').expect(200);
    return all.body
      .filter(
        (t: { bookingId: number | null; kind: string }) => t.bookingId === bookingId && t.kind === 'refund',
      )
      .map((t: { amount: number }) => t.amount);
  }

  it('gives everything back to a member who cancels just after the studio called the class off, before its event', async () => {
    const member = await registerMember(stack);
    const classId = await newClass(admin, 20, 5);
    const scheduleId = await newSchedule(admin, classId, new Date(Date.now() + 5 * HOUR));
    const booked = await bookByCard(member, scheduleId).expect(201);
    const release = holdEvents();
    try {
      await admin.put(`/api/admin/schedules/${scheduleId}/cancel`).expect(200);
      const quote = await member.get(`/api/bookings/${booked.body.id}/cancellation`).expect(409);
      expect(quote.body.message).toBe('This booking is already cancelled.');
      await member.post(`/api/bookings/${booked.body.id}/cancel`).expect(409);
      const read = await member.get(`/api/bookings/${booked.body.id}`).expect(200);
      expect(read.body).toMatchObject({ status: 'cancelled', schedule: { isCancelled: true } });
    } finally {
      release();
    }
    await bookingApp(stack).get(PaymentReturns).repair();
    await eventually(async () => expect(await refundsOf(booked.body.id)).toEqual([21.6]));
  });

  it('refunds in full a member who cancels just after the studio moved the class, before its event', async () => {
    const member = await registerMember(stack);
    const classId = await newClass(admin, 20, 5);
    const start = new Date(Date.now() + 5 * HOUR);
    const scheduleId = await newSchedule(admin, classId, start);
    const booked = await bookByCard(member, scheduleId).expect(201);
    const release = holdEvents();
    try {
      await moveAnHourLater(scheduleId, start);
      const res = await member.post(`/api/bookings/${booked.body.id}/cancel`).expect(200);
      expect(res.body).toMatchObject({ isFullRefund: true, refundAmount: 21.6, cancellationFee: 0 });
    } finally {
      release();
    }
  });

  it("keeps a move news to the members booked before it when another member books before the move's event", async () => {
    const [first, second] = await Promise.all([registerMember(stack), registerMember(stack)]);
    const classId = await newClass(admin, 20, 5);
    const start = new Date(Date.now() + 5 * HOUR);
    const scheduleId = await newSchedule(admin, classId, start);
    const before = await bookByCard(first, scheduleId).expect(201);
    const release = holdEvents();
    let after;
    try {
      const later = await moveAnHourLater(scheduleId, start);
      after = await bookByCard(second, scheduleId).expect(201);
      expect(after.body.schedule.startTime).toBe(later.toISOString());
    } finally {
      release();
    }
    // The member who booked the moved class may withdraw without loss; the one who booked it as it is now may not.
    const moved = await first.get(`/api/bookings/${before.body.id}/cancellation`).expect(200);
    expect(moved.body).toMatchObject({ isFullRefund: true, cancellationFee: 0 });
    const booked = await second.get(`/api/bookings/${after.body.id}/cancellation`).expect(200);
    expect(booked.body).toMatchObject({ isFullRefund: false, cancellationFee: 10 });
  });

  it('keeps a booking paid for while the studio called its class off as cancelled by the studio, refunded in full', async () => {
    const member = await registerMember(stack);
    const classId = await newClass(admin, 20, 5);
    const scheduleId = await newSchedule(admin, classId, pacific(4, 9));
    const app = bookingApp(stack);
    const billing = app.get(BillingPayments);
    const charge = billing.charge.bind(billing);
    let charging!: () => void;
    const charged = new Promise<void>((resolve) => (charging = resolve));
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    jest.spyOn(billing, 'charge').mockImplementationOnce(async (c: CardCharge) => {
      charging();
      await settled;
      return charge(c);
    });
    const booking = bookByCard(member, scheduleId).then((res) => res);
    await charged;
    await admin.put(`/api/admin/schedules/${scheduleId}/cancel`).expect(200);
    // The charge goes through once booking has heard of the cancellation (the pending booking shows it).
    await eventually(async () => {
      const [pending] = (await member.get('/api/bookings').expect(200)).body;
      expect(pending.schedule.isCancelled).toBe(true);
    });
    settle();
    const refused = await booking;
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This class has been cancelled.');

    const [kept] = (await member.get('/api/bookings').expect(200)).body;
    expect(kept).toMatchObject({ scheduleId, status: 'cancelled', paymentStatus: 'paid' });
    await eventually(async () => expect(await refundsOf(kept.id)).toEqual([21.6]));
  });
});
