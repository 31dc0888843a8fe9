import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { startService } from '@studio/platform';
import { AppModule } from '../src/app.module';

describe('achievements (fitness service on PostgreSQL)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    process.env.SEED_DEMO = 'true';
    app = await startService(AppModule, 'fitness', { port: 0 });
  });
  afterAll(() => app.close());

  it('seeds the achievements once and lists them by points', async () => {
    const again = await startService(AppModule, 'fitness', { port: 0 });
    await again.close();
    const res = await request(app.getHttpServer()).get('/achievements').expect(200);
    expect(res.body).toHaveLength(9);
    expect(res.body[0]).toMatchObject({ name: 'First Step', points: 10, category: 'attendance' });
    const points = res.body.map((a: { points: number }) => a.points);
    expect([...points].sort((a, b) => a - b)).toEqual(points);
  });
});
