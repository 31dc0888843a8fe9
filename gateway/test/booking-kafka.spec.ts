import { MikroORM } from '@mikro-orm/postgresql';
import { addDays, studioDateOf, studioLocalToUtc } from '@studio/contracts';
import { eventually } from '@studio/platform/testing';
import { startStack, Stack } from './harness';
import { newClass, newSchedule, bookByCard } from './booking-fixtures';
import { Agent, forgetBootstrapAdmin, login, registerMember, useBootstrapAdmin } from './sessions';

const WAIT_MS = 40_000;

describe('booking events across services over Kafka (catalog, booking, billing, fitness)', () => {
  let stack: Stack;
  let admin: Agent;

  beforeAll(async () => {
    process.env.KAFKA_BROKERS = process.env.TEST_KAFKA_BROKERS;
    const credentials = useBootstrapAdmin();
    stack = await startStack(['identity', 'catalog', 'booking', 'billing', 'fitness']);
    admin = await login(stack, credentials.username, credentials.password);
  }, 60_000);
  afterAll(async () => {
    forgetBootstrapAdmin();
    delete process.env.KAFKA_BROKERS;
    await stack.close();
  });

  /** A member's card booking of a new schedule three studio days ahead at `hour` AM. */
  async function book(hour: number) {
    const member = await registerMember(stack);
    const classId = await newClass(admin, 20, 8);
    const start = studioLocalToUtc({
      date: addDays(studioDateOf(new Date()), 3),
      hour,
      minute: 0,
      amPm: 'AM',
    });
    const scheduleId = await newSchedule(admin, classId, start);
    const booked = await bookByCard(member, scheduleId).expect(201);
    return { member, start, scheduleId, booked };
  }

  it(
    "tells catalog the seats taken, learns the member's name, and cancels bookings of a cancelled schedule",
    async () => {
      const { member, scheduleId, booked } = await book(7);

      const catalogDb = stack.services.catalog!.get(MikroORM).em.fork().getConnection();
      await eventually(async () => {
        const rows = await catalogDb.execute('select booked from seat_counts where schedule_id = ?', [
          scheduleId,
        ]);
        expect(rows).toEqual([{ booked: 1 }]);
      }, WAIT_MS);
      await eventually(async () => {
        const page = await admin.get('/api/admin/bookings?status=confirmed&limit=500').expect(200);
        const row = page.body.bookings.find((b: { id: number }) => b.id === booked.body.id);
        expect(row.user).toEqual({ fullName: 'Maya Member', email: expect.stringContaining('@example.com') });
      }, WAIT_MS);

      await admin.put(`/api/admin/schedules/${scheduleId}/cancel`).expect(200);
      await eventually(async () => {
        const res = await member.get(`/api/bookings/${booked.body.id}`).expect(200);
        expect(res.body.status).toBe('cancelled');
      }, WAIT_MS);
      await eventually(async () => {
        const all = await admin.get('/api/admin/transactions').expect(200);
        const refund = all.body.find(
          (t: { bookingId: number | null; kind: string }) =>
            t.bookingId === booked.body.id && t.kind === 'refund',
        );
        expect(refund.amount).toBe(21.6);
      }, WAIT_MS);
    },
    4 * WAIT_MS,
  );

  it(
    'records the booking and its cancellation in fitness',
    async () => {
      const { member, start, booked } = await book(8);
      await member.post(`/api/bookings/${booked.body.id}/cancel`).send({}).expect(200);

      const fitness = stack.services.fitness!.get(MikroORM).em.fork().getConnection();
      await eventually(async () => {
        const rows = await fitness.execute(
          `select confirmed, cancelled_at is not null as cancelled, start_time from attendance_bookings
           where booking_id = ?`,
          [booked.body.id],
        );
        expect(rows).toEqual([{ confirmed: true, cancelled: true, start_time: expect.anything() }]);
        expect(new Date(rows[0].start_time).toISOString()).toBe(start.toISOString());
      }, WAIT_MS);
    },
    2 * WAIT_MS,
  );

  it(
    'moves the attendance in fitness with a class moved after booking',
    async () => {
      const { start, scheduleId, booked } = await book(9);
      const moved = new Date(start.getTime() + 26 * 3_600_000);
      await admin
        .put(`/api/admin/schedules/${scheduleId}`)
        .send({
          startTime: moved.toISOString(),
          endTime: new Date(moved.getTime() + 3_600_000).toISOString(),
        })
        .expect(200);

      const fitness = stack.services.fitness!.get(MikroORM).em.fork().getConnection();
      await eventually(async () => {
        const rows = await fitness.execute(
          `select confirmed, start_time, end_time from attendance_bookings where booking_id = ?`,
          [booked.body.id],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0].confirmed).toBe(true);
        expect(new Date(rows[0].start_time).toISOString()).toBe(moved.toISOString());
        expect(new Date(rows[0].end_time).getTime()).toBe(moved.getTime() + 3_600_000);
      }, WAIT_MS);
    },
    2 * WAIT_MS,
  );
});
