import 'reflect-metadata';
import { INestApplication, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import {
  Clock,
  dropDatabase,
  EventBus,
  FixedClock,
  HEALTH_CHECK_INTERVAL_MS,
  serviceDatabaseUrl,
  ServiceKernelModule,
} from '../src';
import { eventually, unique } from '../src/testing';

const service = unique('health');

@Module({ imports: [ServiceKernelModule.forRoot({ service, entities: [], migrations: [] })] })
class ProbeModule {}

describe('a service health answer', () => {
  let app: INestApplication;
  let isHealthy: jest.SpyInstance;
  const clock = new FixedClock(new Date('2026-03-02T12:00:00Z'));
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] })
      .overrideProvider(Clock)
      .useValue(clock)
      .compile();
    app = moduleRef.createNestApplication({ logger: ['error'] });
    await app.init();
    isHealthy = jest.spyOn(app.get(EventBus), 'isHealthy');
  });
  afterAll(async () => {
    await app.close();
    await dropDatabase(serviceDatabaseUrl(process.env.DATABASE_URL!, service));
  });

  it('answers liveness without asking any dependency', async () => {
    const res = await request(app.getHttpServer()).get('/health/live').expect(200);
    expect(res.body).toEqual({ service, status: 'up' });
    expect(isHealthy).not.toHaveBeenCalled();
  });

  it('checks its dependencies once for a burst of readiness probes, then not again within the interval', async () => {
    const server = app.getHttpServer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => request(server).get(i % 2 ? '/health' : '/health/ready')),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        service,
        status: 'up',
        database: { status: 'up', kind: 'postgres' },
        events: { status: 'up', kind: 'in-process' },
        jobs: { status: 'up', kind: 'in-process' },
      });
    }
    expect(isHealthy).toHaveBeenCalledTimes(1);
    later(HEALTH_CHECK_INTERVAL_MS - 1);
    await request(server).get('/health').expect(200);
    expect(isHealthy).toHaveBeenCalledTimes(1);
  });

  it('looks again once the interval has passed and reports what it found', async () => {
    isHealthy.mockResolvedValue(false);
    later(1);
    // The probe that finds the answer old gets it at once; the refresh it started answers the next ones.
    await request(app.getHttpServer()).get('/health').expect(200);
    const res = await eventually(() => request(app.getHttpServer()).get('/health').expect(503));
    expect(res.body).toMatchObject({ status: 'down', events: { status: 'down' } });
    expect(isHealthy).toHaveBeenCalledTimes(2);
  });
});
