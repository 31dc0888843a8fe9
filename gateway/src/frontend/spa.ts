import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { NextFunction, Request, Response, RequestHandler } from 'express';

/** Produces the index.html served for every client route (the place where crawler tags are written). */
export type IndexRenderer = (template: string) => Promise<string>;

/**
 * Serves the built frontend: files as they are, and index.html for any other non-API GET so that client
 * routes load. Without a build it explains how to make one.
 */
export function spaMiddleware(distDir: string, render: IndexRenderer): RequestHandler {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  const statics = express.static(root, { index: false, maxAge: '1h' });
  let template: string | undefined;

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    statics(req, res, async () => {
      if (!existsSync(indexFile)) {
        res.status(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
        return;
      }
      try {
        template ??= readFileSync(indexFile, 'utf8');
        res.set('Cache-Control', 'no-cache').type('html').send(await render(template));
      } catch (error) {
        next(error);
      }
    });
  };
}
