import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  Server,
  ServerResponse,
} from 'node:http';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import type { Request, RequestHandler, Response } from 'express';
import { HttpStatus } from '@nestjs/common';
import type { AnyRoute } from '@studio/contracts';
import { checkAccess } from '@studio/platform';
import type { AuthenticatedRequest } from '../auth/caller';
import type { SessionCallerMiddleware } from '../auth/session-caller.middleware';
import { isApiPath } from '../http/api-paths';
import type { ForwardHooks } from './forward-hooks';
import { CachedAnswer, ReadCache } from './read-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Beyond this many different Accept-Encoding headers the remembered choices start over. */
const MAX_REMEMBERED_ENCODINGS = 100;

/** What the lane needs to answer a signed-in read the gateway holds itself: the same session steps Express runs. */
export interface SessionReads {
  /** The session middleware as Express runs it (load, renewal, cookie). */
  session: RequestHandler;
  callers: SessionCallerMiddleware;
  hooks: ForwardHooks;
}

/**
 * In front of Express and Nest's router, for the reads every screen makes again and again:
 * - a GET for a URL whose public read was answered a moment ago is answered from memory, with the security headers
 *   every answer carries, its ETag (304 when the browser has it) and its compressed form. The first request for a
 *   URL always goes the whole way (validation, access rule, the service), and only then is its answer kept for
 *   that URL (`ReadCache.keepForUrl`); any change made through the gateway forgets them all;
 * - a GET of a route the gateway answers from the session alone (the signed-in user, `ForwardHooks.answerLocally`)
 *   runs the session middleware and the caller check Express would run, then answers with the same headers.
 * Everything else, and any request these cannot answer (anonymous, refused, a failing store), goes on to Express
 * untouched, which then answers it the usual way.
 */
export class FastLane {
  /** Accept-Encoding header -> the encoding Express would choose (`req.acceptsEncodings('br', 'gzip')`). */
  private readonly encodings = new Map<string, string | false>();

  constructor(
    private readonly cache: ReadCache,
    private readonly securityHeaders: (req: IncomingMessage) => OutgoingHttpHeaders,
    private readonly sessionReads: SessionReads,
  ) {}

  /** Puts the lane before the server's Express app; the listeners before it (metrics, request ids) stay first. */
  installOn(server: Server, expressApp: RequestListener): void {
    const listeners = server.listeners('request');
    if (!listeners.includes(expressApp)) throw new Error('the fast lane found no Express app on the server');
    server.removeListener('request', expressApp);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.method !== 'GET' || !req.url || !isApiPath(req.url)) return expressApp(req, res);
      const kept = this.cache.answerForUrl(req.url);
      if (kept) return this.send(req, res, kept);
      const local = this.sessionReads.hooks.localReadAt(req.url);
      if (!local) return expressApp(req, res);
      this.answerFromSession(req, res, local).then(
        (answered) => answered || expressApp(req, res),
        () => expressApp(req, res),
      );
    });
  }

  /** The route's answer from the session when the caller may have it; false: Express takes the request. */
  private async answerFromSession(
    req: IncomingMessage,
    res: ServerResponse,
    route: AnyRoute,
  ): Promise<boolean> {
    const request = req as AuthenticatedRequest;
    const loaded = await new Promise<boolean>((resolve) =>
      this.sessionReads.session(request, res as Response, (error?: unknown) => resolve(!error)),
    );
    if (!loaded) return false;
    await this.sessionReads.callers.nameCaller(request);
    if (!request.caller) return false;
    checkAccess(route.access, request.caller);
    const body = this.sessionReads.hooks.localAnswer(route, request as Request);
    if (body === undefined) return false;
    const answer = await CachedAnswer.prepared({
      status: route.status ?? HttpStatus.OK,
      headers: {},
      body: Buffer.from(JSON.stringify(body)),
    });
    this.send(req, res, answer, 'no-store');
    return true;
  }

  /**
   * The one writer of the lane's answers, also used by the public-read routes inside Nest: a kept public read
   * (`no-cache`: revalidated by its ETag, 304 by the rules Express uses) or a personal one (`no-store`), in the
   * compressed form made once for it, so a polled listing costs neither a hash nor a compression per request.
   */
  send(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, cacheControl = 'no-cache'): void {
    const headers: OutgoingHttpHeaders = {
      ...this.securityHeaders(req),
      'cache-control': cacheControl,
      etag: answer.etag,
      vary: 'Accept-Encoding',
    };
    if (matchesValidator(req, answer.etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const { body, encoding } = answer.bodyFor(this.encodingFor(req.headers['accept-encoding']));
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-type'] = JSON_TYPE;
    headers['content-length'] = body.length;
    res.writeHead(answer.response.status, headers).end(body);
  }

  private encodingFor(header: string | undefined): string | false {
    const key = header ?? '';
    let chosen = this.encodings.get(key);
    if (chosen === undefined) {
      chosen = new Negotiator({ headers: { 'accept-encoding': key } }).encodings(['br', 'gzip'])[0] ?? false;
      if (this.encodings.size >= MAX_REMEMBERED_ENCODINGS) this.encodings.clear();
      this.encodings.set(key, chosen);
    }
    return chosen;
  }
}

/**
 * Whether the client holds this answer already (its If-None-Match names the ETag). As the origin, the lane answers
 * a conditional request by its validator whatever the request's Cache-Control says: `no-cache`, which the app
 * sends with every read (spec §7), asks caches to revalidate with the origin, and a 304 from here is that
 * revalidation (the `fresh` module, written for caches, answers every `no-cache` request in full).
 */
function matchesValidator(req: IncomingMessage, etag: string): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  return ifNoneMatch !== undefined && fresh({ 'if-none-match': ifNoneMatch }, { etag });
}
