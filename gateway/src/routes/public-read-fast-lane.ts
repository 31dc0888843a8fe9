import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CachedAnswer, ReadCache } from './read-cache';

/**
 * A public read from memory: revalidated by its ETag (Express answers 304 when the browser has it) and sent in the
 * compressed form made once for it, so a polled listing costs neither a hash nor a compression per request.
 */
export function sendCached(req: Request, res: Response, answer: CachedAnswer): void {
  const { body, encoding } = answer.bodyFor(req.acceptsEncodings('br', 'gzip'));
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', answer.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.status(answer.response.status).type('application/json').send(body);
}

/**
 * In front of the session and Nest's router: a GET for a URL whose public read was answered a moment ago is
 * answered from memory. The first request for a URL always goes the whole way (validation, access rule, the
 * service), and only then is its answer kept for that URL (`ReadCache.keepForUrl`); any change made through the
 * gateway forgets them all. Everything else passes through untouched.
 */
export function publicReadFastLane(cache: ReadCache): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET') return next();
    const answer = cache.answerForUrl(req.originalUrl);
    if (!answer) return next();
    sendCached(req, res, answer);
  };
}
