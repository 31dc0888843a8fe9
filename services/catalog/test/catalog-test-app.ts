import { INestApplication } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import request from 'supertest';
import { startService } from '@studio/platform';
import { freePort, signedAs, unique } from '@studio/platform/testing';
import { AppModule } from '../src/app.module';

/** Signed caller assertions, as the gateway sends them; requests without one are signed as anonymous. */
export const ADMIN = signedAs({ userId: 1, isAdmin: true });
export const MEMBER = signedAs({ userId: 2, isAdmin: false });
export const ANONYMOUS = signedAs(null);

/** A stand-in for the booking service's seat inventory; `seats` is what it answers. */
export interface FakeBooking {
  seats: Record<string, number>;
  calls: string[];
  close(): Promise<void>;
}

export async function startFakeBooking(port: number): Promise<FakeBooking> {
  const fake: FakeBooking = { seats: {}, calls: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    fake.calls.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/internal/seats') {
      res.writeHead(404).end();
      return;
    }
    const ids = (url.searchParams.get('scheduleIds') ?? '').split(',').filter(Boolean);
    const body = Object.fromEntries(ids.map((id) => [id, fake.seats[id] ?? 0]));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

export async function startCatalog(): Promise<{ app: INestApplication; http: ReturnType<typeof request> }> {
  process.env.BOOKING_URL ??= `http://127.0.0.1:${await freePort()}`;
  const app = await startService(AppModule, 'catalog', { port: 0 });
  return { app, http: request.agent(app.getHttpServer()).set(ANONYMOUS) };
}

export interface Fixture {
  categoryId: number;
  trainerId: number;
  classId: number;
}

/** A fresh category, trainer and class with unique names. */
export async function newClass(
  http: ReturnType<typeof request>,
  overrides: Record<string, unknown> = {},
): Promise<Fixture> {
  const category = await http
    .post('/admin/categories')
    .set(ADMIN)
    .send({ name: unique('Category'), description: 'Test category' })
    .expect(201);
  const trainer = await http
    .post('/admin/trainers')
    .set(ADMIN)
    .send({ name: unique('Trainer'), specialization: 'Testing' })
    .expect(201);
  const cls = await http
    .post('/admin/classes')
    .set(ADMIN)
    .send({
      name: unique('Class'),
      description: 'A test class',
      trainerId: trainer.body.id,
      categoryId: category.body.id,
      price: 20,
      duration: 60,
      maxCapacity: 10,
      studio: 'Studio A',
      requirements: 'Water bottle',
      ...overrides,
    })
    .expect(201);
  return { categoryId: category.body.id, trainerId: trainer.body.id, classId: cls.body.id };
}
