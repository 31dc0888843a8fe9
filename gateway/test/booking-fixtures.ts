import { INestApplication } from '@nestjs/common';
import { unique } from '@studio/platform/testing';
import { Clock } from '@studio/platform';
import { Stack } from './harness';
import { Agent } from './sessions';

const MINUTE = 60_000;

/** A fresh class (unique names) with the given price in dollars and capacity; answers its id. */
export async function newClass(admin: Agent, price = 20, maxCapacity = 10): Promise<number> {
  const category = await admin
    .post('/api/admin/categories')
    .send({ name: unique('Category') })
    .expect(201);
  const trainer = await admin
    .post('/api/admin/trainers')
    .send({ name: unique('Trainer'), specialization: 'Strength' })
    .expect(201);
  const cls = await admin
    .post('/api/admin/classes')
    .send({
      name: unique('Class'),
      description: 'A booking test class',
      trainerId: trainer.body.id,
      categoryId: category.body.id,
      price,
      duration: 60,
      maxCapacity,
      studio: 'Studio B',
      requirements: 'Mat',
    })
    .expect(201);
  return cls.body.id;
}

/** A schedule of the class starting at `start`, `minutes` long; answers its id. */
export async function newSchedule(admin: Agent, classId: number, start: Date, minutes = 60): Promise<number> {
  const res = await admin
    .post('/api/admin/schedules')
    .send({
      classId,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + minutes * MINUTE).toISOString(),
    })
    .expect(201);
  return res.body.id;
}

/** Fixes the booking service's clock (catalog keeps the real one, so schedules can still be made ahead). */
export function fixBookingClock(app: INestApplication, at: Date): () => void {
  const spy = jest.spyOn(app.get(Clock), 'now').mockImplementation(() => new Date(at));
  return () => spy.mockRestore();
}

export function bookingApp(stack: Stack): INestApplication {
  const app = stack.services.booking;
  if (!app) throw new Error('booking is not running in this stack');
  return app;
}

/** A booking of the schedule by the sandbox's Visa card, as the booking page sends it; `.expect()` the status. */
export function bookByCard(agent: Agent, scheduleId: number) {
  return agent.post('/api/bookings').send({ scheduleId, useCredits: false, paymentMethodId: 'pm_card_visa' });
}
