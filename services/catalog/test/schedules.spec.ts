import { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { BookingCancelled, BookingConfirmed, createEvent, studioLocalToUtc } from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import { freePort } from '@studio/platform/testing';
import { AppModule } from '../src/app.module';
import { Schedule } from '../src/schedules/schedules.entity';
import { startService } from '@studio/platform';
import { ADMIN, ANONYMOUS, FakeBooking, MEMBER, newClass, startFakeBooking } from './catalog-test-app';

const HOUR = 3_600_000;

describe('catalog service: schedules', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;
  let booking: FakeBooking;

  beforeAll(async () => {
    const port = await freePort();
    process.env.BOOKING_URL = `http://127.0.0.1:${port}`;
    booking = await startFakeBooking(port);
    app = await startService(AppModule, 'catalog', { port: 0 });
    http = request.agent(app.getHttpServer()).set(ANONYMOUS);
  });
  afterAll(async () => {
    await app.close();
    await booking.close();
  });

  async function schedule(classId: number, start: Date, minutes = 60): Promise<{ id: number }> {
    const res = await http
      .post('/admin/schedules')
      .set(ADMIN)
      .send({
        classId,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + minutes * 60_000).toISOString(),
      })
      .expect(201);
    return res.body;
  }

  /** Past schedules cannot be made through the API; the demo seed writes them through the repository. */
  async function pastSchedule(classId: number, start: Date): Promise<{ id: number }> {
    const em = app.get(MikroORM).em.fork();
    const saved = Object.assign(new Schedule(), {
      classId,
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
    });
    em.persist(saved);
    await em.flush();
    return { id: saved.id };
  }

  async function eventsFor(scheduleId: number): Promise<Array<{ change: string; isCancelled: boolean }>> {
    const rows: Array<{ payload: { change: string; isCancelled: boolean } }> = await app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(
        `select payload from outbox_events where topic = 'schedule-changed' and (payload->>'scheduleId')::int = ? order by id`,
        [scheduleId],
      );
    return rows.map((r) => r.payload);
  }

  const ids = (list: Array<{ id: number }>) => list.map((s) => s.id);

  it.each([
    ['get', '/admin/schedules'],
    ['post', '/admin/schedules'],
    ['put', '/admin/schedules/1'],
    ['put', '/admin/schedules/1/cancel'],
    ['delete', '/admin/schedules/clear-all'],
    ['delete', '/admin/schedules/1'],
  ] as const)('%s %s answers 401 to anonymous callers and 403 to members', async (method, path) => {
    await http[method](path).send({}).expect(401);
    await http[method](path).set(MEMBER).send({}).expect(403);
  });

  it('lists a schedule on its Pacific day with the class card, trainer, category and remaining spots', async () => {
    const { classId, categoryId } = await newClass(http, { maxCapacity: 12, price: 19.99 });
    const start = studioLocalToUtc({ date: '2031-06-10', hour: 9, minute: 0, amPm: 'AM' });
    const created = await schedule(classId, start);
    expect(start.toISOString()).toBe('2031-06-10T16:00:00.000Z');
    const res = await http.get('/schedules?date=2031-06-10').expect(200);
    const item = res.body.find((s: { id: number }) => s.id === created.id);
    expect(item).toEqual({
      id: created.id,
      classId,
      startTime: '2031-06-10T16:00:00.000Z',
      endTime: '2031-06-10T17:00:00.000Z',
      isCancelled: false,
      remainingSpots: 12,
      class: {
        id: classId,
        name: expect.any(String),
        description: 'A test class',
        price: 19.99,
        duration: 60,
        maxCapacity: 12,
        studio: 'Studio A',
        imageUrl: null,
        requirements: 'Water bottle',
        trainer: { name: expect.any(String), specialization: 'Testing' },
        category: { id: categoryId, name: expect.any(String) },
      },
    });
  });

  it("lists a class's uploaded picture once, with the class, not with each of its schedules", async () => {
    const picture =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const { classId } = await newClass(http, { imageData: picture });
    await schedule(classId, studioLocalToUtc({ date: '2031-06-11', hour: 9, minute: 0, amPm: 'AM' }));
    await schedule(classId, studioLocalToUtc({ date: '2031-06-11', hour: 6, minute: 0, amPm: 'PM' }));
    const day = await http.get('/schedules?date=2031-06-11').expect(200);
    const mine = day.body.filter((s: { classId: number }) => s.classId === classId);
    expect(mine).toHaveLength(2);
    for (const item of mine) expect(item.class).not.toHaveProperty('imageData');
    const classes = await http.get('/classes').expect(200);
    expect(classes.body.find((c: { id: number }) => c.id === classId).imageData).toBe(picture);
  });

  it('groups schedules by Pacific day on the spring-forward day (23 hours), sorted by start', async () => {
    const { classId } = await newClass(http);
    const early = await schedule(
      classId,
      studioLocalToUtc({ date: '2031-03-09', hour: 12, minute: 30, amPm: 'AM' }),
    );
    const late = await schedule(
      classId,
      studioLocalToUtc({ date: '2031-03-09', hour: 11, minute: 0, amPm: 'PM' }),
      30,
    );
    const noon = await schedule(
      classId,
      studioLocalToUtc({ date: '2031-03-09', hour: 12, minute: 0, amPm: 'PM' }),
    );
    const nextDay = await schedule(
      classId,
      studioLocalToUtc({ date: '2031-03-10', hour: 12, minute: 30, amPm: 'AM' }),
    );
    const before = await schedule(
      classId,
      studioLocalToUtc({ date: '2031-03-08', hour: 11, minute: 30, amPm: 'PM' }),
      15,
    );
    const res = await http.get('/schedules?date=2031-03-09').expect(200);
    const mine = res.body.filter((s: { classId: number }) => s.classId === classId);
    expect(ids(mine)).toEqual([early.id, noon.id, late.id]);
    expect(mine[0].startTime).toBe('2031-03-09T08:30:00.000Z');
    expect(mine[1].startTime).toBe('2031-03-09T19:00:00.000Z');
    expect(mine[2].startTime).toBe('2031-03-10T06:00:00.000Z');
    expect(ids(res.body)).not.toContain(nextDay.id);
    expect(ids(res.body)).not.toContain(before.id);
  });

  it('groups schedules by Pacific day on the fall-back day (25 hours)', async () => {
    const { classId } = await newClass(http);
    const midnight = await schedule(
      classId,
      studioLocalToUtc({ date: '2031-11-02', hour: 12, minute: 0, amPm: 'AM' }),
    );
    const late = await schedule(
      classId,
      studioLocalToUtc({ date: '2031-11-02', hour: 11, minute: 30, amPm: 'PM' }),
      15,
    );
    const res = await http.get('/schedules?date=2031-11-02').expect(200);
    const mine = res.body.filter((s: { classId: number }) => s.classId === classId);
    expect(ids(mine)).toEqual([midnight.id, late.id]);
    expect(mine[0].startTime).toBe('2031-11-02T07:00:00.000Z');
    expect(mine[1].startTime).toBe('2031-11-03T07:30:00.000Z');
  });

  it.each(['2031-3-9', '2031-02-30', 'tomorrow', '1969-12-31', '9999-12-31'])(
    'rejects the date %s',
    async (date) => {
      const res = await http.get(`/schedules?date=${date}`).expect(400);
      expect(res.body.message).toBe('date must be a day from 1970-01-01 to 9999-12-30, written yyyy-MM-dd');
    },
  );

  it.each([
    [{ classId: 0 }, 'Please select a class'],
    [{ classId: 99999999 }, 'Class not found'],
    [{ startTime: 'next monday' }, 'Start time must be an ISO date-time'],
    [{ endTime: '2031-07-01T15:00:00.000Z' }, 'End time must be after the start time'],
    [{ endTime: '2031-07-01T16:10:00.000Z' }, 'Duration must be between 15 and 240 minutes'],
    [{ endTime: '2031-07-01T20:01:00.000Z' }, 'Duration must be between 15 and 240 minutes'],
    [
      { startTime: '1969-06-01T20:00:00.000Z', endTime: '1969-06-01T21:00:00.000Z' },
      'A class must take place between 1970-01-01 and 9999-12-30',
    ],
    [
      { startTime: '9999-12-31T20:00:00.000Z', endTime: '9999-12-31T21:00:00.000Z' },
      'A class must take place between 1970-01-01 and 9999-12-30',
    ],
  ])('rejects a schedule with %j: "%s"', async (override, message) => {
    const { classId } = await newClass(http);
    const res = await http
      .post('/admin/schedules')
      .set(ADMIN)
      .send({
        classId,
        startTime: '2031-07-01T16:00:00.000Z',
        endTime: '2031-07-01T17:00:00.000Z',
        ...override,
      })
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  const START_ZONE = 'startTime must be an ISO 8601 time with a zone, such as 2026-03-09T16:00:00.000Z';
  const END_ZONE = 'endTime must be an ISO 8601 time with a zone, such as 2026-03-09T16:00:00.000Z';

  it.each([
    [{ startTime: '2031-12-09 09:00' }, START_ZONE],
    [{ startTime: '2031-12-09T09:00:00' }, START_ZONE],
    [{ startTime: '2031-12-09T09:00:00.000' }, START_ZONE],
    [{ endTime: '2031-12-09T10:00:00' }, END_ZONE],
    [{ endTime: '2031-12-09 10:00' }, END_ZONE],
  ])('refuses a time without a zone, %j: "%s"', async (override, message) => {
    const { classId } = await newClass(http);
    const res = await http
      .post('/admin/schedules')
      .set(ADMIN)
      .send({ classId, startTime: '2031-12-09T17:00:00Z', endTime: '2031-12-09T18:00:00Z', ...override })
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it('takes a time with an explicit offset as that instant', async () => {
    const { classId } = await newClass(http);
    const res = await http
      .post('/admin/schedules')
      .set(ADMIN)
      .send({ classId, startTime: '2031-12-09T09:00:00-08:00', endTime: '2031-12-09T10:00:00-08:00' })
      .expect(201);
    expect(res.body).toMatchObject({
      startTime: '2031-12-09T17:00:00.000Z',
      endTime: '2031-12-09T18:00:00.000Z',
    });
  });

  it('refuses a move to a time without a zone', async () => {
    const { classId } = await newClass(http);
    const created = await schedule(classId, new Date('2031-12-10T17:00:00.000Z'));
    const res = await http
      .put(`/admin/schedules/${created.id}`)
      .set(ADMIN)
      .send({ startTime: '2031-12-10T09:00:00', endTime: '2031-12-10T10:00:00Z' })
      .expect(400);
    expect(res.body.message).toBe(START_ZONE);
    const end = await http
      .put(`/admin/schedules/${created.id}`)
      .set(ADMIN)
      .send({ endTime: '2031-12-10 18:30' })
      .expect(400);
    expect(end.body.message).toBe(END_ZONE);
  });

  it('takes a schedule in the past, and a move into the past: bookability judges them (spec §4)', async () => {
    const { classId } = await newClass(http);
    const past = await http
      .post('/admin/schedules')
      .set(ADMIN)
      .send({ classId, startTime: '2020-01-01T17:00:00Z', endTime: '2020-01-01T18:00:00Z' })
      .expect(201);
    expect(past.body.startTime).toBe('2020-01-01T17:00:00.000Z');
    const created = await schedule(classId, new Date('2031-12-11T17:00:00.000Z'));
    await http
      .put(`/admin/schedules/${created.id}`)
      .set(ADMIN)
      .send({ startTime: '2020-01-02T17:00:00Z', endTime: '2020-01-02T18:00:00Z' })
      .expect(200);
    expect((await http.get(`/internal/schedules/${created.id}`).expect(200)).body.startTime).toBe(
      '2020-01-02T17:00:00.000Z',
    );
  });

  it('announces a new schedule to booking', async () => {
    const { classId } = await newClass(http, { maxCapacity: 8 });
    const created = await schedule(classId, new Date('2031-07-02T16:00:00.000Z'));
    expect(await eventsFor(created.id)).toEqual([
      expect.objectContaining({ change: 'created', maxCapacity: 8, classId }),
    ]);
  });

  it('hides a cancelled schedule from members, shows it to admins, announces it and refuses to edit it', async () => {
    const { classId } = await newClass(http);
    const created = await schedule(classId, new Date('2031-07-03T16:00:00.000Z'));
    await http.get('/schedules?date=2031-07-03').expect(200);
    const cancelled = await http.put(`/admin/schedules/${created.id}/cancel`).set(ADMIN).expect(200);
    expect(cancelled.body.isCancelled).toBe(true);
    expect(ids((await http.get('/schedules?date=2031-07-03').expect(200)).body)).not.toContain(created.id);
    expect(ids((await http.get(`/schedules/${classId}`).expect(200)).body)).not.toContain(created.id);
    const admin = await http.get('/admin/schedules?date=2031-07-03').set(ADMIN).expect(200);
    expect(admin.body.find((s: { id: number }) => s.id === created.id)).toMatchObject({ isCancelled: true });
    expect((await eventsFor(created.id)).map((e) => e.change)).toEqual(['created', 'cancelled']);
    const edit = await http
      .put(`/admin/schedules/${created.id}`)
      .set(ADMIN)
      .send({ classId, startTime: '2031-07-03T17:00:00.000Z', endTime: '2031-07-03T18:00:00.000Z' })
      .expect(409);
    expect(edit.body.message).toBe('This schedule is cancelled and can no longer be changed');
  });

  it('moves a schedule to another time and class, announcing the update', async () => {
    const first = await newClass(http);
    const second = await newClass(http);
    const created = await schedule(first.classId, new Date('2031-07-04T16:00:00.000Z'));
    const res = await http
      .put(`/admin/schedules/${created.id}`)
      .set(ADMIN)
      .send({
        classId: second.classId,
        startTime: '2031-07-04T18:00:00.000Z',
        endTime: '2031-07-04T19:30:00.000Z',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      classId: second.classId,
      startTime: '2031-07-04T18:00:00.000Z',
      endTime: '2031-07-04T19:30:00.000Z',
    });
    expect((await eventsFor(created.id)).map((e) => e.change)).toEqual(['created', 'updated']);
    const bad = await http
      .put(`/admin/schedules/${created.id}`)
      .set(ADMIN)
      .send({ startTime: '2031-07-04T19:30:00.000Z' })
      .expect(400);
    expect(bad.body.message).toBe('End time must be after the start time');
  });

  it('answers 404 for an unknown schedule', async () => {
    await http.put('/admin/schedules/99999999/cancel').set(ADMIN).expect(404);
    await http.get('/internal/schedules/99999999').expect(404);
  });

  it("lists a class's upcoming schedules", async () => {
    const { classId } = await newClass(http);
    const soon = await schedule(classId, new Date(Date.now() + 2 * HOUR));
    const res = await http.get(`/schedules/${classId}`).expect(200);
    expect(ids(res.body)).toEqual([soon.id]);
  });

  it('lists upcoming schedules without a date: from a day ago up to the horizon', async () => {
    const { classId } = await newClass(http);
    const soon = await schedule(classId, new Date(Date.now() + 2 * HOUR));
    const old = await pastSchedule(classId, new Date(Date.now() - 72 * HOUR));
    const far = await schedule(classId, new Date(Date.now() + 90 * 24 * HOUR));
    const listed = ids((await http.get('/schedules').expect(200)).body);
    expect(listed).toContain(soon.id);
    expect(listed).not.toContain(old.id);
    expect(listed).not.toContain(far.id);
  });

  it('shows a new schedule at once, although listings are cached', async () => {
    const { classId } = await newClass(http);
    await schedule(classId, new Date('2031-07-05T16:00:00.000Z'));
    expect((await http.get('/schedules?date=2031-07-05').expect(200)).body).toHaveLength(1);
    await schedule(classId, new Date('2031-07-05T18:00:00.000Z'));
    expect((await http.get('/schedules?date=2031-07-05').expect(200)).body).toHaveLength(2);
  });

  it('takes remaining spots live from booking, so a booking shows at once', async () => {
    const { classId } = await newClass(http, { maxCapacity: 10 });
    const created = await schedule(classId, new Date('2031-07-06T16:00:00.000Z'));
    const spots = async () =>
      (await http.get('/schedules?date=2031-07-06').expect(200)).body.find(
        (s: { id: number }) => s.id === created.id,
      ).remainingSpots;
    expect(await spots()).toBe(10);
    booking.seats[String(created.id)] = 3;
    expect(await spots()).toBe(7);
    booking.seats[String(created.id)] = 12;
    expect(await spots()).toBe(0);
    expect(booking.calls.some((url) => url.includes(`scheduleIds=${created.id}`))).toBe(true);
  });

  it('tells booking what it needs to know about a schedule', async () => {
    const { classId, categoryId } = await newClass(http, { price: 24.5, maxCapacity: 9 });
    const created = await schedule(classId, new Date('2031-07-07T16:00:00.000Z'), 45);
    const cls = (await http.get(`/classes/${classId}`).expect(200)).body;
    const res = await http.get(`/internal/schedules/${created.id}`).expect(200);
    expect(res.body).toEqual({
      id: created.id,
      classId,
      className: cls.name,
      categoryId,
      trainerName: cls.trainer.name,
      studio: cls.studio,
      startTime: '2031-07-07T16:00:00.000Z',
      endTime: '2031-07-07T16:45:00.000Z',
      isCancelled: false,
      maxCapacity: 9,
      priceCents: 2450,
    });
  });

  it('announces new capacity to booking for schedules not yet over', async () => {
    const { classId } = await newClass(http, { maxCapacity: 10 });
    const created = await schedule(classId, new Date('2031-07-08T16:00:00.000Z'));
    await http.put(`/admin/classes/${classId}`).set(ADMIN).send({ maxCapacity: 14 }).expect(200);
    expect(await eventsFor(created.id)).toEqual([
      expect.objectContaining({ change: 'created', maxCapacity: 10 }),
      expect.objectContaining({ change: 'updated', maxCapacity: 14 }),
    ]);
  });

  it('deletes one schedule, announcing it', async () => {
    const { classId } = await newClass(http);
    const created = await schedule(classId, new Date('2031-07-09T16:00:00.000Z'));
    await http.delete(`/admin/schedules/${created.id}`).set(ADMIN).expect(200);
    expect((await eventsFor(created.id)).map((e) => e.change)).toEqual(['created', 'deleted']);
    await http.delete(`/admin/classes/${classId}`).set(ADMIN).expect(200);
  });

  it('clears the whole calendar and answers how many schedules it removed', async () => {
    const { classId } = await newClass(http);
    const a = await schedule(classId, new Date('2031-07-10T16:00:00.000Z'));
    await schedule(classId, new Date('2031-07-10T18:00:00.000Z'));
    const all = await http.get('/admin/schedules?date=2031-07-10').set(ADMIN).expect(200);
    expect(all.body).toHaveLength(2);
    const res = await http.delete('/admin/schedules/clear-all').set(ADMIN).expect(200);
    expect(res.body.count).toBeGreaterThanOrEqual(2);
    expect((await http.get('/admin/schedules?date=2031-07-10').set(ADMIN).expect(200)).body).toEqual([]);
    expect((await eventsFor(a.id)).map((e) => e.change)).toEqual(['created', 'deleted']);
    expect((await http.delete('/admin/schedules/clear-all').set(ADMIN).expect(200)).body).toEqual({
      count: 0,
    });
  });

  it('falls back to seat counts kept from booking events when booking is unreachable', async () => {
    const { classId } = await newClass(http, { maxCapacity: 10 });
    const created = await schedule(classId, new Date('2031-07-11T16:00:00.000Z'));
    await booking.close();
    const subscriptions = app.get(EventSubscriptions);
    const base = {
      userId: 5,
      scheduleId: created.id,
      classId,
      className: 'x',
      startTime: '2031-07-11T16:00:00.000Z',
      usedCredits: false,
    };
    const deliver = (topic: string, event: object) =>
      subscriptions.dispatch({ topic, key: '5', value: JSON.stringify(event) });
    await deliver(
      'booking-confirmed',
      createEvent(
        BookingConfirmed,
        {
          ...base,
          bookingId: 1,
          categoryId: null,
          endTime: '2031-07-11T17:00:00.000Z',
          totalPriceCents: 2000,
          remainingSpots: 7,
        },
        new Date('2031-01-01T10:00:00Z'),
      ),
    );
    const spots = async () =>
      (await http.get('/schedules?date=2031-07-11').expect(200)).body.find(
        (s: { id: number }) => s.id === created.id,
      ).remainingSpots;
    expect(await spots()).toBe(7);
    // An older event arriving late never overwrites a newer count.
    await deliver(
      'booking-cancelled',
      createEvent(
        BookingCancelled,
        {
          ...base,
          bookingId: 2,
          creditReturned: false,
          refundCents: 0,
          feeCents: 0,
          reason: 'member',
          remainingSpots: 9,
        },
        new Date('2031-01-01T09:00:00Z'),
      ),
    );
    expect(await spots()).toBe(7);
    await deliver(
      'booking-cancelled',
      createEvent(
        BookingCancelled,
        {
          ...base,
          bookingId: 1,
          creditReturned: false,
          refundCents: 2000,
          feeCents: 0,
          reason: 'member',
          remainingSpots: 8,
        },
        new Date('2031-01-01T11:00:00Z'),
      ),
    );
    expect(await spots()).toBe(8);
    // One delivery of several events of the schedule: the newest counts, whatever the order they came in.
    const confirmed = (bookingId: number, remainingSpots: number, at: string) => ({
      topic: 'booking-confirmed',
      key: '5',
      value: JSON.stringify(
        createEvent(
          BookingConfirmed,
          {
            ...base,
            bookingId,
            categoryId: null,
            endTime: '2031-07-11T17:00:00.000Z',
            totalPriceCents: 2000,
            remainingSpots,
          },
          new Date(at),
        ),
      ),
    });
    await subscriptions.dispatchAll([
      confirmed(3, 5, '2031-01-01T12:00:00Z'),
      confirmed(4, 4, '2031-01-01T12:01:00Z'),
      confirmed(5, 6, '2031-01-01T11:59:00Z'),
    ]);
    expect(await spots()).toBe(4);
  });
});
