import 'reflect-metadata';
import { INestApplication, Logger, Type } from '@nestjs/common';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PATH_METADATA } from '@nestjs/common/constants';
import type { NextFunction, Response } from 'express';
import { ALL_ROUTES } from '@studio/contracts';
import { PlatformConfig, ServiceDirectory, ServiceName } from '../config/platform-config';
import { answerBodyParserErrors, ApiErrorFilter } from '../http/error-filter';
import { rejectMisshapenJson } from '../http/json-depth';
import { CallerRequest } from '../http/caller';
import { CALLER_ASSERTION_HEADER, InternalAssertions } from '../http/internal-assertion';
import { servedRouteOf } from '../http/serves';
import { keepIdleConnectionsOpen } from '../http/idle-connections';
import {
  createValidationPipe,
  RejectUnreadableTextPipe,
  RejectStructuredQueryPipe,
} from '../http/validation';
import { HealthController } from '../health/health.controller';
import { createAppLogger } from '../observability/json-logger';
import { observeApp } from '../observability/observe-app';

/**
 * Applies what every app shares: request ids, metrics and an ordered stop on SIGTERM (see `observeApp`), error
 * shape, validation, body limit and depth.
 */
export function configureApp(app: NestExpressApplication, bodyLimit: string): void {
  observeApp(app);
  app.useBodyParser('json', { limit: bodyLimit });
  app.use(answerBodyParserErrors);
  app.use(rejectMisshapenJson);
  app.useGlobalPipes(new RejectUnreadableTextPipe(), new RejectStructuredQueryPipe(), createValidationPipe());
  app.useGlobalFilters(new ApiErrorFilter());
}

const NOT_SIGNED = {
  statusCode: 401,
  message: 'This service answers signed internal calls only',
  error: 'Unauthorized',
};

/**
 * Every route but the health probes and the metrics needs a valid caller assertion: a request without one (or
 * with forged caller headers) is refused, so a service port is never a way around the gateway's rules.
 */
function requireAssertion(assertions: InternalAssertions) {
  return (req: CallerRequest, res: Response, next: NextFunction): void => {
    if (req.path === '/health' || req.path.startsWith('/health/') || req.path === '/metrics') return next();
    const verified = assertions.verify(req.header(CALLER_ASSERTION_HEADER));
    if (!verified) {
      res.status(401).json(NOT_SIGNED);
      return;
    }
    req.caller = verified.caller;
    next();
  };
}

/**
 * The service serves exactly its table routes: each one bound with `@Serves`, and no handler of its own
 * beside them (health excepted). A mismatch stops start-up with a message naming the route.
 */
export function checkServedRoutes(app: INestApplication, service: ServiceName): void {
  const served = new Set<string>();
  const unbound: string[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | undefined;
      if (!controller || controller === HealthController) continue;
      const proto = controller.prototype as Record<string, unknown>;
      for (const key of Object.getOwnPropertyNames(proto).filter((name) => name !== 'constructor')) {
        const handler = proto[key];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined)
          continue;
        const route = servedRouteOf(handler);
        if (!route || route.service !== service) unbound.push(`${controller.name}.${key}`);
        else served.add(route.id);
      }
    }
  }
  const missing = ALL_ROUTES.filter((route) => route.service === service && !served.has(route.id));
  const problems = [
    ...unbound.map((name) => `${name} is not bound to a route of the ${service} table`),
    ...missing.map((route) => `${route.method} /${route.path} (${route.id}) has no handler`),
  ];
  if (problems.length > 0)
    throw new Error(`The ${service} service does not match its route table:\n  ${problems.join('\n  ')}`);
}

/** `node <service>/dist/main.js --migrate-only`: brings the service's schema up to date and exits (the migration Job). */
export const MIGRATE_ONLY_FLAG = '--migrate-only';

async function migrateOnly(app: INestApplication, service: ServiceName): Promise<never> {
  const logger = new Logger(service);
  try {
    const applied = await app.get(MikroORM).getMigrator().up();
    logger.log(`migrations: ${applied.length ? applied.map((m) => m.name).join(', ') : 'none to apply'}`);
    await app.close();
    process.exit(0);
  } catch (error) {
    logger.error(`migrations failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** Creates and starts one service on its internal port (or only migrates it, with `--migrate-only`). */
export async function startService(
  module: Type<unknown>,
  service: ServiceName,
  options: { port?: number; host?: string } = {},
): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, {
    bufferLogs: false,
    logger: createAppLogger(service),
  });
  if (process.argv.includes(MIGRATE_ONLY_FLAG)) return migrateOnly(app, service);
  app.disable('x-powered-by');
  app.use(requireAssertion(app.get(InternalAssertions)));
  configureApp(app, '2mb');
  checkServedRoutes(app, service);
  const config = app.get(PlatformConfig);
  const port = options.port ?? app.get(ServiceDirectory).port(service);
  keepIdleConnectionsOpen(app.getHttpServer());
  await app.listen(port, options.host ?? config.SERVICE_HOST);
  new Logger(service).log(`listening on ${await app.getUrl()}`);
  return app;
}
