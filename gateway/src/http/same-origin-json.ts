import type { NextFunction, Request, Response } from 'express';
import type { ApiError } from '@studio/contracts';
import { isApiPath } from './api-paths';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The refusals of a state change from another site or in another format than JSON. */
export const SAME_ORIGIN_JSON_MESSAGES = {
  crossSite: 'Cross-site requests are not allowed',
  notJson: 'Requests must be sent as JSON (Content-Type: application/json)',
  notUtf8: 'JSON must be sent in UTF-8 (Content-Type: application/json; charset=utf-8)',
} as const;

/** JSON is UTF-8 (RFC 8259); a body declared in another charset is refused, not decoded into something else. */
function declaresOtherCharset(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1].toLowerCase();
  return charset !== undefined && charset !== 'utf-8';
}

export function isStateChange(method: string): boolean {
  return UNSAFE_METHODS.has(method);
}

function reject(res: Response, statusCode: number, message: string, error: string): void {
  const body: ApiError = { statusCode, message, error };
  res.status(statusCode).json(body);
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Where the browser says a request comes from that is not this site's own origin (same-site: a sibling host). */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

/**
 * The API takes JSON only, and state changes only from this site's own pages: a request that carries another
 * site's Origin (or, without one, another site's Referer), or that the browser marks as sent from another site or
 * a sibling host (`Sec-Fetch-Site`), is refused. With the SameSite session cookie this closes cross-site request
 * forgery, since a cross-site page can send neither JSON nor a matching Origin without the browser asking first.
 */
export function sameOriginJson(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isApiPath(req.path) || !isStateChange(req.method)) return next();
    const ownOrigins = [publicOrigin, `${req.protocol}://${req.get('host')}`];
    const { origin, referer } = req.headers;
    // The app's own pages send no Referer (Referrer-Policy: no-referrer): one naming another page is foreign.
    const sentFrom = origin ?? (referer === undefined ? undefined : (originOf(referer) ?? 'null'));
    const foreign = sentFrom !== undefined && !ownOrigins.includes(sentFrom);
    // Sec-Fetch-Site is the browser's own word on where the request comes from, sent also where Origin is not.
    if (foreign || FOREIGN_FETCH_SITES.has(String(req.headers['sec-fetch-site']))) {
      return reject(res, 403, SAME_ORIGIN_JSON_MESSAGES.crossSite, 'Forbidden');
    }
    if (hasBody(req) && !req.is('application/json')) {
      return reject(res, 415, SAME_ORIGIN_JSON_MESSAGES.notJson, 'Unsupported Media Type');
    }
    if (hasBody(req) && declaresOtherCharset(req.headers['content-type'])) {
      return reject(res, 415, SAME_ORIGIN_JSON_MESSAGES.notUtf8, 'Unsupported Media Type');
    }
    next();
  };
}
