import { addDays, CatalogMessages, CLASS_MAX_PRICE, studioDateOf, studioLocalToUtc } from '@studio/contracts';
import { Clock } from '@studio/platform';
import { eventually } from '@studio/platform/testing';
import { startStack, Stack } from './harness';
import { bookingApp, fixBookingClock, newClass, newSchedule, bookByCard } from './booking-fixtures';
import { Agent, forgetBootstrapAdmin, login, registerMember, useBootstrapAdmin } from './sessions';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A studio-local (Pacific) time `days` from today. */
function pacific(days: number, hour: number, minute: number, amPm: 'AM' | 'PM'): Date {
  return studioLocalToUtc({ date: addDays(studioDateOf(new Date()), days), hour, minute, amPm });
}

describe('bookings through the gateway (card payments, policy, ownership)', () => {
  let stack: Stack;
  let admin: Agent;
  let member: Agent;
  let other: Agent;
  let classId: number;

  beforeAll(async () => {
    const credentials = useBootstrapAdmin();
    stack = await startStack(['identity', 'catalog', 'booking', 'billing']);
    admin = await login(stack, credentials.username, credentials.password);
    member = await registerMember(stack);
    other = await registerMember(stack);
    classId = await newClass(admin, 20, 10);
  });
  afterAll(async () => {
    forgetBootstrapAdmin();
    await stack.close();
  });
  afterEach(() => jest.restoreAllMocks());

  async function spotsOf(scheduleId: number, ofClass = classId): Promise<number> {
    const res = await stack.agent().get(`/api/schedules/${ofClass}`).expect(200);
    return res.body.find((s: { id: number }) => s.id === scheduleId).remainingSpots;
  }

  it('books by card: price plus 8 % tax, confirmed and paid, with schedule, class and trainer', async () => {
    const scheduleId = await newSchedule(admin, classId, pacific(3, 9, 0, 'AM'));
    const res = await bookByCard(member, scheduleId).expect(201);
    expect(res.body).toMatchObject({
      bookingId: res.body.id,
      scheduleId,
      status: 'confirmed',
      paymentStatus: 'paid',
      totalPrice: 21.6,
      usedCredits: false,
      schedule: { remainingSpots: 9, class: { id: classId, trainer: { name: expect.any(String) } } },
    });
    expect(res.body.stripePaymentIntentId).toEqual(expect.any(String));
    const mine = await member.get('/api/bookings').expect(200);
    expect(mine.body.map((b: { id: number }) => b.id)).toContain(res.body.id);
    expect(await spotsOf(scheduleId)).toBe(9);
    const again = await bookByCard(member, scheduleId).expect(409);
    expect(again.body.message).toBe('You have already booked this class.');
  });

  it('books the dearest class an admin may price by card, tax and all', async () => {
    const dearest = await newClass(admin, CLASS_MAX_PRICE, 5);
    const scheduleId = await newSchedule(admin, dearest, pacific(3, 7, 0, 'AM'));
    const res = await bookByCard(member, scheduleId).expect(201);
    expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', totalPrice: 108_000 });
  });

  it('tells the member who took the last seat that they booked it, and the next member that it is full', async () => {
    const single = await newClass(admin, 20, 1);
    const scheduleId = await newSchedule(admin, single, pacific(3, 11, 0, 'AM'));
    await bookByCard(member, scheduleId).expect(201);
    const again = await bookByCard(member, scheduleId).expect(409);
    expect(again.body.message).toBe('You have already booked this class.');
    const late = await bookByCard(other, scheduleId).expect(409);
    expect(late.body.message).toBe('This class is full.');
  });

  it("counts seats against the class's capacity as it stands when the member books", async () => {
    const small = await newClass(admin, 20, 1);
    const scheduleId = await newSchedule(admin, small, pacific(3, 1, 0, 'PM'));
    await bookByCard(member, scheduleId).expect(201);
    await bookByCard(other, scheduleId).expect(409);
    await admin.put(`/api/admin/classes/${small}`).send({ maxCapacity: 2 }).expect(200);
    await bookByCard(other, scheduleId).expect(201);
    await admin.put(`/api/admin/classes/${small}`).send({ maxCapacity: 1 }).expect(200);
    const third = await registerMember(stack);
    const full = await bookByCard(third, scheduleId).expect(409);
    expect(full.body.message).toBe('This class is full.');
    expect(await spotsOf(scheduleId, small)).toBe(0);
  });

  it('lists upcoming bookings soonest first without cancelled ones, and every booking under /api/user/bookings', async () => {
    const reader = await registerMember(stack);
    const book = async (days: number) => {
      const scheduleId = await newSchedule(admin, classId, pacific(days, 8, 0, 'AM'));
      const res = await bookByCard(reader, scheduleId).expect(201);
      return res.body.id as number;
    };
    const later = await book(6);
    const sooner = await book(5);
    const dropped = await book(7);
    await reader.post(`/api/bookings/${dropped}/cancel`).expect(200);

    const upcoming = await reader.get('/api/bookings/upcoming').expect(200);
    expect(upcoming.body.map((b: { id: number }) => b.id)).toEqual([sooner, later]);
    const all = await reader.get('/api/user/bookings').expect(200);
    expect(all.body.map((b: { id: number }) => b.id).sort()).toEqual([later, sooner, dropped].sort());
    const profile = await reader.get('/api/users/profile').expect(200);
    expect(profile.body).toEqual((await reader.get('/api/user').expect(200)).body);
  });

  it('leaves no booking and no seat taken when the card is declined', async () => {
    const scheduleId = await newSchedule(admin, classId, pacific(3, 10, 0, 'AM'));
    const res = await member
      .post('/api/bookings')
      .send({ scheduleId, useCredits: false, paymentMethodId: 'pm_card_chargeDeclined' })
      .expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
    expect(res.status).toBeLessThan(500);
    const mine = await member.get('/api/bookings').expect(200);
    expect(mine.body.filter((b: { scheduleId: number }) => b.scheduleId === scheduleId)).toEqual([]);
    expect(await spotsOf(scheduleId)).toBe(10);
    await bookByCard(member, scheduleId).expect(201);
  });

  it('answers retries with the same idempotencyKey, sent at once or later, with the first booking, and refuses the key for another class or card', async () => {
    const scheduleId = await newSchedule(admin, classId, pacific(3, 11, 0, 'AM'));
    const body = { scheduleId, useCredits: false, paymentMethodId: 'pm_card_visa', idempotencyKey: 'try-1' };
    const together = await Promise.all(
      Array.from({ length: 4 }, () => member.post('/api/bookings').send(body)),
    );
    expect(together.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const later = await member.post('/api/bookings').send(body).expect(201);
    expect(new Set([...together, later].map((r) => r.body.id)).size).toBe(1);
    expect(later.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await spotsOf(scheduleId)).toBe(9);

    const elsewhere = await newSchedule(admin, classId, pacific(3, 1, 0, 'PM'));
    const reused = await member
      .post('/api/bookings')
      .send({ ...body, scheduleId: elsewhere })
      .expect(409);
    expect(reused.body.message).toBe(
      'This idempotency key was already used for a different booking request.',
    );
    expect(await spotsOf(elsewhere)).toBe(10);
    const otherCard = await member
      .post('/api/bookings')
      .send({ ...body, paymentMethodId: 'pm_card_mastercard' })
      .expect(409);
    expect(otherCard.body.message).toBe(
      'This idempotency key was already used for a different booking request.',
    );
  });

  it('answers each of the same request sent at once with its own decline, not with the seat the first held', async () => {
    const declined = await registerMember(stack);
    const scheduleId = await newSchedule(admin, classId, pacific(3, 2, 0, 'PM'));
    const body = { scheduleId, useCredits: false, paymentMethodId: 'pm_card_chargeDeclined' };
    const together = await Promise.all(
      Array.from({ length: 3 }, () =>
        declined.post('/api/bookings').set('Idempotency-Key', 'declined-1').send(body),
      ),
    );
    expect(together.map((r) => [r.status, r.body.message])).toEqual(
      Array(3).fill([400, 'Your card was declined.']),
    );
    expect((await declined.get('/api/bookings').expect(200)).body).toEqual([]);
    expect(await spotsOf(scheduleId)).toBe(10);
  });

  it('takes the Idempotency-Key header as the idempotencyKey the body leaves out', async () => {
    const scheduleId = await newSchedule(admin, classId, pacific(3, 11, 30, 'AM'));
    const body = { scheduleId, useCredits: false, paymentMethodId: 'pm_card_visa' };
    const first = await member
      .post('/api/bookings')
      .set('Idempotency-Key', 'header-1')
      .send(body)
      .expect(201);
    const retried = await member
      .post('/api/bookings')
      .set('Idempotency-Key', 'header-1')
      .send(body)
      .expect(201);
    expect(retried.body.id).toBe(first.body.id);
    expect(await spotsOf(scheduleId)).toBe(9);
    await member
      .post('/api/bookings')
      .set('Idempotency-Key', 'x'.repeat(500))
      .send({ ...body, scheduleId: await newSchedule(admin, classId, pacific(3, 12, 30, 'PM')) })
      .expect(400);
  });

  it("hides a member's booking from others: 404 on read, cancel and calendar", async () => {
    const scheduleId = await newSchedule(admin, classId, pacific(3, 12, 0, 'PM'));
    const booked = await bookByCard(member, scheduleId).expect(201);
    const id = booked.body.id;
    await member.get(`/api/bookings/${id}`).expect(200);
    expect((await other.get(`/api/bookings/${id}`).expect(404)).body.message).toBe('Booking not found.');
    await other.post(`/api/bookings/${id}/cancel`).expect(404);
    await other.get(`/api/bookings/${id}/cancellation`).expect(404);
    await other.get(`/api/bookings/${id}/calendar`).expect(404);
    await member.get(`/api/bookings/${id}`).expect(200);
  });

  it('refunds in full when cancelled 24 hours or more before the class, and frees the seat', async () => {
    const start = pacific(4, 9, 0, 'AM');
    const scheduleId = await newSchedule(admin, classId, start);
    const booked = await bookByCard(member, scheduleId).expect(201);
    fixBookingClock(bookingApp(stack), new Date(start.getTime() - 24 * HOUR));
    const quote = await member.get(`/api/bookings/${booked.body.id}/cancellation`).expect(200);
    expect(quote.body.booking.status).toBe('confirmed');
    const res = await member.post(`/api/bookings/${booked.body.id}/cancel`).expect(200);
    expect(res.body).toMatchObject({
      usedCredits: false,
      isFullRefund: true,
      refundAmount: 21.6,
      cancellationFee: 0,
      booking: { status: 'cancelled', totalPrice: 21.6 },
    });
    expect(quote.body).toMatchObject({ isFullRefund: true, refundAmount: 21.6, cancellationFee: 0 });
    expect(await spotsOf(scheduleId)).toBe(10);
    const again = await member.post(`/api/bookings/${booked.body.id}/cancel`).expect(409);
    expect(again.body.message).toBe('This booking is already cancelled.');
  });

  it('keeps the $10 fee and refunds the rest when cancelled less than 24 hours before', async () => {
    const start = pacific(4, 10, 0, 'AM');
    const scheduleId = await newSchedule(admin, classId, start);
    const booked = await bookByCard(member, scheduleId).expect(201);
    fixBookingClock(bookingApp(stack), new Date(start.getTime() - 24 * HOUR + 1));
    const res = await member.post(`/api/bookings/${booked.body.id}/cancel`).expect(200);
    expect(res.body).toMatchObject({ isFullRefund: false, refundAmount: 11.6, cancellationFee: 10 });
  });

  it('charges only the total the member was shown: a price changed since is refused with nothing taken', async () => {
    const pricedClass = await newClass(admin, 24, 10);
    const scheduleId = await newSchedule(admin, pricedClass, pacific(4, 11, 30, 'AM'));
    await admin.put(`/api/admin/classes/${pricedClass}`).send({ price: 40 }).expect(200);
    const refused = await member
      .post('/api/bookings')
      .send({ scheduleId, useCredits: false, paymentMethodId: 'pm_card_visa', expectedTotalPrice: 25.92 })
      .expect(409);
    expect(refused.body.message).toBe(
      'The price of this class has changed. Please review the new price and book again.',
    );
    expect(await spotsOf(scheduleId, pricedClass)).toBe(10);
    for (const expectedTotalPrice of ['cheap', -21.6, 1e21]) {
      const bad = await member
        .post('/api/bookings')
        .send({ scheduleId, useCredits: false, paymentMethodId: 'pm_card_visa', expectedTotalPrice })
        .expect(400);
      expect(bad.body.message).toBe(
        'expectedTotalPrice must be an amount in dollars from 0 to 108000 with at most two decimals',
      );
    }
    expect(await spotsOf(scheduleId, pricedClass)).toBe(10);
    const booked = await member
      .post('/api/bookings')
      .send({ scheduleId, useCredits: false, paymentMethodId: 'pm_card_visa', expectedTotalPrice: 43.2 })
      .expect(201);
    expect(booked.body.totalPrice).toBe(43.2);
  });

  it('keeps a late-cancelled payment under $10 whole, reported as the fee, so the amounts add up', async () => {
    const cheapClass = await newClass(admin, 5, 10);
    const start = pacific(4, 10, 30, 'AM');
    const scheduleId = await newSchedule(admin, cheapClass, start);
    const booked = await bookByCard(member, scheduleId).expect(201);
    expect(booked.body.totalPrice).toBe(5.4);
    fixBookingClock(bookingApp(stack), new Date(start.getTime() - 2 * HOUR));
    const res = await member.post(`/api/bookings/${booked.body.id}/cancel`).expect(200);
    expect(res.body).toMatchObject({ isFullRefund: false, refundAmount: 0, cancellationFee: 5.4 });
  });

  it('refuses to cancel a booking of a class that has started', async () => {
    const start = pacific(4, 11, 0, 'AM');
    const scheduleId = await newSchedule(admin, classId, start);
    const booked = await bookByCard(member, scheduleId).expect(201);
    fixBookingClock(bookingApp(stack), start);
    const res = await member.post(`/api/bookings/${booked.body.id}/cancel`).expect(409);
    expect(res.body.message).toBe('A past booking cannot be cancelled.');
  });

  it('judges the booking window in Pacific time: today always, another day until the end', async () => {
    // 11:30 PM to 12:30 AM Pacific: the end falls on the next studio day.
    const start = pacific(5, 11, 30, 'PM');
    const scheduleId = await newSchedule(admin, classId, start);
    const end = new Date(start.getTime() + HOUR);
    const restore = fixBookingClock(bookingApp(stack), new Date(end.getTime() + 1));
    const late = await bookByCard(member, scheduleId).expect(409);
    expect(late.body.message).toBe('Booking is only available up to 8.5 hours after a class has started.');
    restore();
    fixBookingClock(bookingApp(stack), end);
    await bookByCard(member, scheduleId).expect(201);

    const morning = pacific(5, 8, 0, 'AM');
    const todayId = await newSchedule(admin, classId, morning);
    fixBookingClock(bookingApp(stack), new Date(morning.getTime() + 12 * HOUR));
    await bookByCard(other, todayId).expect(201);
  });

  it('books a class that is running now and refuses one that ended days ago; admins may schedule both', async () => {
    const now = Date.now();
    const running = await newSchedule(admin, classId, new Date(now - 30 * 60_000));
    await bookByCard(member, running).expect(201);
    const ended = await newSchedule(admin, classId, new Date(now - 3 * 24 * HOUR));
    const res = await bookByCard(member, ended).expect(409);
    expect(res.body.message).toBe('Booking is only available up to 8.5 hours after a class has started.');
  });

  it.each([
    [
      { scheduleId: 'abc', useCredits: false, paymentMethodId: 'pm_card_visa' },
      'scheduleId must be a positive whole number',
    ],
    [
      { scheduleId: 0, useCredits: false, paymentMethodId: 'pm_card_visa' },
      'scheduleId must be a positive whole number',
    ],
    [
      { scheduleId: 1, useCredits: 'yes', paymentMethodId: 'pm_card_visa' },
      'useCredits must be true or false',
    ],
    [{ scheduleId: 1, useCredits: false }, 'Choose a card to pay with'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await member.post('/api/bookings').send(body).expect(400);
    expect(res.body.message).toContain(message);
  });

  it('answers an unknown schedule with the spec text, and a cancelled schedule with 409', async () => {
    const unknown = await bookByCard(member, 2147483647).expect(404);
    expect(unknown.body.message).toBe('Class schedule not found.');
    const scheduleId = await newSchedule(admin, classId, pacific(6, 9, 0, 'AM'));
    await admin.put(`/api/admin/schedules/${scheduleId}/cancel`).expect(200);
    const res = await bookByCard(member, scheduleId).expect(409);
    expect(res.body.message).toBe('This class has been cancelled.');
  });

  it("cancels a schedule's bookings with a full refund when an admin cancels the schedule", async () => {
    const scheduleId = await newSchedule(admin, classId, pacific(6, 10, 0, 'AM'));
    const booked = await bookByCard(member, scheduleId).expect(201);
    await admin.put(`/api/admin/schedules/${scheduleId}/cancel`).expect(200);
    await eventually(async () => {
      const res = await member.get(`/api/bookings/${booked.body.id}`).expect(200);
      expect(res.body.status).toBe('cancelled');
    });
    const page = await admin.get('/api/admin/bookings?status=cancelled&limit=500').expect(200);
    expect(page.body.bookings.map((b: { id: number }) => b.id)).toContain(booked.body.id);
  });

  /** Books the class by card two days ahead, then has catalog cancel it `minutesIn` after its start. */
  /** Books the class starting at `hour` and has the admin call it off `minutesIn` minutes after its start. */
  async function bookAndCallOff(minutesIn: number, hour: number, status = 200) {
    const start = pacific(2, hour, 0, 'AM');
    const scheduleId = await newSchedule(admin, classId, start);
    const booked = await bookByCard(member, scheduleId).expect(201);
    await eventually(async () => expect(await spotsOf(scheduleId)).toBe(9));
    const catalog = stack.services.catalog;
    if (!catalog) throw new Error('catalog is not running in this stack');
    const clock = jest
      .spyOn(catalog.get(Clock), 'now')
      .mockImplementation(() => new Date(start.getTime() + minutesIn * MINUTE));
    const answer = await admin.put(`/api/admin/schedules/${scheduleId}/cancel`).expect(status);
    clock.mockRestore();
    return { bookingId: booked.body.id as number, answer };
  }

  it('refuses to call off a booked class that has ended: its members attended it and keep their bookings', async () => {
    const { bookingId, answer } = await bookAndCallOff(60, 7, 409);
    expect(answer.body.message).toBe(CatalogMessages.bookedEnded);
    const res = await member.get(`/api/bookings/${bookingId}`).expect(200);
    expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(res.body.schedule.isCancelled).toBe(false);
  });

  it('cancels and refunds in full the bookings of a class called off while it runs', async () => {
    const { bookingId } = await bookAndCallOff(30, 6);
    await eventually(async () => {
      const res = await member.get(`/api/bookings/${bookingId}`).expect(200);
      expect(res.body.status).toBe('cancelled');
      // Cancelled as of when the studio called it off, however late the event is handled: after the class's end
      // it would read as attended.
      expect(res.body.cancelledAt).toBe(
        new Date(pacific(2, 6, 0, 'AM').getTime() + 30 * MINUTE).toISOString(),
      );
    });
    await eventually(async () => {
      const all = await admin.get('/api/admin/transactions').expect(200);
      const refund = all.body.find(
        (t: { bookingId: number | null; kind: string }) => t.bookingId === bookingId && t.kind === 'refund',
      );
      expect(refund.amount).toBe(21.6);
    });
  });

  it('refuses to move a booked class into the past, and moves it to a later time', async () => {
    const start = pacific(4, 8, 0, 'AM');
    const scheduleId = await newSchedule(admin, classId, start);
    await bookByCard(member, scheduleId).expect(201);
    await eventually(async () => expect(await spotsOf(scheduleId)).toBe(9));
    const past = new Date(Date.now() - 3 * HOUR);
    const refused = await admin
      .put(`/api/admin/schedules/${scheduleId}`)
      .send({ startTime: past.toISOString(), endTime: new Date(past.getTime() + HOUR).toISOString() })
      .expect(409);
    expect(refused.body.message).toBe(CatalogMessages.bookedIntoPast);
    const later = new Date(start.getTime() + 2 * HOUR);
    await admin
      .put(`/api/admin/schedules/${scheduleId}`)
      .send({ startTime: later.toISOString(), endTime: new Date(later.getTime() + HOUR).toISOString() })
      .expect(200);
  });

  it("labels bookings with the class's trainer as it is now: renamed, replaced, or the schedule given another class", async () => {
    const trainerOf = async (bookingId: number) =>
      (await member.get(`/api/bookings/${bookingId}`).expect(200)).body.schedule.class.trainer?.name;
    const start = pacific(6, 7, 0, 'AM');
    const scheduleId = await newSchedule(admin, classId, start);
    const booked = await bookByCard(member, scheduleId).expect(201);
    const cls = (await stack.agent().get(`/api/classes/${classId}`).expect(200)).body;
    const trainer = (await admin.get('/api/admin/trainers').expect(200)).body.find(
      (t: { name: string }) => t.name === cls.trainer.name,
    );
    await admin
      .put(`/api/admin/trainers/${trainer.id}`)
      .send({ name: `${trainer.name} Rao`, specialization: trainer.specialization })
      .expect(200);
    await eventually(async () => expect(await trainerOf(booked.body.id)).toBe(`${trainer.name} Rao`));

    const replacement = await admin
      .post('/api/admin/trainers')
      .send({ name: `${trainer.name} Two`, specialization: 'Yoga' })
      .expect(201);
    await admin.put(`/api/admin/classes/${classId}`).send({ trainerId: replacement.body.id }).expect(200);
    await eventually(async () => expect(await trainerOf(booked.body.id)).toBe(`${trainer.name} Two`));

    const otherClass = await newClass(admin);
    const otherTrainer = (await stack.agent().get(`/api/classes/${otherClass}`).expect(200)).body.trainer
      .name;
    await admin
      .put(`/api/admin/schedules/${scheduleId}`)
      .send({
        classId: otherClass,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + HOUR).toISOString(),
      })
      .expect(200);
    await eventually(async () => expect(await trainerOf(booked.body.id)).toBe(otherTrainer));
    await admin.put(`/api/admin/classes/${classId}`).send({ trainerId: trainer.id }).expect(200);
  });

  it('keeps the times and class of a booked class that has started: its members attended it then', async () => {
    // Still running (two hours long), so it is bookable whatever the hour: one that had ended would be only on
    // its own Pacific day, which an hour ago is not between midnight and 1 AM.
    const started = new Date(Date.now() - HOUR);
    const scheduleId = await newSchedule(admin, classId, started, 120);
    await bookByCard(member, scheduleId).expect(201);
    await eventually(async () => expect(await spotsOf(scheduleId)).toBe(9));
    const tomorrow = new Date(started.getTime() + 24 * HOUR);
    const refused = await admin
      .put(`/api/admin/schedules/${scheduleId}`)
      .send({ startTime: tomorrow.toISOString(), endTime: new Date(tomorrow.getTime() + HOUR).toISOString() })
      .expect(409);
    expect(refused.body.message).toBe(CatalogMessages.bookedStarted);
    const otherClass = await newClass(admin);
    const swapped = await admin
      .put(`/api/admin/schedules/${scheduleId}`)
      .send({ classId: otherClass })
      .expect(409);
    expect(swapped.body.message).toBe(CatalogMessages.bookedStarted);
    // An unbooked one that has started may still be moved.
    const empty = await newSchedule(admin, classId, started);
    await admin
      .put(`/api/admin/schedules/${empty}`)
      .send({ startTime: tomorrow.toISOString(), endTime: new Date(tomorrow.getTime() + HOUR).toISOString() })
      .expect(200);
  });

  it('lets a member whose class the studio moved cancel with a full refund until it starts', async () => {
    const start = pacific(5, 8, 0, 'AM');
    const scheduleId = await newSchedule(admin, classId, start);
    const booked = await bookByCard(member, scheduleId).expect(201);
    const soon = new Date(start.getTime() - 20 * HOUR);
    await admin
      .put(`/api/admin/schedules/${scheduleId}`)
      .send({ startTime: soon.toISOString(), endTime: new Date(soon.getTime() + HOUR).toISOString() })
      .expect(200);
    fixBookingClock(bookingApp(stack), new Date(start.getTime() - 30 * HOUR));
    await eventually(async () => {
      const quote = await member.get(`/api/bookings/${booked.body.id}/cancellation`).expect(200);
      expect(quote.body).toMatchObject({ isFullRefund: true, refundAmount: 21.6, cancellationFee: 0 });
    });
    const res = await member.post(`/api/bookings/${booked.body.id}/cancel`).expect(200);
    expect(res.body).toMatchObject({ isFullRefund: true, refundAmount: 21.6, cancellationFee: 0 });
  });

  it('gives admins every booking with its member, filtered and paged', async () => {
    const res = await admin.get('/api/admin/bookings?status=confirmed&page=1&limit=2').expect(200);
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 2, today: studioDateOf(new Date()) });
    expect(res.body.bookings.length).toBeLessThanOrEqual(2);
    expect(res.body.bookings.every((b: { status: string }) => b.status === 'confirmed')).toBe(true);
    await eventually(async () => {
      const all = await admin.get('/api/admin/bookings?limit=500').expect(200);
      expect(all.body.bookings[0].user).toEqual({ fullName: 'Maya Member', email: expect.any(String) });
    });
    // All Bookings leaves the cancelled ones out of its pages when asked (the screen hides them).
    const statuses = async (query: string) =>
      new Set(
        (await admin.get(`/api/admin/bookings?limit=500${query}`).expect(200)).body.bookings.map(
          (b: { status: string }) => b.status,
        ),
      );
    expect(await statuses('')).toContain('cancelled');
    const shown = await statuses('&hideCancelled=true');
    expect([shown.has('confirmed'), shown.has('cancelled')]).toEqual([true, false]);
    await admin.get('/api/admin/bookings?hideCancelled=yes').expect(400);
    await admin.get('/api/admin/bookings?status=paid').expect(400);
    await member.get('/api/admin/bookings').expect(403);
    expect((await admin.post('/api/admin/bookings/clear-cache').expect(200)).body).toEqual({ success: true });
  });

  it('gives the booking as an .ics file and a signed calendar feed', async () => {
    const scheduleId = await newSchedule(admin, classId, pacific(7, 9, 0, 'AM'));
    const booked = await bookByCard(member, scheduleId).expect(201);
    const file = await member.get(`/api/bookings/${booked.body.id}/calendar`).buffer(true).expect(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="studio-booking-${booked.body.id}.ics"`,
    );
    expect(file.text).toContain('BEGIN:VEVENT');
    expect(file.text).toContain(`UID:booking-${booked.body.id}@studio`);
    expect(file.text).toContain('\r\nLOCATION:Studio B\r\n');
    const link = await member.get('/api/bookings/calendar-feed').expect(200);
    const feed = await stack.agent().get(link.body.path).buffer(true).expect(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.text).toContain(`UID:booking-${booked.body.id}@studio`);
    // The class moved to another room: the member's calendar follows.
    const room = await newClass(admin);
    const roomBooking = await bookByCard(
      member,
      await newSchedule(admin, room, pacific(7, 11, 0, 'AM')),
    ).expect(201);
    await admin.put(`/api/admin/classes/${room}`).send({ studio: 'Studio C, upstairs' }).expect(200);
    await eventually(async () => {
      const moved = await member
        .get(`/api/bookings/${roomBooking.body.id}/calendar`)
        .buffer(true)
        .expect(200);
      expect(moved.text).toContain('\r\nLOCATION:Studio C\\, upstairs\r\n');
    });
    expect(feed.headers['cache-control']).toBe('no-store');
    const signature = link.body.path.split('.').pop();
    const forged = link.body.path.replace(
      /\.[\w-]+$/,
      `.${signature[0] === 'x' ? 'y' : 'x'}${signature.slice(1)}`,
    );
    await stack.agent().get(forged).expect(404);
    const olderVersion = link.body.path.replace(/\.(\d+)\./, (_: string, v: string) => `.${Number(v) + 1}.`);
    await stack.agent().get(olderVersion).expect(404);
  });

  it("ends a member's calendar feed address when their password changes", async () => {
    const agent = await registerMember(stack);
    const link = await agent.get('/api/bookings/calendar-feed').expect(200);
    await stack.agent().get(link.body.path).expect(200);
    await agent
      .put('/api/user')
      .send({ currentPassword: 'secret123', newPassword: 'another-secret-1' })
      .expect(200);
    const gone = await stack.agent().get(link.body.path).expect(404);
    expect(gone.body.message).toBe('This calendar link is not valid.');
  });
});
