import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { Clock, startService } from '@studio/platform';
import { signedAs } from '@studio/platform/testing';
import { AppModule } from '../src/app.module';

export const ADMIN = signedAs({ userId: 1, isAdmin: true });
export const INTERNAL = signedAs(null);

let nextUser = 100_000 + Math.floor(Math.random() * 1_000_000);
/** A member id nobody else in this run uses, with its signed headers. */
export function newMember(): { userId: number; headers: Record<string, string> } {
  const userId = nextUser++;
  return { userId, headers: signedAs({ userId, isAdmin: false }) };
}

export interface BillingApp {
  app: INestApplication;
  http: () => ReturnType<typeof request>;
  /** Moves the service's clock (the injected Clock) to the given time. */
  setNow(at: Date | null): void;
}

export async function startBilling(): Promise<BillingApp> {
  // A database of its own: the plans these specs create never meet the demo-seed spec's empty catalogue.
  process.env.DATABASE_URL = `${process.env.DATABASE_URL}flows`;
  const app = await startService(AppModule, 'billing', { port: 0 });
  const clock = app.get(Clock);
  const realNow = clock.now.bind(clock);
  let fixed: Date | null = null;
  clock.now = () => (fixed ? new Date(fixed) : realNow());
  return {
    app,
    http: () => request(app.getHttpServer()),
    setNow: (at) => {
      fixed = at;
    },
  };
}

/** A fresh active plan with a unique name. */
export async function newPlan(
  billing: BillingApp,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; name: string }> {
  const res = await billing
    .http()
    .post('/admin/membership-plans')
    .set(ADMIN)
    .send({ name: `Plan ${Math.random().toString(36).slice(2, 9)}`, price: 49, classCredits: 4, ...fields })
    .expect(201);
  return res.body;
}
