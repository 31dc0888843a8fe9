import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
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

/**
 * Takes the request id the caller sent (the gateway, a service, or a proxy in front) or makes one, answers it
 * in the response header and keeps it for everything done for this request, internal calls included.
 */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const offered = req.header(REQUEST_ID_HEADER);
  const requestId = offered && ACCEPTABLE_ID.test(offered) ? offered : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, requestId);
  storage.run({ requestId }, next);
}
