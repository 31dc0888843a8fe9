import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import express, { NextFunction, Request, Response, RequestHandler } from 'express';

/** Produces the index.html served for every client route (the place where crawler tags are written). */
export type IndexRenderer = (template: string) => Promise<string>;

/** Files a browser must revalidate on every load, or an update of the app would never reach it. */
const ALWAYS_REVALIDATE = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

/**
 * Serves the built frontend: hashed assets as immutable, the service worker and manifest revalidated,
 * index.html for any other non-API GET without a file extension so that client routes load, and 404 for a
 * missing file. A rebuilt index.html is picked up
 * without a restart. Without a build it explains how to make one.
 */
export function spaMiddleware(distDir: string, render: IndexRenderer): RequestHandler {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  const statics = express.static(root, {
    index: false,
    setHeaders: (res, file) => {
      if (file.startsWith(join(root, 'assets')))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (ALWAYS_REVALIDATE.has(basename(file))) res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  let template: { text: string; mtimeMs: number } | undefined;

  const readTemplate = (): string => {
    const { mtimeMs } = statSync(indexFile);
    if (!template || template.mtimeMs !== mtimeMs)
      template = { text: readFileSync(indexFile, 'utf8'), mtimeMs };
    return template.text;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    statics(req, res, async () => {
      // A missing file (an old asset, an image) is a 404, not the app page in its place.
      if (/\.[a-z0-9]+$/i.test(req.path)) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      if (!existsSync(indexFile)) {
        res.status(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
        return;
      }
      try {
        res
          .set('Cache-Control', 'no-cache')
          .type('html')
          .send(await render(readTemplate()));
      } catch (error) {
        next(error);
      }
    });
  };
}
