import { MikroORM } from '@mikro-orm/postgresql';
import { addDays, studioDateOf, studioLocalToUtc } from '@studio/contracts';
import { Clock } from '@studio/platform';
import { eventually } from '@studio/platform/testing';
import { startStack, Stack } from './harness';
import { newClass, newSchedule } from './booking-fixtures';
import { Agent, forgetBootstrapAdmin, login, registerMember, useBootstrapAdmin } from './sessions';

const MINUTE = 60_000;

describe('fitness tracker through the gateway, fed by booking events', () => {
  let stack: Stack;
  let admin: Agent;

  beforeAll(async () => {
    const credentials = useBootstrapAdmin();
    stack = await startStack(['identity', 'catalog', 'booking', 'billing', 'fitness']);
    admin = await login(stack, credentials.username, credentials.password);
  }, 60_000);
  afterAll(async () => {
    forgetBootstrapAdmin();
    await stack.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const fitnessDb = () => stack.services.fitness!.get(MikroORM).em.fork().getConnection();
  const moveFitnessClockTo = (at: Date) =>
    jest.spyOn(stack.services.fitness!.get(Clock), 'now').mockImplementation(() => new Date(at));

  it('counts a booked class once it has ended, and not a cancelled one', async () => {
    const member = await registerMember(stack);
    const classId = await newClass(admin, 20, 8);
    const categoryName = (await stack.agent().get(`/api/classes/${classId}`).expect(200)).body.category.name;
    const day = addDays(studioDateOf(new Date()), 3);
    const earlyStart = studioLocalToUtc({ date: day, hour: 6, minute: 0, amPm: 'AM' });
    const laterStart = studioLocalToUtc({ date: day, hour: 9, minute: 0, amPm: 'AM' });
    const early = await newSchedule(admin, classId, earlyStart);
    const later = await newSchedule(admin, classId, laterStart);
    const card = { useCredits: false, paymentMethodId: 'pm_card_visa' };
    const kept = await member
      .post('/api/bookings')
      .send({ scheduleId: early, ...card })
      .expect(201);
    const dropped = await member
      .post('/api/bookings')
      .send({ scheduleId: later, ...card })
      .expect(201);
    await member.post(`/api/bookings/${dropped.body.id}/cancel`).send({}).expect(200);

    await eventually(async () => {
      const rows = await fitnessDb().execute(
        'select booking_id, confirmed, cancelled_at is not null as cancelled from attendance_bookings where booking_id in (?, ?) order by booking_id',
        [kept.body.id, dropped.body.id],
      );
      expect(rows).toEqual([
        { booking_id: kept.body.id, confirmed: true, cancelled: false },
        { booking_id: dropped.body.id, confirmed: true, cancelled: true },
      ]);
    });
    expect((await member.get('/api/fitness/stats').expect(200)).body).toMatchObject({
      totalClasses: 0,
      totalPoints: 0,
      level: 1,
      nextLevelPoints: 100,
      weeklyClassGoal: 3,
    });

    moveFitnessClockTo(new Date(laterStart.getTime() + 61 * MINUTE));
    // The class (10), First Step (10) and Early Bird (15, it started at 6 AM Pacific).
    expect((await member.get('/api/fitness/stats').expect(200)).body).toMatchObject({
      totalClasses: 1,
      totalPoints: 35,
      currentStreak: 1,
      longestStreak: 1,
    });
    const unlocked = (await member.get('/api/fitness/achievements').expect(200)).body.filter(
      (a: { unlocked: boolean }) => a.unlocked,
    );
    expect(unlocked.map((a: { name: string }) => a.name).sort()).toEqual(['Early Bird', 'First Step']);
    const [stat] = (await member.get('/api/fitness/category-stats').expect(200)).body;
    expect(stat).toMatchObject({
      classCount: 1,
      lastAttended: earlyStart.toISOString(),
      favoriteStatus: false,
      category: { name: categoryName },
    });
    const favorite = await member
      .post('/api/fitness/favorite-category')
      .send({ categoryId: stat.categoryId, favorite: true })
      .expect(200);
    expect(favorite.body).toMatchObject({ favoriteStatus: true, category: { name: categoryName } });
  });

  it("keeps goals to their owner: another member's goal id is not found", async () => {
    const owner = await registerMember(stack);
    const other = await registerMember(stack);
    const goal = await owner
      .post('/api/fitness/goals')
      .send({
        title: 'Ten classes',
        description: 'Ten classes this month',
        goalType: 'attendance',
        progressTarget: 10,
        targetDate: '2026-12-31',
      })
      .expect(201);
    const path = `/api/fitness/goals/${goal.body.id}`;
    expect((await other.patch(path).send({ achieved: true }).expect(404)).body.message).toBe(
      'Goal not found.',
    );
    await other.post(`${path}/progress`).send({ progressCurrent: 3 }).expect(404);
    await other.delete(path).expect(404);
    expect(
      (await owner.post(`${path}/progress`).send({ progressCurrent: 3 }).expect(200)).body,
    ).toMatchObject({
      progressCurrent: 3,
    });
    expect((await owner.patch(path).send({ achieved: true }).expect(200)).body.achieved).toBe(true);
    expect((await owner.get('/api/fitness/goals').expect(200)).body).toHaveLength(1);
    expect((await other.get('/api/fitness/goals').expect(200)).body).toEqual([]);
    const bad = await owner.post('/api/fitness/goals').send({ title: 'ab' }).expect(400);
    expect(bad.body.message).toBe('Goal title must be at least 3 characters.');
    await owner.delete(path).expect(200);
    await stack.agent().get('/api/fitness/stats').expect(401);
  });
});
