import type { NextFunction, Request, Response } from 'express';
import type { ApiError } from '@studio/contracts';
import { isApiPath, pathOf, pathPattern, routedPath } from './api-paths';

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface PathMethods {
  pattern: RegExp;
  methods: string[];
}

/** Each documented path (`/api/classes/{id}`) as a pattern over routed paths, with the methods it takes. */
function pathMethodsOf(paths: Record<string, object>): PathMethods[] {
  return Object.entries(paths).map(([path, operations]) => ({
    pattern: pathPattern(path),
    methods: Object.keys(operations).map((method) => method.toUpperCase()),
  }));
}

/**
 * What HTTP asks of a path that exists: OPTIONS answers 204 with the methods it takes (`Allow`), and a method it
 * does not take 405 with them, in the one error shape, instead of the 404 of a path that does not exist. The paths
 * are the API document's, so a route is described, allowed and refused from one source. No CORS headers are sent:
 * the API is for this site's own pages.
 */
export function allowedMethods(paths: Record<string, object>) {
  const known = pathMethodsOf(paths);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isApiPath(req.path)) return next();
    const path = routedPath(pathOf(req.originalUrl));
    const methods = new Set(known.filter((p) => p.pattern.test(path)).flatMap((p) => p.methods));
    if (methods.size === 0) return next();
    if (methods.has('GET')) methods.add('HEAD');
    if (methods.has(req.method)) return next();
    methods.add('OPTIONS');
    const allow = METHOD_ORDER.filter((method) => methods.has(method)).join(', ');
    res.setHeader('Allow', allow);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    const body: ApiError = {
      statusCode: 405,
      message: `${req.method} is not allowed here; this path takes ${allow}`,
      error: 'Method Not Allowed',
    };
    res.status(405).json(body);
  };
}
