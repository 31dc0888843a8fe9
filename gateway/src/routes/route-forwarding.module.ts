import { DynamicModule, Module } from '@nestjs/common';
import type { AnyRoute } from '@studio/contracts';
import { forwardingController, forwardingOrder } from './route-forwarding';

/** Every public route of the tables, forwarded to its service; internal routes are never exposed. */
@Module({})
export class RouteForwardingModule {
  static forRoutes(routes: readonly AnyRoute[]): DynamicModule {
    const exposed = routes.filter((route) => route.access !== 'internal');
    return { module: RouteForwardingModule, controllers: forwardingOrder(exposed).map(forwardingController) };
  }
}
