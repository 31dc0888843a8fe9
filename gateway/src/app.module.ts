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
import { loadConfig } from '@studio/platform';
import { SessionCallerMiddleware } from './auth/session-caller.middleware';
import { AdminPathsMiddleware } from './auth/admin-paths.middleware';
import { ServiceClients } from './clients/service-clients';
import { GatewayConfig } from './config';
import { HealthController } from './health/health.controller';
import { createSession, SESSION_REDIS, SessionSetup } from './session/session';
import { IdentityGatewayModule } from './identity/identity.module';
import { CatalogGatewayModule } from './catalog/catalog.module';
import { BillingGatewayModule } from './billing/billing.module';

export const SESSION_SETUP = Symbol('SESSION_SETUP');

@Injectable()
class SessionStoreShutdown implements OnApplicationShutdown {
  constructor(@Inject(SESSION_SETUP) private readonly setup: SessionSetup) {}

  async onApplicationShutdown(): Promise<void> {
    this.setup.fileStore?.flush();
    await this.setup.redis?.quit().catch(() => undefined);
  }
}

@Global()
@Module({
  providers: [
    { provide: GatewayConfig, useFactory: () => loadConfig(GatewayConfig) },
    { provide: ServiceClients, useFactory: () => new ServiceClients() },
    {
      provide: SESSION_SETUP,
      useFactory: (config: GatewayConfig) => createSession(config),
      inject: [GatewayConfig],
    },
    { provide: SESSION_REDIS, useFactory: (s: SessionSetup) => s.redis, inject: [SESSION_SETUP] },
    SessionStoreShutdown,
  ],
  exports: [GatewayConfig, ServiceClients, SESSION_SETUP, SESSION_REDIS],
})
export class GatewayCoreModule {}

@Module({
  imports: [GatewayCoreModule, IdentityGatewayModule, CatalogGatewayModule, BillingGatewayModule],
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
