import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { signedAs } from '@studio/platform/testing';
import { startService } from '@studio/platform';
import { AppModule } from '../src/app.module';

describe('membership plans (billing service on PostgreSQL)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    process.env.SEED_DEMO = 'true';
    app = await startService(AppModule, 'billing', { port: 0 });
  });
  afterAll(() => app.close());

  it('lists the active plans by priority ascending, prices in dollars', async () => {
    const res = await request
      .agent(app.getHttpServer())
      .set(signedAs(null))
      .get('/membership-plans')
      .expect(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Starter', 'Premium', 'Unlimited']);
    expect(res.body[1]).toMatchObject({ price: 89, interval: 'monthly', classCredits: 10, isActive: true });
    expect(res.body[1].features).toContain('10 classes per month');
    expect(res.body[1]).not.toHaveProperty('priceCents');
  });

  it('seeds the demo plans only once, however often the service starts', async () => {
    const again = await startService(AppModule, 'billing', { port: 0 });
    await again.close();
    const res = await request
      .agent(app.getHttpServer())
      .set(signedAs(null))
      .get('/membership-plans')
      .expect(200);
    expect(res.body).toHaveLength(3);
  });
});
