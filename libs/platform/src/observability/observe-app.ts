import type { InjectionToken } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config/load-config';
import { EventBus } from '../events/event-bus';
import { SERVICE_NAME } from '../events/event-subscriptions';
import { JobQueue } from '../jobs/job-queue';
import { installGracefulShutdown } from './graceful-shutdown';
import { HttpObserver } from './http-observer';
import { AppMetrics } from './metrics';
import { ObservabilityConfig } from './observability-config';
import { requestContext } from './request-context';

/** A provider of the app if it has one (`app.get` of a missing one would end the process through Nest's exception zone). */
function optional<T>(app: NestExpressApplication, token: InjectionToken): T | undefined {
  for (const module of app.get(ModulesContainer).values()) {
    const wrapper = module.providers.get(token);
    if (wrapper) return wrapper.instance as T;
  }
  return undefined;
}

/**
 * What every app (the gateway and each service) gets: a request id carried into logs and internal calls,
 * `GET /metrics`, request metrics, and a bounded, ordered stop on SIGTERM. A service's outbox, consumers and
 * job queue are found in its module and measured too.
 */
export function observeApp(app: NestExpressApplication): HttpObserver {
  const config = loadConfig(ObservabilityConfig);
  const name = optional<string>(app, SERVICE_NAME) ?? 'gateway';
  const metrics = new AppMetrics(name, {
    orm: optional<MikroORM>(app, MikroORM),
    bus: optional<EventBus>(app, EventBus),
    jobs: optional<JobQueue>(app, JobQueue),
  });
  const observer = new HttpObserver(metrics, config.LOG_REQUESTS);
  observer.attach(app.getHttpServer());
  app.use(requestContext);
  app.use(observer.metricsEndpoint());
  app.use(observer.readinessWhileDraining());
  installGracefulShutdown(app, observer, name, config.SHUTDOWN_TIMEOUT_MS);
  return observer;
}
