import { unique } from '@studio/platform/testing';
import { newClass, newSchedule } from '../booking-fixtures';
import { Stack } from '../harness';
import { Agent, login, registerMember } from '../sessions';
import { IdPools } from './arbitraries';

const DAY = 24 * 60 * 60_000;

/** The callers of the fuzz run and the data they aim at. */
export interface World {
  admin: Agent;
  /** The member who fuzzes. */
  member: Agent;
  memberId: number;
  /** Another member, whose data the fuzzing member must not change. */
  victim: Agent;
  pools: IdPools;
}

const idOf = async (agent: Agent): Promise<number> => (await agent.get('/api/user').expect(200)).body.id;

/**
 * A studio with a class, schedules and a plan, and a member (the victim) with a card, a membership, a
 * booking, a goal, a device and a calendar feed; the fuzzing member has a card and a goal of their own.
 */
export async function buildWorld(stack: Stack, adminLogin: { username: string; password: string }) {
  const admin = await login(stack, adminLogin.username, adminLogin.password);
  const member = await registerMember(stack);
  const victim = await registerMember(stack);
  const classId = await newClass(admin, 25, 5);
  const schedules = [
    await newSchedule(admin, classId, new Date(Date.now() + 3 * DAY)),
    await newSchedule(admin, classId, new Date(Date.now() + 4 * DAY)),
    await newSchedule(admin, classId, new Date(Date.now() + 2 * 60 * 60_000)),
  ];
  const plan = await admin
    .post('/api/admin/membership-plans')
    .send({ name: unique('Plan'), price: 49, features: '["4 classes"]', classCredits: 4, priority: 9 })
    .expect(201);
  const ids = new Set<number>([classId, ...schedules, plan.body.id]);
  for (const agent of [victim, member]) {
    const card = await agent
      .post('/api/payment-methods')
      .send({ paymentMethodId: 'pm_card_visa' })
      .expect(201);
    const goal = await agent
      .post('/api/fitness/goals')
      .send({
        title: 'Ten classes',
        description: 'Ten classes this month',
        goalType: 'attendance',
        progressTarget: 10,
        targetDate: '2030-12-31',
      })
      .expect(201);
    ids.add(card.body.id).add(goal.body.id);
  }
  const membership = await victim
    .post('/api/user/memberships')
    .send({ planId: plan.body.id, paymentMethodId: 'pm_card_visa' })
    .expect(201);
  const booking = await victim
    .post('/api/bookings')
    .send({ scheduleId: schedules[0], useCredits: false, paymentMethodId: 'pm_card_visa' })
    .expect(201);
  const device = `victim-device-${unique('t')}`;
  await victim
    .post('/api/device-tokens/register')
    .send({ deviceToken: device, deviceType: 'ios' })
    .expect(201);
  const feed = (await victim.get('/api/bookings/calendar-feed').expect(200)).body.path as string;
  const memberId = await idOf(member);
  for (const id of [membership.body.id, booking.body.id, memberId, await idOf(victim), await idOf(admin)]) {
    ids.add(id);
  }
  const users = (await admin.get('/api/admin/users').expect(200)).body as { id: number; email: string }[];
  for (const user of users.slice(-5)) ids.add(user.id);
  const strings = [
    device,
    feed.split('/').pop()!,
    'pm_card_visa',
    'pm_card_chargeDeclined',
    '4242 4242 4242 4242',
    users[0].email,
    'meta',
    'hero',
  ];
  const world: World = { admin, member, memberId, victim, pools: { ids: [...ids], strings } };
  return world;
}
