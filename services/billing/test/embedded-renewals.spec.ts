import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { Clock, startService, stopEmbeddedPostgres } from '@studio/platform';
import { AppModule } from '../src/app.module';
import { RenewalsService } from '../src/memberships/renewals.service';
import { ADMIN, newMember } from './billing-test-app';

// The built platform, as npm start runs it: the embedded database's thread runs the compiled worker file.
jest.mock('@studio/platform', () => jest.requireActual('../../../libs/platform/dist'));

/**
 * `npm start` runs billing on embedded PostgreSQL, which runs one transaction at a time: a statement sent on
 * another connection while a transaction is open waits for it to end. A renewal that read anything beside its
 * own transaction would wait forever, and billing with it.
 */
describe('renewals on the embedded database (npm start)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'billing-embedded-test-'));
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  let app: INestApplication;
  let fixed: Date | null = null;

  beforeAll(async () => {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = dataDir;
    app = await startService(AppModule, 'billing', { port: 0 });
    const clock = app.get(Clock);
    const realNow = clock.now.bind(clock);
    clock.now = () => (fixed ? new Date(fixed) : realNow());
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await stopEmbeddedPostgres();
    Object.assign(process.env, saved);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('charges the default card and extends the period', async () => {
    const http = () => request(app.getHttpServer());
    const plan = (
      await http()
        .post('/admin/membership-plans')
        .set(ADMIN)
        .send({ name: 'Embedded Monthly', price: 30, classCredits: 4 })
        .expect(201)
    ).body;
    const m = newMember();
    fixed = new Date('2032-01-31T10:00:00Z');
    await http()
      .post('/user/memberships')
      .set(m.headers)
      .send({ planId: plan.id, paymentMethodId: 'pm_card_visa' })
      .expect(201);
    fixed = new Date('2032-02-29T10:00:01Z');
    await expect(app.get(RenewalsService).sweep()).resolves.toMatchObject({ renewed: 1, failed: 0 });
    const active = (await http().get('/user/memberships/active').set(m.headers).expect(200)).body;
    expect(active).toMatchObject({ status: 'active', endDate: '2032-03-31T09:00:00.000Z' });
  });
});
