import {
  Body,
  CallHandler,
  Controller,
  ExecutionContext,
  HttpStatus,
  Inject,
  Injectable,
  NestInterceptor,
  Param,
  Query,
  Req,
  Res,
  Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiCookieAuth, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import type { Response } from 'express';
import { AnyRoute, ApiErrorDto, DocumentedError, pathParamNames } from '@studio/contracts';
import { ACCESS_MESSAGES, bindRoute, CallerRequest, servedRouteOf, ServiceClients } from '@studio/platform';
import { ForwardHooks } from './forward-hooks';
import { CachedAnswer, ReadCache } from './read-cache';
import { FastLane } from './fast-lane';

const ERROR_TEXTS: Record<number, string> = {
  400: 'The input breaks a rule; the message names it',
  401: ACCESS_MESSAGES.loginRequired,
  403: ACCESS_MESSAGES.adminRequired,
  404: 'Not found',
  409: 'Conflicts with what is stored',
  413: 'Request body is too large',
  422: 'Cannot be done in the current state',
  429: 'Too many attempts; see Retry-After',
  502: 'The service behind this route failed',
  503: 'The service behind this route is not available right now',
};

/** The 4xx and 5xx answers a route can give: from its input, its access rule and what the table adds. */
export function documentedErrors(route: AnyRoute): number[] {
  const codes = new Set<number>(route.errors ?? []);
  if (route.params || route.query || route.body) codes.add(400);
  if (route.access === 'member' || route.access === 'admin') codes.add(401);
  if (route.access === 'admin') codes.add(403);
  if (route.body) codes.add(413);
  codes.add(502);
  codes.add(503);
  return [...codes].sort((a, b) => a - b);
}

/**
 * Copies a request header into the body field the client left out (the route's `headerIntoBody`), before the
 * body is validated, so the header's value passes the same rule as the field's.
 */
@Injectable()
export class HeaderIntoBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<CallerRequest>();
    const route = servedRouteOf(context.getHandler());
    const value = route?.headerIntoBody ? req.header(route.headerIntoBody.header) : undefined;
    if (route?.headerIntoBody && value !== undefined) {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      body[route.headerIntoBody.field] ??= value;
      req.body = body;
    }
    return next.handle();
  }
}

/** A file the service answered as `{fileName, contentType, content}`, sent as the file itself. */
function sendFile(route: AnyRoute, body: Buffer, res: Response): void {
  const file = JSON.parse(body.toString('utf8')) as { fileName?: string; content: string };
  const name = (file.fileName ?? 'file').replace(/[^\w.-]/g, '_');
  res.setHeader('Content-Disposition', `${route.file!.disposition}; filename="${name}"`);
  res.status(200).type(route.file!.contentType).send(file.content);
}

/** One public read: the route and its validated input, without the client's cache buster. */
function cacheKey(route: AnyRoute, params: object | undefined, query: object | undefined): string {
  const fields = { ...(query as Record<string, unknown> | undefined) };
  if (route.cacheBuster) delete fields[route.cacheBuster];
  return `${route.id} ${JSON.stringify(params ?? {})} ${JSON.stringify(fields)}`;
}

/** Static paths before parameter paths, so `classes/featured` is matched before `classes/:id`. */
export function forwardingOrder(routes: readonly AnyRoute[]): AnyRoute[] {
  return [...routes].sort((a, b) => pathParamNames(a.path).length - pathParamNames(b.path).length);
}

/**
 * The gateway's handler for one table route, made at start-up: the route's DTO classes validate params,
 * query and body (the global validation pipe reads them as the parameter types), the guard applies its
 * access rule, and the validated input is forwarded whole, with the signed caller, to the route's service.
 */
export function forwardingController(route: AnyRoute): Type<unknown> {
  const cacheable = route.access === 'public' && route.method === 'GET' && !route.file;
  @Controller()
  class RouteForwarder {
    constructor(
      @Inject(ServiceClients) readonly clients: ServiceClients,
      @Inject(ForwardHooks) readonly hooks: ForwardHooks,
      @Inject(ReadCache) readonly cache: ReadCache,
      @Inject(FastLane) readonly lane: FastLane,
    ) {}

    async forward(
      params: object,
      query: object,
      body: object,
      req: CallerRequest,
      res: Response,
    ): Promise<void> {
      const send = () =>
        this.clients.of(route.service).forward(route, { params, query, body, caller: req.caller ?? null });
      if (cacheable) {
        const key = cacheKey(route, params, query);
        const generation = this.cache.currentGeneration();
        const keepForUrl = (kept: CachedAnswer) =>
          this.cache.keepForUrl(req.originalUrl, route.cacheBuster, kept, generation);
        let answer = this.cache.answer(key);
        const stale = answer ? undefined : this.cache.staleAnswer(key);
        if (stale) {
          answer = stale;
          this.cache.refreshInBackground(key, send, keepForUrl);
        }
        answer ??= await this.cache.fetchOnce(key, send);
        if (answer.response.status >= 400) throw this.clients.of(route.service).failure(answer.response);
        if (!stale) keepForUrl(answer);
        return this.lane.send(req, res, answer);
      }
      const local = this.hooks.localAnswer(route, req);
      if (local !== undefined) {
        res.setHeader('Cache-Control', 'no-store');
        res.status(route.status ?? HttpStatus.OK).json(local);
        return;
      }
      const response = await send();
      if (response.status >= 400) throw this.clients.of(route.service).failure(response);
      if (route.method !== 'GET') {
        this.cache.forgetAfterChangeBy(route.service);
        if (route.alsoChanges) this.cache.forgetAfterChangeBy(route.alsoChanges);
      }
      await this.hooks.run(route, req);
      res.setHeader('Cache-Control', route.cache ?? (route.access === 'public' ? 'no-cache' : 'no-store'));
      if (route.file) return sendFile(route, response.body, res);
      res.status(response.status).type('application/json').send(response.body);
    }
  }
  const name = `${route.operationId[0].toUpperCase()}${route.operationId.slice(1)}Route`;
  Object.defineProperty(RouteForwarder, 'name', { value: name });

  const proto = RouteForwarder.prototype;
  const key = 'forward';
  const descriptor = Object.getOwnPropertyDescriptor(proto, key)!;
  Reflect.defineMetadata(
    'design:paramtypes',
    [route.params ?? Object, route.query ?? Object, route.body ?? Object, Object, Object],
    proto,
    key,
  );
  if (route.params) Param()(proto, key, 0);
  if (route.query) Query()(proto, key, 1);
  if (route.body) Body()(proto, key, 2);
  Req()(proto, key, 3);
  Res()(proto, key, 4);
  bindRoute(route, proto, key, descriptor);
  if (route.headerIntoBody) UseInterceptors(HeaderIntoBodyInterceptor)(proto, key, descriptor);

  const status = route.status ?? HttpStatus.OK;
  const responseType = (Array.isArray(route.response) ? [route.response[0]] : route.response) as
    Type<unknown> | [Type<unknown>];
  ApiTags(route.tag)(RouteForwarder);
  ApiOperation({ summary: route.summary, operationId: route.operationId })(proto, key, descriptor);
  if (route.file) {
    // The file is the answer; a refusal is the JSON error as on any route.
    ApiResponse({
      status,
      description: route.summary,
      content: { [route.file.contentType]: { schema: { type: 'string' } } },
    })(proto, key, descriptor);
  } else {
    ApiResponse({ status, description: route.summary, type: responseType })(proto, key, descriptor);
  }
  if (route.headerIntoBody) {
    ApiHeader({
      name: route.headerIntoBody.header,
      required: false,
      description: `Taken as the body's ${route.headerIntoBody.field} when the body leaves it out`,
    })(proto, key, descriptor);
  }
  for (const code of documentedErrors(route)) {
    ApiResponse({
      status: code,
      description: ERROR_TEXTS[code as DocumentedError | 502 | 503],
      type: ApiErrorDto,
    })(proto, key, descriptor);
  }
  if (route.access === 'member' || route.access === 'admin') ApiCookieAuth()(proto, key, descriptor);
  Object.defineProperty(proto, key, descriptor);
  return RouteForwarder;
}
