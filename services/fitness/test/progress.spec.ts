import { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  BookingCancelled,
  BookingCancelledEvent,
  BookingConfirmed,
  BookingConfirmedEvent,
  BookingRescheduled,
  BookingRescheduledEvent,
  createEvent,
  DomainEvent,
} from '@studio/contracts';
import { Clock, EventSubscriptions, startService } from '@studio/platform';
import { signedAs } from '@studio/platform/testing';
import { AppModule } from '../src/app.module';
import { Attendance } from '../src/progress/attendance';

let lastUser = 1000 + Math.floor(Math.random() * 100_000) * 10;
let lastBooking = lastUser * 100;
const newUser = () => ++lastUser;

describe('fitness progress from booking events (fitness service on PostgreSQL)', () => {
  let app: INestApplication;
  let now: Date;
  let http: ReturnType<typeof request>;

  const as = (userId: number) => signedAs({ userId, isAdmin: false });
  const deliver = (event: DomainEvent) =>
    app.get(EventSubscriptions).dispatch({ topic: event.type, key: '1', value: JSON.stringify(event) });

  /** A booked class (its confirmed event) and, if asked, its cancellation. */
  function booking(
    userId: number,
    startUtc: string,
    options: { categoryId?: number | null; minutes?: number; bookedAt?: string } = {},
  ) {
    const bookingId = ++lastBooking;
    const start = new Date(startUtc);
    const end = new Date(start.getTime() + (options.minutes ?? 60) * 60_000);
    const fields = {
      bookingId,
      userId,
      scheduleId: bookingId,
      classId: 7,
      className: 'Sunrise Flow',
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      categoryId: options.categoryId === undefined ? 1 : options.categoryId,
      usedCredits: false,
      remainingSpots: 5,
    };
    const confirmed = createEvent<BookingConfirmedEvent>(
      BookingConfirmed,
      { ...fields, totalPriceCents: 2160 },
      new Date(options.bookedAt ?? start.getTime() - 86_400_000),
    );
    const cancelled = (atUtc: string) =>
      createEvent<BookingCancelledEvent>(
        BookingCancelled,
        { ...fields, creditReturned: false, refundCents: 0, feeCents: 0, reason: 'member' },
        new Date(atUtc),
      );
    return { bookingId, end, confirmed, cancelled };
  }

  const stats = async (userId: number) => (await http.get('/fitness/stats').set(as(userId)).expect(200)).body;

  beforeAll(async () => {
    app = await startService(AppModule, 'fitness', { port: 0 });
    http = request(app.getHttpServer());
    now = new Date('2026-01-05T12:00:00Z');
    jest.spyOn(app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(() => app.close());

  it("creates a member's stats with the spec's defaults on first read", async () => {
    const userId = newUser();
    expect(await stats(userId)).toEqual({
      id: expect.any(Number),
      userId,
      totalClasses: 0,
      totalPoints: 0,
      currentStreak: 0,
      longestStreak: 0,
      level: 1,
      nextLevelPoints: 100,
      weeklyClassGoal: 3,
      weeklyClassCount: 0,
      updatedAt: now.toISOString(),
    });
    expect((await http.get('/fitness/goals').set(as(userId)).expect(200)).body).toEqual([]);
    expect((await http.get('/fitness/category-stats').set(as(userId)).expect(200)).body).toEqual([]);
    const created = now.toISOString();
    now = new Date('2026-01-05T13:00:00Z');
    // Nothing changed: nothing is written, so updatedAt stays.
    expect((await stats(userId)).updatedAt).toBe(created);
  });

  it('counts a booked class once it has ended, with its points, streak, achievement and category', async () => {
    const userId = newUser();
    const yoga = booking(userId, '2026-01-06T17:00:00Z', { categoryId: 4 });
    expect(await deliver(yoga.confirmed)).toBe(true);
    now = new Date('2026-01-06T17:59:00Z');
    expect(await stats(userId)).toMatchObject({ totalClasses: 0, totalPoints: 0 });

    now = new Date('2026-01-06T18:00:00Z');
    // First Step (10) and the class (10).
    expect(await stats(userId)).toMatchObject({
      totalClasses: 1,
      totalPoints: 20,
      currentStreak: 1,
      longestStreak: 1,
      weeklyClassCount: 1,
      level: 1,
    });
    const achievements = (await http.get('/fitness/achievements').set(as(userId)).expect(200)).body;
    expect(achievements.length).toBeGreaterThanOrEqual(12);
    expect(achievements.find((a: { name: string }) => a.name === 'First Step')).toMatchObject({
      unlocked: true,
      unlockedAt: '2026-01-06T18:00:00.000Z',
      points: 10,
    });
    expect(achievements.filter((a: { unlocked: boolean }) => a.unlocked)).toHaveLength(1);
    expect(achievements.find((a: { name: string }) => a.name === 'Regular')).toMatchObject({
      unlocked: false,
      unlockedAt: null,
    });
    const categories = (await http.get('/fitness/category-stats').set(as(userId)).expect(200)).body;
    // Catalog is not running here: the stats come without the category's name.
    expect(categories).toEqual([
      {
        id: expect.any(Number),
        userId,
        categoryId: 4,
        classCount: 1,
        lastAttended: '2026-01-06T17:00:00.000Z',
        favoriteStatus: false,
        updatedAt: expect.any(String),
        category: null,
      },
    ]);

    // The next Pacific midnight but one (8 January, 00:00 PST) ends the current streak.
    now = new Date('2026-01-08T07:59:00Z');
    expect(await stats(userId)).toMatchObject({ currentStreak: 1 });
    now = new Date('2026-01-08T08:00:00Z');
    expect(await stats(userId)).toMatchObject({ currentStreak: 0, longestStreak: 1, totalClasses: 1 });
  });

  it('takes back a class cancelled before its end, whichever event arrives first, and not one cancelled after', async () => {
    now = new Date('2026-01-05T12:00:00Z');
    const userId = newUser();
    const cancelledInTime = booking(userId, '2026-01-06T17:00:00Z');
    await deliver(cancelledInTime.confirmed);
    await deliver(cancelledInTime.cancelled('2026-01-06T10:00:00Z'));
    const cancelFirst = booking(userId, '2026-01-07T17:00:00Z');
    await deliver(cancelFirst.cancelled('2026-01-06T11:00:00Z'));
    await deliver(cancelFirst.confirmed);
    const cancelledLate = booking(userId, '2026-01-08T17:00:00Z');
    await deliver(cancelledLate.confirmed);
    await deliver(cancelledLate.cancelled('2026-01-08T18:30:00Z'));
    now = new Date('2026-01-09T00:00:00Z');
    expect(await stats(userId)).toMatchObject({ totalClasses: 1, currentStreak: 1 });
  });

  it("keeps a class's move whether it arrives before the booking's confirmation or after it", async () => {
    const userId = newUser();
    const moved = (bookingId: number, from: string, to: string) =>
      createEvent<BookingRescheduledEvent>(
        BookingRescheduled,
        {
          bookingId,
          userId,
          scheduleId: bookingId,
          classId: 8,
          className: 'Evening Flow',
          startTime: to,
          endTime: new Date(Date.parse(to) + 3_600_000).toISOString(),
          previousStartTime: from,
        },
        new Date('2026-01-05T13:00:00Z'),
      );
    const moveFirst = booking(userId, '2026-01-06T17:00:00Z');
    await deliver(moved(moveFirst.bookingId, '2026-01-06T17:00:00Z', '2026-01-07T17:00:00.000Z'));
    await deliver(moveFirst.confirmed);
    const confirmFirst = booking(userId, '2026-01-06T19:00:00Z');
    await deliver(confirmFirst.confirmed);
    await deliver(moved(confirmFirst.bookingId, '2026-01-06T19:00:00Z', '2026-01-07T19:00:00.000Z'));
    const rows = await app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(
        `select booking_id, class_id, category_id, confirmed, start_time from attendance_bookings
         where user_id = ? order by booking_id`,
        [userId],
      );
    expect(
      rows.map((r: { start_time: Date }) => ({ ...r, start_time: new Date(r.start_time).toISOString() })),
    ).toEqual([
      {
        booking_id: moveFirst.bookingId,
        class_id: 8,
        category_id: 1,
        confirmed: true,
        start_time: '2026-01-07T17:00:00.000Z',
      },
      {
        booking_id: confirmFirst.bookingId,
        class_id: 8,
        category_id: 1,
        confirmed: true,
        start_time: '2026-01-07T19:00:00.000Z',
      },
    ]);
  });

  it("files a booking under the new class's category when the studio puts another class in its place", async () => {
    now = new Date('2026-01-05T12:00:00Z');
    const userId = newUser();
    const replaced = (bookingId: number, start: string) =>
      createEvent<BookingRescheduledEvent>(
        BookingRescheduled,
        {
          bookingId,
          userId,
          scheduleId: bookingId,
          classId: 9,
          categoryId: 3,
          className: 'Power Yoga',
          startTime: start,
          endTime: new Date(Date.parse(start) + 3_600_000).toISOString(),
          previousStartTime: start,
          previousClassName: 'Sunrise Flow',
        },
        new Date('2026-01-05T13:00:00Z'),
      );
    const confirmFirst = booking(userId, '2026-01-06T17:00:00.000Z', { categoryId: 2 });
    await deliver(confirmFirst.confirmed);
    await deliver(replaced(confirmFirst.bookingId, '2026-01-06T17:00:00.000Z'));
    const replaceFirst = booking(userId, '2026-01-07T17:00:00.000Z', { categoryId: 2 });
    await deliver(replaced(replaceFirst.bookingId, '2026-01-07T17:00:00.000Z'));
    await deliver(replaceFirst.confirmed);
    now = new Date('2026-01-08T00:00:00Z');
    const categories = (await http.get('/fitness/category-stats').set(as(userId)).expect(200)).body;
    expect(categories).toEqual([
      expect.objectContaining({ categoryId: 3, classCount: 2, lastAttended: '2026-01-07T17:00:00.000Z' }),
    ]);
  });

  it('ignores a repeated event, and the same stream shuffled for another member gives identical stats', async () => {
    now = new Date('2026-01-01T00:00:00Z');
    const plan = (userId: number) => {
      const events: DomainEvent[] = [];
      for (let day = 0; day < 8; day += 1) {
        const b = booking(userId, new Date(Date.UTC(2026, 0, 5 + day, 14 + (day % 3) * 3)).toISOString(), {
          categoryId: (day % 4) + 1,
        });
        events.push(b.confirmed);
        if (day === 5) events.push(b.cancelled('2026-01-09T00:00:00Z'));
      }
      return events;
    };
    const a = newUser();
    const b = newUser();
    const streamA = plan(a);
    const streamB = plan(b);
    for (const e of streamA) expect(await deliver(e)).toBe(true);
    for (const e of streamA) expect(await deliver(e)).toBe(false);
    const shuffled = [...streamB].sort(() => Math.random() - 0.5).reverse();
    for (const e of shuffled) await deliver(e);
    for (const e of shuffled) await deliver(e);
    // A third member's stream arrives as one delivery, half of its classes over by then (written in runs).
    const c = newUser();
    now = new Date('2026-01-09T12:00:00Z');
    const delivery = [...plan(c)].sort(() => Math.random() - 0.5);
    const messages = delivery.map((e) => ({ topic: e.type, key: '1', value: JSON.stringify(e) }));
    expect(await app.get(EventSubscriptions).dispatchAll([...messages, ...messages])).toBe(delivery.length);

    now = new Date('2026-01-13T20:00:00Z');
    const strip = (s: Record<string, unknown>) => ({ ...s, id: 0, userId: 0, updatedAt: '' });
    const statsA = await stats(a);
    expect(statsA).toMatchObject({
      totalClasses: 7,
      longestStreak: 5,
      currentStreak: 2,
      weeklyClassCount: 1,
    });
    expect(strip(await stats(b))).toEqual(strip(statsA));
    expect(strip(await stats(c))).toEqual(strip(statsA));
    const unlocked = async (userId: number) =>
      (await http.get('/fitness/achievements').set(as(userId)).expect(200)).body
        .filter((x: { unlocked: boolean }) => x.unlocked)
        .map((x: { name: string; unlockedAt: string }) => [x.name, x.unlockedAt]);
    expect(await unlocked(b)).toEqual(await unlocked(a));
    // Late events date an unlock by the classes counted when they arrived: the same unlocks, other dates.
    const names = async (userId: number) => (await unlocked(userId)).map(([name]: [string]) => name);
    expect(await names(c)).toEqual(await names(a));
    expect((await unlocked(a)).map(([name]: [string]) => name)).toEqual(
      expect.arrayContaining(['First Step', 'Regular', 'On a Roll', 'Explorer', 'Weekly Goal', 'Early Bird']),
    );
    const categories = async (userId: number) =>
      (await http.get('/fitness/category-stats').set(as(userId)).expect(200)).body.map(
        (c: { categoryId: number; classCount: number; lastAttended: string }) => [
          c.categoryId,
          c.classCount,
          c.lastAttended,
        ],
      );
    expect(await categories(b)).toEqual(await categories(a));
    expect(await categories(c)).toEqual(await categories(a));
  });

  it('counts ended classes in its job without anyone reading, and marks favourites of attended categories only', async () => {
    now = new Date('2026-01-05T12:00:00Z');
    const userId = newUser();
    await deliver(booking(userId, '2026-01-05T17:00:00Z', { categoryId: 9 }).confirmed);
    const attendance = app.get(Attendance);
    expect(await attendance.judgeEnded()).toBe(0);
    now = new Date('2026-01-05T18:00:00Z');
    expect(await attendance.judgeEnded()).toBeGreaterThanOrEqual(1);
    expect(await attendance.judgeEnded()).toBe(0);
    const db = app.get(MikroORM).em.fork().getConnection();
    expect(
      await db.execute('select total_classes, total_points from fitness_stats where user_id = ?', [userId]),
    ).toEqual([{ total_classes: 1, total_points: 20 }]);

    const marked = await http
      .post('/fitness/favorite-category')
      .set(as(userId))
      .send({ categoryId: 9, favorite: true })
      .expect(200);
    expect(marked.body).toMatchObject({ categoryId: 9, favoriteStatus: true, classCount: 1 });
    const unknown = await http
      .post('/fitness/favorite-category')
      .set(as(userId))
      .send({ categoryId: 10, favorite: true })
      .expect(404);
    expect(unknown.body.message).toBe('You have no classes in this category yet.');
    const other = await http
      .post('/fitness/favorite-category')
      .set(as(newUser()))
      .send({ categoryId: 9, favorite: true })
      .expect(404);
    expect(other.body.statusCode).toBe(404);
    const bad = await http
      .post('/fitness/favorite-category')
      .set(as(userId))
      .send({ categoryId: 'yoga', favorite: 'yes' })
      .expect(400);
    expect(bad.body.message).toMatch(
      /categoryId must be a positive whole number|favorite must be true or false/,
    );
  });
});

describe('fitness goals (fitness service on PostgreSQL)', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;
  const as = (userId: number) => signedAs({ userId, isAdmin: false });
  const goal = {
    title: 'Reach 155 lb',
    description: 'Lose weight steadily before summer',
    goalType: 'weight',
    progressTarget: 155,
    progressMetric: 'lb',
    targetDate: '2026-06-01',
  };

  beforeAll(async () => {
    app = await startService(AppModule, 'fitness', { port: 0 });
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  it("creates, updates, completes and deletes a member's own goals, and finds no one else's", async () => {
    const owner = newUser();
    const created = (await http.post('/fitness/goals').set(as(owner)).send(goal).expect(201)).body;
    expect(created).toMatchObject({
      userId: owner,
      title: 'Reach 155 lb',
      goalType: 'weight',
      progressCurrent: 0,
      progressTarget: 155,
      progressMetric: 'lb',
      achieved: false,
      targetDate: expect.stringMatching(/^2026-06-01T/),
    });
    const path = `/fitness/goals/${created.id}`;
    expect(
      (await http.post(`${path}/progress`).set(as(owner)).send({ progressCurrent: 20.5 }).expect(200)).body,
    ).toMatchObject({ progressCurrent: 20.5, achieved: false });
    expect((await http.patch(path).set(as(owner)).send({ achieved: true }).expect(200)).body).toMatchObject({
      achieved: true,
      progressCurrent: 20.5,
    });
    expect((await http.get('/fitness/goals').set(as(owner)).expect(200)).body).toHaveLength(1);

    const stranger = newUser();
    for (const res of [
      await http.post(`${path}/progress`).set(as(stranger)).send({ progressCurrent: 1 }),
      await http.patch(path).set(as(stranger)).send({ achieved: false }),
      await http.delete(path).set(as(stranger)),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, 'Goal not found.']);
    }
    expect((await http.get('/fitness/goals').set(as(stranger)).expect(200)).body).toEqual([]);

    expect((await http.delete(path).set(as(owner)).expect(200)).body).toEqual({ success: true });
    expect((await http.delete(path).set(as(owner)).expect(404)).body.message).toBe('Goal not found.');
  });

  it.each([
    [{ title: 'ab' }, 'Goal title must be at least 3 characters.'],
    [{ title: '   abc   ', description: 'four' }, 'Description must be at least 5 characters.'],
    [{ goalType: 'speed' }, 'Please select a goal type.'],
    [{ targetDate: 'someday' }, 'Please enter a valid date.'],
    [{ targetDate: '2026-02-30' }, 'Please enter a valid date.'],
    [{ progressTarget: 0 }, 'Target must be at least 1.'],
    [{ progressTarget: '155' }, 'Target must be at least 1.'],
  ])('refuses a goal with %j: %s', async (change, message) => {
    const res = await http
      .post('/fitness/goals')
      .set(as(newUser()))
      .send({ ...goal, ...change })
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses bad progress and completion values with clear messages', async () => {
    const owner = newUser();
    const { id } = (await http.post('/fitness/goals').set(as(owner)).send(goal).expect(201)).body;
    for (const progressCurrent of [-1, 'ten', null, 2_000_000]) {
      const res = await http
        .post(`/fitness/goals/${id}/progress`)
        .set(as(owner))
        .send({ progressCurrent })
        .expect(400);
      expect(res.body.message).toBe('Progress must be a number from 0 to 1000000.');
    }
    const res = await http.patch(`/fitness/goals/${id}`).set(as(owner)).send({ achieved: 'yes' }).expect(400);
    expect(res.body.message).toBe('achieved must be true or false');
    await http.patch('/fitness/goals/abc').set(as(owner)).send({ achieved: true }).expect(400);
  });

  it('answers the anonymous with 401', async () => {
    await http.get('/fitness/stats').set(signedAs(null)).expect(401);
    await http.get('/fitness/goals').set(signedAs(null)).expect(401);
  });
});
