import 'reflect-metadata';
import { INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { Server } from 'node:http';
import type { Application, NextFunction, Request, Response } from 'express';
import { ALL_ROUTES } from '@studio/contracts';
import { configureApp, keepIdleConnectionsOpen, toApiError } from '@studio/platform';
import { AppModule, SESSION_SETUP } from './app.module';
import { GatewayConfig } from './config';
import { buildOpenApiDocument } from './openapi';
import { spaMiddleware } from './frontend/spa';
import { IndexHtmlRenderer } from './frontend/index-html.renderer';
import { SessionSetup } from './session/session';
import { sameOriginJson } from './http/same-origin-json';
import { responseCompression } from './http/compression';
import { FastLane } from './routes/fast-lane';
import { securityHeaders, strictTransportOverHttps } from './http/security-headers';
import { API_PREFIX } from './http/api-paths';
import { answerClientErrorsAsJson } from './http/client-errors';
import { reasonInErrorField } from './http/reason-in-error-field';
import { allowedMethods } from './http/allowed-methods';

export { AppModule };

/** API answers are personal unless a route says otherwise (public reads are revalidated, see the route tables). */
function neverStoredByDefault(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/** Everything but listening: used by start-up, tests and the OpenAPI writer alike. */
export async function createGateway(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: ['error', 'warn', 'log'],
    // Keeps each JSON body's bytes beside the parsed one: Stripe's webhook signature is over the exact bytes.
    rawBody: true,
  });
  const config = app.get(GatewayConfig);
  if (config.behindProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.use(responseCompression());
  app.use(securityHeaders);
  app.use(strictTransportOverHttps);
  app.use(`/${API_PREFIX}`, neverStoredByDefault);
  app.use(reasonInErrorField(ALL_ROUTES));
  app.use(sameOriginJson(config.PUBLIC_URL));
  app.use(app.get<SessionSetup>(SESSION_SETUP).middleware);
  app.setGlobalPrefix(API_PREFIX);
  configureApp(app, '1mb');
  const document = buildOpenApiDocument(app);
  app.use(allowedMethods(document.paths));
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json` });
  app.use(
    spaMiddleware(config.FRONTEND_DIST, (template, path) =>
      app.get(IndexHtmlRenderer).render(template, path),
    ),
  );
  await app.init();
  // Errors raised before Nest's router (body parsing) still answer in the one error shape.
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const body = toApiError(error);
    res.status(body.statusCode).json(body);
  });
  const server = app.getHttpServer() as Server;
  app.get(FastLane).installOn(server, app.getHttpAdapter().getInstance() as Application);
  answerClientErrorsAsJson(server);
  keepIdleConnectionsOpen(server);
  return app;
}

export async function startGateway(): Promise<INestApplication> {
  const app = await createGateway();
  const config = app.get(GatewayConfig);
  await app.listen(config.PORT, config.GATEWAY_HOST);
  new Logger('gateway').log(`listening on http://localhost:${config.PORT}`);
  return app;
}
