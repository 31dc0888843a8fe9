import type { NextFunction, Request, Response } from 'express';
import type { AnyRoute } from '@studio/contracts';
import { apiPath, pathOf, pathPattern, routedPath } from './api-paths';

function withReason(status: number, body: unknown): unknown {
  if (status < 400 || status >= 500 || typeof body !== 'object' || body === null) return body;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' ? { ...body, error: message } : body;
}

/**
 * Spec §7: some screens read the reason of a failure from the error body's `error` field (the route's
 * `reasonInErrorField`). On those routes every refusal carries its message there too, whoever answers it: the
 * admin-paths check, the body parser, validation or the service.
 */
export function reasonInErrorField(routes: readonly AnyRoute[]) {
  const marked = routes
    .filter((route) => route.reasonInErrorField)
    .map((route) => ({ method: route.method as string, pattern: pathPattern(apiPath(route.path)) }));
  return (req: Request, res: Response, next: NextFunction): void => {
    const path = routedPath(pathOf(req.originalUrl));
    if (marked.some((route) => route.method === req.method && route.pattern.test(path))) {
      const json = res.json.bind(res);
      res.json = (body: unknown) => json(withReason(res.statusCode, body));
    }
    next();
  };
}
