import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import express, { NextFunction, Request, Response, RequestHandler } from 'express';
import { isAppPath } from '@studio/contracts';
import { isApiPath } from '../http/api-paths';

/** Produces the index.html served for every client route (the place where crawler tags are written). */
/** The app page for a path: the template with the head a share of that path shows. */
export type IndexRenderer = (template: string, path: string) => Promise<string>;

/** Files a browser must revalidate on every load, or an update of the app would never reach it. */
const ALWAYS_REVALIDATE = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

/** The twins the frontend build writes next to a compressible file, in the order they are preferred. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The content codings an Accept-Encoding header allows (those given q=0 are refused). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  return accepted;
}

/** A browser opening a page (not a script, image or fetch asking for a file). */
function navigatedTo(req: Request): boolean {
  const mode = req.get('Sec-Fetch-Mode');
  return mode ? mode === 'navigate' : (req.get('Accept') ?? '').includes('text/html');
}

/** The file a request names inside root, or undefined when it is malformed or points outside. */
function fileInRoot(root: string, path: string): string | undefined {
  try {
    const file = resolve(root, `.${decodeURIComponent(path)}`);
    return file.startsWith(root + sep) ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built frontend: hashed assets as immutable, the service worker and manifest revalidated,
 * index.html for any other non-API GET without a file extension so that client routes load (under status 404
 * when the path names no screen: the app shows its 404 page there), and 404 for a missing file. A file the build precompressed is sent as its brotli or gzip twin to a browser that accepts one
 * (with `Vary: Accept-Encoding`, under the original's type and cache rules). A rebuilt index.html is picked up
 * without a restart. Without a build it explains how to make one.
 */
export function spaMiddleware(distDir: string, render: IndexRenderer): RequestHandler {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  const statics = express.static(root, {
    index: false,
    // Refusals (a missing file, a range past the end) come to the handler below, which answers each.
    fallthrough: false,
    // No redirect adding a slash to a folder's path: it echoes the path into Location, where `/\host` names
    // another site. A folder is no screen, so the app page answers it under 404.
    redirect: false,
    setHeaders: (res, served) => {
      const twin = PRECOMPRESSED.find(({ suffix }) => served.endsWith(suffix));
      const file = twin ? served.slice(0, -twin.suffix.length) : served;
      if (twin) res.setHeader('Content-Encoding', twin.encoding).type(basename(file));
      if (file.startsWith(join(root, 'assets')))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (ALWAYS_REVALIDATE.has(basename(file))) res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });

  /** Points the request at the precompressed twin of the file it names, when there is one the browser accepts. */
  const choosePrecompressed = (req: Request, res: Response): void => {
    const file = fileInRoot(root, req.path);
    if (!file) return;
    const twins = PRECOMPRESSED.filter(({ suffix }) => existsSync(file + suffix));
    if (twins.length === 0) return;
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.get('Accept-Encoding'));
    const twin = twins.find(({ encoding }) => accepted.has(encoding));
    if (twin) req.url = `${req.path}${twin.suffix}${req.url.slice(req.path.length)}`;
  };
  let template: { text: string; mtimeMs: number } | undefined;

  const readTemplate = (): string => {
    const { mtimeMs } = statSync(indexFile);
    if (!template || template.mtimeMs !== mtimeMs)
      template = { text: readFileSync(indexFile, 'utf8'), mtimeMs };
    return template.text;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The build's template is no page of its own: asked for by name (the service worker's offline copy), it is the
    // home page as / renders it, with the studio's tags and content.
    if (req.path === '/index.html') req.url = `/${req.url.slice(req.path.length)}`;
    // A twin is the file's coding, sent for the file's own name; asked for by its name, it would come coded
    // whatever the browser accepts.
    if (PRECOMPRESSED.some(({ suffix }) => req.path.endsWith(suffix))) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    choosePrecompressed(req, res);
    statics(req, res, async (error?: { status?: number; statusCode?: number }) => {
      const status = error?.status ?? error?.statusCode;
      if (status === 412 || status === 416) {
        // A file that exists but cannot be sent as asked (a range past its end, a failed If-Match): that status,
        // without the file's own coding and caching headers, so no cache keeps the refusal as the file.
        for (const header of ['Content-Encoding', 'Cache-Control', 'ETag', 'Last-Modified', 'Vary'])
          res.removeHeader(header);
        res.status(status).set('Cache-Control', 'no-store').type('text/plain').end(String(status));
        return;
      }
      // A missing file (an old asset, an image) is a 404, not the app page in its place; a page a browser
      // navigates to whose name looks like a file (/summer.sale) gets the app's 404 page.
      if (/\.[a-z0-9]+$/i.test(req.path) && !navigatedTo(req)) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      if (!existsSync(indexFile)) {
        res.status(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
        return;
      }
      try {
        const screen = isAppPath(req.path);
        res
          .status(screen ? 200 : 404)
          .set('Cache-Control', 'no-cache')
          .type('html')
          .send(await render(readTemplate(), screen ? req.path : '/'));
      } catch (error) {
        next(error);
      }
    });
  };
}
