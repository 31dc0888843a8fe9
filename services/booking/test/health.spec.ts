import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { signedAs } from '@studio/platform/testing';
import { startService } from '@studio/platform';
import { AppModule } from '../src/app.module';

describe('booking service shell', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await startService(AppModule, 'booking', { port: 0 });
  });
  afterAll(() => app.close());

  it('reports its own PostgreSQL database, bus and queue on /health', async () => {
    const res = await request.agent(app.getHttpServer()).set(signedAs(null)).get('/health').expect(200);
    expect(res.body).toEqual({
      service: 'booking',
      status: 'up',
      database: { status: 'up', kind: 'postgres' },
      events: { status: 'up', kind: 'in-process' },
      jobs: { status: 'up', kind: 'in-process' },
    });
  });

  it('answers unknown paths with a JSON 404 in the error shape', async () => {
    const res = await request.agent(app.getHttpServer()).set(signedAs(null)).get('/nope').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
