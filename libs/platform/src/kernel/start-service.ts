import 'reflect-metadata';
import { INestApplication, Logger, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiErrorFilter } from '../http/error-filter';
import { createValidationPipe, RejectNulCharactersPipe } from '../http/validation';
import { ServiceName, servicePort } from '../config/platform-config';

/** Applies what every app shares: error shape, validation, body limit, shutdown hooks. */
export function configureApp(app: NestExpressApplication, bodyLimit: string): void {
  app.useBodyParser('json', { limit: bodyLimit });
  app.useGlobalPipes(new RejectNulCharactersPipe(), createValidationPipe());
  app.useGlobalFilters(new ApiErrorFilter());
  app.enableShutdownHooks();
}

/** Creates and starts one service on its internal port. */
export async function startService(
  module: Type<unknown>,
  service: ServiceName,
  options: { port?: number; host?: string } = {},
): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, {
    bufferLogs: false,
    logger: ['error', 'warn', 'log'],
  });
  configureApp(app, '2mb');
  const port = options.port ?? servicePort(service);
  await app.listen(port, options.host ?? process.env.SERVICE_HOST ?? '127.0.0.1');
  new Logger(service).log(`listening on ${await app.getUrl()}`);
  return app;
}
