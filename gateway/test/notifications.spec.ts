import request from 'supertest';
import {
  addDays,
  BookingConfirmed,
  BookingRescheduled,
  createEvent,
  studioDateOf,
  studioLocalToUtc,
} from '@studio/contracts';
import { AttemptStore, Clock, EventSubscriptions, JobQueue } from '@studio/platform';
import { eventually, unique } from '@studio/platform/testing';
import {
  DeliveriesService,
  OutgoingMessage,
} from '../../services/notifications/src/deliveries/deliveries.service';
import type { Delivery } from '../../services/notifications/src/deliveries/delivery.entity';
import { RecipientsRepository } from '../../services/notifications/src/settings/recipients.repository';
import { RemindersRepository } from '../../services/notifications/src/messages/reminders.repository';
import { RemindersService } from '../../services/notifications/src/messages/reminders.service';
import { RenewalsService } from '../../services/billing/src/memberships/renewals.service';
import { NotificationsConfig } from '../../services/notifications/src/config';
import { newClass, newSchedule, bookByCard } from './booking-fixtures';
import { startStack, Stack } from './harness';
import { Agent, forgetBootstrapAdmin, login, useBootstrapAdmin } from './sessions';

describe('notifications: settings, devices and notices', () => {
  let stack: Stack;
  let admin: Agent;

  beforeAll(async () => {
    process.env.QUEUE_PREFIX = unique(`${process.env.TEST_RUN_ID}_notif`);
    const credentials = useBootstrapAdmin();
    stack = await startStack(['identity', 'catalog', 'booking', 'billing', 'notifications']);
    admin = await login(stack, credentials.username, credentials.password);
  }, 60_000);
  afterAll(async () => {
    forgetBootstrapAdmin();
    await stack.close();
  });

  async function member(extra: object = {}): Promise<{ agent: Agent; email: string }> {
    const agent = stack.agent();
    const username = unique('member');
    const email = `${username}@example.com`;
    await agent
      .post('/api/register')
      .send({ username, password: 'secret123', email, fullName: 'Maya Member', ...extra })
      .expect(201);
    return { agent, email };
  }

  function deliveries(recipient: string): Promise<Delivery[]> {
    return stack.services.notifications!.get(DeliveriesService).list(recipient, 50);
  }

  it("reads the settings chosen at registration (from identity's event) and refuses the anonymous", async () => {
    const { agent } = await member({ pushNotifications: false, phoneNumber: '+1 415-555-0134' });
    await eventually(async () => {
      const res = await agent.get('/api/notification-settings').expect(200);
      expect(res.body).toEqual({
        emailNotifications: true,
        pushNotifications: false,
        smsNotifications: false,
        phoneNumber: '+1 415-555-0134',
      });
    });
    await stack.agent().get('/api/notification-settings').expect(401);
    await stack.agent().put('/api/notification-settings').send({ smsNotifications: false }).expect(401);
  });

  it('turns SMS on only with a phone number, kept as typed, texts its E.164 form, and keeps the settings', async () => {
    const { agent } = await member();
    const missing = await agent
      .put('/api/notification-settings')
      .send({ emailNotifications: true, pushNotifications: true, smsNotifications: true, phoneNumber: '' })
      .expect(400);
    expect(missing.body.message).toBe('A phone number is required for SMS notifications');
    const wrongType = await agent
      .put('/api/notification-settings')
      .send({ pushNotifications: 'yes' })
      .expect(400);
    expect(wrongType.body.message).toContain('pushNotifications must be true or false');
    const twoLines = await agent
      .put('/api/notification-settings')
      .send({ smsNotifications: true, phoneNumber: '+1 206\n555 0100' })
      .expect(400);
    expect(twoLines.body.message).toBe('Phone number must be a single line of plain text');
    expect((await agent.get('/api/notification-settings').expect(200)).body.smsNotifications).toBe(false);
    // Spec §5: no format check; a number that cannot be dialled is kept, and no test text goes to it.
    const undiallable = await agent
      .put('/api/notification-settings')
      .send({ smsNotifications: true, phoneNumber: '555-0134', sendTestSms: true })
      .expect(200);
    expect(undiallable.body).toMatchObject({
      phoneNumber: '555-0134',
      testSmsSent: false,
      message:
        'Notification settings updated successfully. No test SMS was sent: this phone number cannot receive texts.',
    });

    const local = `(415) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const e164 = `+1${local.replace(/\D/g, '')}`;
    const saved = await agent
      .put('/api/notification-settings')
      .send({
        emailNotifications: false,
        pushNotifications: true,
        smsNotifications: true,
        phoneNumber: `  ${local} `,
        sendTestSms: true,
      })
      .expect(200);
    expect(saved.body).toEqual({
      emailNotifications: false,
      pushNotifications: true,
      smsNotifications: true,
      phoneNumber: local,
      testSmsSent: true,
      message: 'Notification settings updated successfully. A test SMS has been sent to your phone.',
    });
    const user = await agent.get('/api/user').expect(200);
    expect(user.body).toMatchObject({
      emailNotifications: false,
      pushNotifications: true,
      smsNotifications: true,
      phoneNumber: local,
    });
    const [text] = await eventually(async () => {
      const list = await deliveries(e164);
      expect(list).toHaveLength(1);
      return list;
    });
    expect(text).toMatchObject({ channel: 'sms', kind: 'test-sms', status: 'logged', attempt: 1 });
    expect((await agent.get('/api/notification-settings').expect(200)).body).toEqual({
      emailNotifications: false,
      pushNotifications: true,
      smsNotifications: true,
      phoneNumber: local,
    });
    // The profile update keeps the same rule: the number cannot go while SMS is on.
    for (const phoneNumber of ['   ', null]) {
      const removed = await agent.put('/api/user').send({ phoneNumber }).expect(400);
      expect(removed.body.message).toBe('A phone number is required for SMS notifications');
    }
    expect((await agent.get('/api/notification-settings').expect(200)).body.phoneNumber).toBe(local);
    await agent.put('/api/user').send({ smsNotifications: false, phoneNumber: null }).expect(200);
  });

  it('sends at most 3 test texts an hour to one member, and to one number whoever asks', async () => {
    const number = `+1415555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const askTest = async (agent: Agent, phoneNumber: string) =>
      (
        await agent
          .put('/api/notification-settings')
          .send({ smsNotifications: true, phoneNumber, sendTestSms: true })
          .expect(200)
      ).body;
    const limited =
      'Notification settings updated successfully. No test SMS was sent: enough have been sent lately. Please try again in an hour.';
    const first = await member();
    for (let i = 0; i < 3; i += 1) expect((await askTest(first.agent, number)).testSmsSent).toBe(true);
    expect(await askTest(first.agent, number)).toMatchObject({ testSmsSent: false, message: limited });
    const otherNumber = `+1628555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    expect(await askTest(first.agent, otherNumber)).toMatchObject({ testSmsSent: false, message: limited });
    // The settings were saved all the same.
    expect((await first.agent.get('/api/notification-settings').expect(200)).body.phoneNumber).toBe(
      otherNumber,
    );
    const second = await member();
    expect(await askTest(second.agent, number)).toMatchObject({ testSmsSent: false, message: limited });
    expect((await askTest(second.agent, otherNumber)).testSmsSent).toBe(true);
    await eventually(async () => expect(await deliveries(number)).toHaveLength(3));
  });

  it('sends at most TEST_SMS_STUDIO_PER_HOUR test texts an hour in all, however many accounts ask', async () => {
    const notifications = stack.services.notifications!;
    const config = notifications.get(NotificationsConfig);
    const [studio] = await notifications.get(AttemptStore).read(['test-sms:studio']);
    const cap = config.TEST_SMS_STUDIO_PER_HOUR;
    config.TEST_SMS_STUDIO_PER_HOUR = studio.count + 2;
    try {
      const sent: boolean[] = [];
      for (let i = 0; i < 3; i += 1) {
        const { agent } = await member();
        const phoneNumber = `+1415556${String(Math.floor(Math.random() * 9000) + 1000)}`;
        const res = await agent
          .put('/api/notification-settings')
          .send({ smsNotifications: true, phoneNumber, sendTestSms: true })
          .expect(200);
        sent.push(res.body.testSmsSent);
      }
      expect(sent).toEqual([true, true, false]);
    } finally {
      config.TEST_SMS_STUDIO_PER_HOUR = cap;
    }
  });

  it('keeps the settings on the user: each save shows at once on both, and crossed saves end on the later', async () => {
    const { agent } = await member();
    await agent.put('/api/notification-settings').send({ emailNotifications: false }).expect(200);
    expect((await agent.get('/api/user').expect(200)).body.emailNotifications).toBe(false);
    await agent.put('/api/user').send({ emailNotifications: true }).expect(200);
    expect((await agent.get('/api/notification-settings').expect(200)).body.emailNotifications).toBe(true);

    await agent
      .put('/api/notification-settings')
      .send({ smsNotifications: true, phoneNumber: '+1 415-555-0101' })
      .expect(200);
    await agent
      .put('/api/user')
      .send({ phoneNumber: '+1 415-555-0202', emailNotifications: false })
      .expect(200);
    await agent.put('/api/notification-settings').send({ pushNotifications: false }).expect(200);
    const expected = {
      emailNotifications: false,
      pushNotifications: false,
      smsNotifications: true,
      phoneNumber: '+1 415-555-0202',
    };
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject(expected);
    expect((await agent.get('/api/notification-settings').expect(200)).body).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await agent.get('/api/notification-settings').expect(200)).body).toEqual(expected);
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject(expected);
  });

  it('registers, lists and deactivates devices, each member only their own', async () => {
    const maya = await member();
    const other = await member();
    const token = unique('fcm-token');
    const registered = await maya.agent
      .post('/api/device-tokens/register')
      .send({ deviceToken: `  ${token}  `, deviceType: 'ios' })
      .expect(201);
    expect(registered.body).toMatchObject({ deviceToken: token, deviceType: 'ios', isActive: true });
    expect(Date.parse(registered.body.lastUsed)).toBeGreaterThan(Date.now() - 60_000);
    const second = unique('fcm-token');
    await maya.agent
      .post('/api/device-tokens/register')
      .send({ deviceToken: second, deviceType: 'android' })
      .expect(201);

    const empty = await maya.agent
      .post('/api/device-tokens/register')
      .send({ deviceToken: '   ', deviceType: 'ios' })
      .expect(400);
    expect(empty.body.message).toBe('Please enter a device token');
    const nothing = await maya.agent.post('/api/device-tokens/register').send({}).expect(400);
    expect(nothing.body.message).toBe('Please enter a device token');
    const badType = await maya.agent
      .post('/api/device-tokens/register')
      .send({ deviceToken: 'x', deviceType: 'web' })
      .expect(400);
    expect(badType.body.message).toBe('deviceType must be ios or android');
    // A token is written into the push log: a line break in one would forge a line of it.
    const twoLines = await maya.agent
      .post('/api/device-tokens/register')
      .send({ deviceToken: 'tok-two\nlines', deviceType: 'ios' })
      .expect(400);
    expect(twoLines.body.message).toBe('deviceToken must be a single line of plain text');

    const mine = await maya.agent.get('/api/device-tokens').expect(200);
    expect(mine.body.map((d: { deviceToken: string }) => d.deviceToken).sort()).toEqual(
      [token, second].sort(),
    );
    expect((await other.agent.get('/api/device-tokens').expect(200)).body).toEqual([]);

    const theirs = await other.agent
      .post('/api/device-tokens/deactivate')
      .send({ deviceToken: token })
      .expect(404);
    expect(theirs.body.message).toBe('Device not found');
    const taken = await other.agent
      .post('/api/device-tokens/register')
      .send({ deviceToken: token, deviceType: 'android' })
      .expect(409);
    expect(taken.body.message).toBe(
      'This device is registered to another account. Deactivate it there first.',
    );
    expect((await other.agent.get('/api/device-tokens').expect(200)).body).toEqual([]);
    expect((await maya.agent.get('/api/device-tokens').expect(200)).body).toHaveLength(2);

    const one = await maya.agent
      .post('/api/device-tokens/deactivate')
      .send({ deviceToken: token })
      .expect(200);
    expect(one.body).toEqual({ message: 'Device deactivated successfully', count: 1 });
    await maya.agent.post('/api/device-tokens/deactivate').send({ deviceToken: token }).expect(404);
    const moved = await other.agent
      .post('/api/device-tokens/register')
      .send({ deviceToken: token, deviceType: 'android' })
      .expect(201);
    expect(moved.body).toMatchObject({ deviceToken: token, deviceType: 'android', isActive: true });
    const all = await maya.agent.post('/api/device-tokens/deactivate-all').send({}).expect(200);
    expect(all.body).toEqual({ message: 'All devices deactivated successfully', count: 1 });
    expect((await maya.agent.get('/api/device-tokens').expect(200)).body).toEqual([]);
    await stack.agent().get('/api/device-tokens').expect(401);
    await stack.agent().post('/api/device-tokens/deactivate-all').send({}).expect(401);
  });

  it("sends a membership's receipt when it starts, a note when it is cancelled and one when it ends, once each", async () => {
    const maya = await member();
    const plan = (
      await admin
        .post('/api/admin/membership-plans')
        .send({ name: unique('Plan'), price: 49, interval: 'monthly', classCredits: 8, features: '[]' })
        .expect(201)
    ).body;
    const bought = (
      await maya.agent
        .post('/api/user/memberships')
        .send({ planId: plan.id, paymentMethodId: 'pm_card_visa' })
        .expect(201)
    ).body;
    const receipt = await eventually(async () => {
      const list = (await deliveries(maya.email)).filter((d) => d.kind === 'membership-started');
      expect(list).toHaveLength(1);
      return list[0];
    });
    expect(receipt.body).toContain(
      `Your ${plan.name} membership has started. We charged $49.00 to your card.`,
    );
    await maya.agent.post(`/api/user/memberships/${bought.id}/cancel`).send({}).expect(200);
    const note = await eventually(async () => {
      const list = (await deliveries(maya.email)).filter((d) => d.kind === 'membership-cancelled');
      expect(list).toHaveLength(1);
      return list[0];
    });
    expect(note.body).toContain(`Your ${plan.name} membership is cancelled and will not renew.`);
    // At its end date it ends, and the member hears that too.
    const billing = stack.services.billing!;
    const afterEnd = new Date(new Date(bought.endDate).getTime() + 1_000);
    const clock = jest.spyOn(billing.get(Clock), 'now').mockImplementation(() => new Date(afterEnd));
    try {
      await billing.get(RenewalsService).sweep();
    } finally {
      clock.mockRestore();
    }
    const ended = await eventually(async () => {
      const list = (await deliveries(maya.email)).filter((d) => d.kind === 'membership-expired');
      expect(list).toHaveLength(1);
      return list[0];
    });
    expect(ended.body).toContain(`Your ${plan.name} membership, cancelled earlier, ended on `);
  });

  it('never serves a member route on the service port without the signed caller', async () => {
    const server = stack.services.notifications!.getHttpServer();
    await request(server).get('/notification-settings').set({ 'x-caller-id': '1' }).expect(401);
    await request(server).get('/device-tokens').set({ 'x-caller-id': '1' }).expect(401);
  });

  it('confirms a booking on the channels turned on, schedules its reminder, and drops it on cancellation', async () => {
    const maya = await member();
    const device = unique('fcm-token');
    await maya.agent
      .post('/api/device-tokens/register')
      .send({ deviceToken: device, deviceType: 'ios' })
      .expect(201);
    const classId = await newClass(admin, 20, 8);
    const start = studioLocalToUtc({
      date: addDays(studioDateOf(new Date()), 3),
      hour: 6,
      minute: 30,
      amPm: 'PM',
    });
    const scheduleId = await newSchedule(admin, classId, start);
    const booked = await bookByCard(maya.agent, scheduleId).expect(201);
    const bookingId: number = booked.body.id;

    const mail = await eventually(async () => {
      const list = (await deliveries(maya.email)).filter((d) => d.kind === 'booking-confirmed');
      expect(list).toHaveLength(1);
      return list[0];
    });
    expect(mail).toMatchObject({ channel: 'email', status: 'logged' });
    expect(mail.body).toContain('6:30 PM Pacific time');
    const reminders = stack.services.notifications!.get(RemindersRepository);
    expect(await reminders.find(bookingId)).toMatchObject({
      status: 'scheduled',
      sendAt: new Date(start.getTime() - 2 * 3_600_000),
    });
    const deviceId = (await maya.agent.get('/api/device-tokens').expect(200)).body[0].id;
    await eventually(async () => {
      const pushes = await deliveries(`device #${deviceId}`);
      expect(pushes.map((p) => [p.kind, p.status])).toEqual([['booking-confirmed', 'logged']]);
    });

    await maya.agent.post(`/api/bookings/${bookingId}/cancel`).expect(200);
    await eventually(async () => {
      expect(await reminders.find(bookingId)).toMatchObject({ status: 'cancelled' });
      const cancelled = (await deliveries(maya.email)).filter((d) => d.kind === 'booking-cancelled');
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0].body).toContain('You get a full refund: $21.60 is refunded to your card');
    });
    await stack.services.notifications!.get(RemindersService).sweep();
    expect((await deliveries(maya.email)).some((d) => d.kind === 'class-reminder')).toBe(false);
  });

  it("tells the member when another class takes the booked one's place, and lets them withdraw without a fee", async () => {
    const maya = await member();
    const first = await newClass(admin, 20, 8);
    const second = await newClass(admin, 30, 8);
    const secondName = (await admin.get(`/api/classes/${second}`).expect(200)).body.name;
    // Under 24 hours away: a member's own late cancel would cost the fee.
    const start = new Date(Date.now() + 5 * 3_600_000);
    const scheduleId = await newSchedule(admin, first, start);
    const booked = await bookByCard(maya.agent, scheduleId).expect(201);
    await admin
      .put(`/api/admin/schedules/${scheduleId}`)
      .send({
        classId: second,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      })
      .expect(200);
    const notice = await eventually(async () => {
      const list = (await deliveries(maya.email)).filter((d) => d.kind === 'booking-rescheduled');
      expect(list).toHaveLength(1);
      return list[0];
    });
    expect(notice.subject).toBe(`Class changed: ${secondName}`);
    expect(notice.body).toContain(`Your booking is now for ${secondName}.`);
    const booking = (await maya.agent.get(`/api/bookings/${booked.body.id}`).expect(200)).body;
    expect(booking.schedule.class.name).toBe(secondName);
    const cancelled = (await maya.agent.post(`/api/bookings/${booked.body.id}/cancel`).expect(200)).body;
    expect(cancelled).toMatchObject({ isFullRefund: true, cancellationFee: 0 });
  });

  it('tells the member of a class moved after booking, moves its reminder, and reminds again if the old one went out', async () => {
    const maya = await member();
    const classId = await newClass(admin, 20, 8);
    const day = addDays(studioDateOf(new Date()), 3);
    const start = studioLocalToUtc({ date: day, hour: 9, minute: 0, amPm: 'AM' });
    const scheduleId = await newSchedule(admin, classId, start);
    const booked = await bookByCard(maya.agent, scheduleId).expect(201);
    const reminders = stack.services.notifications!.get(RemindersRepository);
    await eventually(async () =>
      expect(await reminders.find(booked.body.id)).toMatchObject({ status: 'scheduled' }),
    );
    // The old reminder went out already (as if it had been due).
    const em = reminders.em();
    await em
      .getConnection()
      .execute(`update class_reminders set status = 'sent' where booking_id = ?`, [booked.body.id]);

    const moved = studioLocalToUtc({ date: addDays(day, 1), hour: 6, minute: 15, amPm: 'PM' });
    await admin
      .put(`/api/admin/schedules/${scheduleId}`)
      .send({ startTime: moved.toISOString(), endTime: new Date(moved.getTime() + 3_600_000).toISOString() })
      .expect(200);
    await eventually(async () =>
      expect(await reminders.find(booked.body.id)).toMatchObject({
        status: 'scheduled',
        startTime: moved,
        sendAt: new Date(moved.getTime() - 2 * 3_600_000),
      }),
    );
    const notice = await eventually(async () => {
      const list = (await deliveries(maya.email)).filter((d) => d.kind === 'booking-rescheduled');
      expect(list).toHaveLength(1);
      return list[0];
    });
    expect(notice.subject).toMatch(/^Class moved: /);
    expect(notice.body).toContain('9:00 AM Pacific time, to ');
    expect(notice.body).toContain('6:15 PM Pacific time. Your booking moves with it.');

    // Cancelled, it stays so whatever the class does next.
    await maya.agent.post(`/api/bookings/${booked.body.id}/cancel`).expect(200);
    await eventually(async () =>
      expect(await reminders.find(booked.body.id)).toMatchObject({ status: 'cancelled' }),
    );
    await admin
      .put(`/api/admin/schedules/${scheduleId}`)
      .send({ startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString() })
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await reminders.find(booked.body.id)).toMatchObject({ status: 'cancelled', startTime: moved });
  });

  it('tells each member of a delivery of several bookings of their own booking, once, with its reminder, also one whose profile has not reached notifications', async () => {
    const members = [await member({ pushNotifications: false }), await member({ pushNotifications: false })];
    const ids: number[] = [];
    for (const m of members) ids.push((await m.agent.get('/api/user').expect(200)).body.id);
    const start = new Date(Date.now() + 4 * 86_400_000);
    const events = ids.map((userId, i) =>
      createEvent(BookingConfirmed, {
        bookingId: 900_000 + userId,
        userId,
        scheduleId: 1,
        classId: 1,
        categoryId: null,
        className: `Batch Class ${i + 1}`,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 3_600_000).toISOString(),
        usedCredits: true,
        totalPriceCents: 0,
        remainingSpots: 5,
      }),
    );
    const messages = [...events, events[0]].map((event) => ({
      topic: event.type,
      key: String(event.userId),
      value: JSON.stringify(event),
    }));
    const subscriptions = stack.services.notifications!.get(EventSubscriptions);
    // The members' profiles reach notifications by identity's events; the second member's is taken as not come
    // yet (a member who books right after registering), so notifications asks identity for it.
    const recipients = stack.services.notifications!.get(RecipientsRepository);
    await eventually(async () => {
      for (const userId of ids)
        expect(await recipients.find(userId)).toMatchObject({ pushNotifications: false });
    });
    await recipients.em().getConnection().execute('delete from recipients where user_id = ?', [ids[1]]);
    expect(await subscriptions.dispatchAll(messages)).toBe(2);
    const reminders = stack.services.notifications!.get(RemindersRepository);
    for (const [i, m] of members.entries()) {
      const mails = await eventually(async () => {
        const list = (await deliveries(m.email)).filter((d) => d.kind === 'booking-confirmed');
        expect(list).toHaveLength(1);
        return list;
      });
      expect(mails[0].body).toContain(`Batch Class ${i + 1}`);
      expect(await reminders.find(events[i].bookingId)).toMatchObject({
        status: 'scheduled',
        userId: ids[i],
      });
    }
  });

  it('sends a notice whose job the process took with it (a queue kept in memory) once the service starts again', async () => {
    const maya = await member({ pushNotifications: false });
    const userId: number = (await maya.agent.get('/api/user').expect(200)).body.id;
    const notifications = stack.services.notifications!;
    // The member's profile reaches notifications by identity's event: the notice waits for it.
    const recipients = notifications.get(RecipientsRepository);
    await eventually(async () =>
      expect((await recipients.findMany([userId], recipients.em())).has(userId)).toBe(true),
    );
    const start = new Date(Date.now() + 5 * 86_400_000);
    const event = createEvent(BookingConfirmed, {
      bookingId: 960_000 + userId,
      userId,
      scheduleId: 1,
      classId: 1,
      categoryId: null,
      className: 'Kept Class',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      usedCredits: true,
      totalPriceCents: 0,
      remainingSpots: 5,
    });
    // The event is handled and recorded, but the process stops before its delivery jobs are kept anywhere (only
    // this event's: the reminder sweep queues meanwhile too).
    const jobs = notifications.get(JobQueue);
    const addAll = jobs.addAll.bind(jobs);
    const lost = jest.spyOn(jobs, 'addAll').mockImplementation((name, list) =>
      addAll(
        name,
        list.filter((job) => (job.data as OutgoingMessage).eventId !== event.eventId),
      ),
    );
    await notifications
      .get(EventSubscriptions)
      .dispatchAll([{ topic: event.type, key: String(userId), value: JSON.stringify(event) }]);
    lost.mockRestore();
    const confirmations = async () =>
      (await deliveries(maya.email)).filter((d) => d.kind === 'booking-confirmed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await confirmations()).toHaveLength(0);

    const starting = notifications.get(DeliveriesService);
    expect(await starting.requeueKept()).toBeGreaterThanOrEqual(1);
    const [mail] = await eventually(async () => {
      const list = await confirmations();
      expect(list).toHaveLength(1);
      return list;
    });
    expect(mail.body).toContain('Kept Class');
    await starting.requeueKept();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await confirmations()).toHaveLength(1);
  });

  it('gives no reminder to a booking under two hours away when its class is announced again unmoved', async () => {
    // Booking announces a booking again when its own read of catalog was newer than catalog's event: nothing moved.
    const start = new Date(Date.now() + 90 * 60_000);
    const event = createEvent(BookingRescheduled, {
      bookingId: 950_001,
      userId: 1,
      scheduleId: 1,
      classId: 1,
      className: 'Lunch Flow',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      previousStartTime: start.toISOString(),
    });
    const subscriptions = stack.services.notifications!.get(EventSubscriptions);
    await subscriptions.dispatchAll([{ topic: event.type, key: '1', value: JSON.stringify(event) }]);
    const reminders = stack.services.notifications!.get(RemindersRepository);
    expect(await reminders.find(event.bookingId)).toMatchObject({ status: 'missed' });
  });

  it("sends a reminder when it is due, once, on the member's channels", async () => {
    const maya = await member();
    const classId = await newClass(admin, 20, 8);
    // Within the booking window but under two hours away: its reminder is missed from the start.
    const soon = new Date(Date.now() + 90 * 60_000);
    const scheduleId = await newSchedule(admin, classId, soon);
    const booked = await bookByCard(maya.agent, scheduleId).expect(201);
    await eventually(async () => {
      expect((await deliveries(maya.email)).some((d) => d.kind === 'booking-confirmed')).toBe(true);
    });
    const reminders = stack.services.notifications!.get(RemindersRepository);
    expect(await reminders.find(booked.body.id)).toMatchObject({ status: 'missed' });

    // A reminder that is already due (of a booking of hers made days ago) goes out on the next sweep, once.
    const earlierBookingId = 970_000 + booked.body.id;
    const em = reminders.em();
    await reminders.schedule(
      em,
      [
        {
          bookingId: earlierBookingId,
          userId: booked.body.userId,
          className: 'Sunrise Flow',
          startTime: soon,
          sendAt: new Date(Date.now() - 1000),
          eventId: '0d9f3a52-6a0e-4c1b-9a43-5f1d2b7c8e90',
        },
      ],
      new Date(Date.now() - 3 * 86_400_000),
    );
    const sweeps = stack.services.notifications!.get(RemindersService);
    await sweeps.sweep();
    await sweeps.sweep();
    const reminder = await eventually(async () => {
      const list = (await deliveries(maya.email)).filter((d) => d.kind === 'class-reminder');
      expect(list).toHaveLength(1);
      return list[0];
    });
    expect(reminder.subject).toMatch(/^Reminder: Sunrise Flow at \d{1,2}:\d{2} [AP]M$/);
    expect(await reminders.find(earlierBookingId)).toMatchObject({ status: 'sent' });
  });

  it('shows admins the log of a phone number or a device as well as of an e-mail', async () => {
    await admin.get('/api/admin/deliveries').query({ recipient: '+14155550134' }).expect(200);
    await admin.get('/api/admin/deliveries').query({ recipient: 'device #1' }).expect(200);
    const bad = await admin.get('/api/admin/deliveries').query({ recipient: 'nobody' }).expect(400);
    expect(bad.body.message).toContain('recipient must be an e-mail address');
  });
});
