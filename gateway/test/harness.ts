import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { freePort } from '@studio/platform/testing';
import { SERVICE_NAMES, ServiceName } from '@studio/platform';
import { createGateway } from '../src/app';

export interface Stack {
  gateway: INestApplication;
  services: Partial<Record<ServiceName, INestApplication>>;
  /** A cookie-keeping client, as one browser would be. */
  agent(): ReturnType<typeof request.agent>;
  close(): Promise<void>;
}

type ServiceEntry = { startApp: () => Promise<INestApplication> };

// The real service apps, started in this process the way embedded mode starts them.
const loaders: Record<ServiceName, () => ServiceEntry> = {
  identity: () => require('../../services/identity/src/app'),
  catalog: () => require('../../services/catalog/src/app'),
  booking: () => require('../../services/booking/src/app'),
  billing: () => require('../../services/billing/src/app'),
  notifications: () => require('../../services/notifications/src/app'),
  fitness: () => require('../../services/fitness/src/app'),
};

/**
 * Starts the gateway with the named services on PostgreSQL (this test project's own databases) and Redis
 * sessions; services not named are unreachable, as if down.
 */
export async function startStack(names: ServiceName[]): Promise<Stack> {
  process.env.REDIS_URL = process.env.TEST_REDIS_URL;
  for (const name of SERVICE_NAMES) {
    const port = await freePort();
    process.env[`${name.toUpperCase()}_PORT`] = String(port);
    process.env[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}`;
  }
  const services: Stack['services'] = {};
  for (const name of names) services[name] = await loaders[name]().startApp();
  const gateway = await createGateway();
  await gateway.listen(0, '127.0.0.1');
  const server = gateway.getHttpServer();
  return {
    gateway,
    services,
    agent: () => request.agent(server),
    close: async () => {
      await gateway.close();
      for (const app of Object.values(services)) await app.close();
    },
  };
}
