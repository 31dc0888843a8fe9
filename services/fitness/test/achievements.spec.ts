import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { startService } from '@studio/platform';
import { signedAs } from '@studio/platform/testing';
import { AppModule } from '../src/app.module';
import { ACHIEVEMENTS } from '../src/progress/fitness-rules';

describe('achievements (fitness service on PostgreSQL)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await startService(AppModule, 'fitness', { port: 0 });
  });
  afterAll(() => app.close());

  it('keeps the catalogue of the rules, once, whatever the number of starts, by points', async () => {
    const again = await startService(AppModule, 'fitness', { port: 0 });
    await again.close();
    const res = await request(app.getHttpServer())
      .get('/internal/achievements')
      .set(signedAs(null))
      .expect(200);
    expect(res.body).toHaveLength(ACHIEVEMENTS.length);
    expect(res.body[0]).toMatchObject({ name: 'First Step', points: 10, category: 'attendance' });
    const points = res.body.map((a: { points: number }) => a.points);
    expect([...points].sort((a, b) => a - b)).toEqual(points);
  });
});
