import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/** Names one request across the gateway and every service it calls; logged with every line written for it. */
export const REQUEST_ID_HEADER = 'x-request-id';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

// A caller's id is kept only when it is short and plain, so it can never forge or break a log line.
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/** The id of the request being handled, if any (undefined in start-up, jobs and event handlers). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

const ASSIGNED = Symbol('requestId');
type Assignable = IncomingMessage & { [ASSIGNED]?: string };

/**
 * The request's id, chosen once as the server receives it: the one the caller sent (the gateway, a service, or a
 * proxy in front) when it is plain, else a new one. Answered in the response header, whoever answers.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const request = req as Assignable;
  if (request[ASSIGNED]) return request[ASSIGNED];
  const offered = req.headers[REQUEST_ID_HEADER];
  const requestId = typeof offered === 'string' && ACCEPTABLE_ID.test(offered) ? offered : randomUUID();
  request[ASSIGNED] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  return requestId;
}

/** Keeps the request's id for everything done for it from here on: log lines and internal calls. */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  storage.run({ requestId: assignRequestId(req, res) }, next);
}
