import {
  Global,
  Inject,
  Injectable,
  MiddlewareConsumer,
  Module,
  NestModule,
  OnApplicationShutdown,
  RequestMethod,
} from '@nestjs/common';
import { ALL_ROUTES } from '@studio/contracts';
import {
  ChangeSignals,
  createChangeSignals,
  InternalAssertions,
  loadConfig,
  resolveInternalSecret,
  ServiceClients,
  ServiceDirectory,
} from '@studio/platform';
import { SessionCallerMiddleware } from './auth/session-caller.middleware';
import { AdminPathsMiddleware } from './auth/admin-paths.middleware';
import { GatewayConfig } from './config';
import { HealthController } from './health/health.controller';
import { createSession, SESSION_REDIS, SessionSetup } from './session/session';
import { IdentityGatewayModule } from './identity/identity.module';
import { CatalogGatewayModule } from './catalog/catalog.module';
import { BillingGatewayModule } from './billing/billing.module';
import { ForwardHooks } from './routes/forward-hooks';
import { ReadCache } from './routes/read-cache';
import { AuthChangeChannel } from './auth/auth-change-channel';
import { FastLane } from './routes/fast-lane';
import { rawSecurityHeaders } from './http/security-headers';
import { RouteForwardingModule } from './routes/route-forwarding.module';

export const SESSION_SETUP = Symbol('SESSION_SETUP');

/** Closes what the gateway holds open: the session store and the change signals' connections. */
@Injectable()
class GatewayShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(SESSION_SETUP) private readonly setup: SessionSetup,
    private readonly signals: ChangeSignals,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    this.setup.fileStore?.flush();
    await this.setup.redis?.quit().catch(() => undefined);
    await this.signals.close();
  }
}

@Global()
@Module({
  providers: [
    { provide: GatewayConfig, useFactory: () => loadConfig(GatewayConfig) },
    {
      provide: ServiceDirectory,
      useFactory: (config: GatewayConfig) => new ServiceDirectory(config),
      inject: [GatewayConfig],
    },
    {
      provide: InternalAssertions,
      useFactory: (config: GatewayConfig) => new InternalAssertions(resolveInternalSecret(config)),
      inject: [GatewayConfig],
    },
    {
      provide: ServiceClients,
      useFactory: (directory: ServiceDirectory, assertions: InternalAssertions) =>
        new ServiceClients(directory, assertions, 'gateway'),
      inject: [ServiceDirectory, InternalAssertions],
    },
    ForwardHooks,
    ReadCache,
    SessionCallerMiddleware,
    {
      provide: SESSION_SETUP,
      useFactory: (config: GatewayConfig) => createSession(config),
      inject: [GatewayConfig],
    },
    {
      provide: FastLane,
      useFactory: (
        cache: ReadCache,
        config: GatewayConfig,
        setup: SessionSetup,
        callers: SessionCallerMiddleware,
        hooks: ForwardHooks,
      ) =>
        new FastLane(cache, rawSecurityHeaders(config.behindProxy), {
          session: setup.middleware,
          callers,
          hooks,
        }),
      inject: [ReadCache, GatewayConfig, SESSION_SETUP, SessionCallerMiddleware, ForwardHooks],
    },
    { provide: SESSION_REDIS, useFactory: (s: SessionSetup) => s.redis, inject: [SESSION_SETUP] },
    {
      provide: ChangeSignals,
      useFactory: (config: GatewayConfig) => createChangeSignals(config),
      inject: [GatewayConfig],
    },
    AuthChangeChannel,
    GatewayShutdown,
  ],
  exports: [GatewayConfig, ServiceClients, ForwardHooks, ReadCache, FastLane, SESSION_SETUP, SESSION_REDIS],
})
export class GatewayCoreModule {}

@Module({
  imports: [
    GatewayCoreModule,
    IdentityGatewayModule,
    CatalogGatewayModule,
    BillingGatewayModule,
    RouteForwardingModule.forRoutes(ALL_ROUTES),
  ],
  controllers: [HealthController],
})
export class AppModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // In this order: the session names the caller, then every /api/admin path requires an admin.
    consumer
      .apply(SessionCallerMiddleware)
      .forRoutes('{*path}')
      .apply(AdminPathsMiddleware)
      .forRoutes(
        { path: 'admin', method: RequestMethod.ALL },
        { path: 'admin/{*path}', method: RequestMethod.ALL },
      );
  }
}
