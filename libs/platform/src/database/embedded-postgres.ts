import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

interface Running {
  db: PGlite;
  server: PGLiteSocketServer;
  url: string;
}

const running = new Map<string, Promise<Running>>();

/**
 * Starts (once per directory) an embedded PostgreSQL for one service and answers a connection URL that
 * the ordinary pg driver can use. One instance per service: PGlite runs one transaction at a time.
 */
export function startEmbeddedPostgres(dataDir: string, service: string): Promise<string> {
  const dir = resolve(join(dataDir, service));
  let entry = running.get(dir);
  if (!entry) {
    entry = (async () => {
      mkdirSync(dir, { recursive: true });
      const db = await PGlite.create(dir);
      const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 });
      await server.start();
      return { db, server, url: `postgres://postgres@${server.getServerConn()}/postgres` };
    })();
    running.set(dir, entry);
  }
  return entry.then((r) => r.url);
}

export async function stopEmbeddedPostgres(): Promise<void> {
  const all = [...running.values()];
  running.clear();
  for (const entry of all) {
    const { server, db } = await entry;
    await server.stop();
    await db.close();
  }
}
