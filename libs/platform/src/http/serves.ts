import {
  Body,
  CanActivate,
  ExecutionContext,
  HttpCode,
  Injectable,
  Param,
  Query,
  Req,
  RequestMapping,
  RequestMethod,
  UseGuards,
} from '@nestjs/common';
import type { AnyRoute, BodyOf, ParamsOf, QueryOf, ResponseOf } from '@studio/contracts';
import { Caller, CallerRequest, checkAccess } from './caller';

/** What a service handler receives: the validated params, query and body of its route, and the caller. */
export interface RouteInput<D extends AnyRoute> {
  params: ParamsOf<D>;
  query: QueryOf<D>;
  body: BodyOf<D>;
  caller: D extends { access: 'member' | 'admin' } ? Caller : Caller | null;
}

export type RouteHandler<D extends AnyRoute> = (
  input: RouteInput<D>,
) => Promise<ResponseOf<D>> | ResponseOf<D>;

/** Marks a handler function as bound to a table route, for the start-up check. */
export const SERVED_ROUTE = Symbol('served-route');

export function servedRouteOf(handler: unknown): AnyRoute | undefined {
  return typeof handler === 'function'
    ? (handler as unknown as Record<symbol, AnyRoute | undefined>)[SERVED_ROUTE]
    : undefined;
}

/**
 * Checks the route's access rule before anything else (pipes validate after guards), so the anonymous get 401
 * and members 403 whatever they send.
 */
@Injectable()
export class RouteAccessGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const route = servedRouteOf(context.getHandler());
    if (route) checkAccess(route.access, context.switchToHttp().getRequest<CallerRequest>().caller);
    return true;
  }
}

/** Marks `handler` as serving `route` and puts the access check in front of it. */
export function bindRoute(
  route: AnyRoute,
  target: object,
  key: string | symbol,
  descriptor: PropertyDescriptor,
): void {
  Object.defineProperty(descriptor.value, SERVED_ROUTE, { value: route });
  RequestMapping({ path: route.path, method: RequestMethod[route.method] })(target, key, descriptor);
  HttpCode(route.status ?? 200)(target, key, descriptor);
  UseGuards(RouteAccessGuard)(target, key, descriptor);
}

/**
 * Binds a service handler to its route table entry: verb, path, status, the DTO classes that validate params,
 * query and body, and the access rule checked against the signed caller. Nothing of it is written again in
 * the service, so it cannot differ from the table; a handler whose input or response type differs from the
 * entry's DTOs is a type error.
 */
export function Serves<D extends AnyRoute>(route: D) {
  return <M extends RouteHandler<D>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    const handler = descriptor.value as M;
    const bound = function (
      this: unknown,
      params: ParamsOf<D>,
      query: QueryOf<D>,
      body: BodyOf<D>,
      req: CallerRequest,
    ) {
      // RouteAccessGuard has already applied the route's access rule to this caller.
      const caller = (req.caller ?? null) as RouteInput<D>['caller'];
      return handler.call(this, { params, query, body, caller });
    };
    descriptor.value = bound as unknown as M;
    Reflect.defineMetadata(
      'design:paramtypes',
      [route.params ?? Object, route.query ?? Object, route.body ?? Object, Object],
      target,
      key,
    );
    if (route.params) Param()(target, key, 0);
    if (route.query) Query()(target, key, 1);
    if (route.body) Body()(target, key, 2);
    Req()(target, key, 3);
    bindRoute(route, target, key, descriptor);
  };
}
