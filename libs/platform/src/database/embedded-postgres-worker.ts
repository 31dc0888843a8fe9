import { mkdirSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** What the main thread asks of this thread (see embedded-postgres.ts), and the answer: a URL for a start. */
export type EmbeddedPostgresAsk = { kind: 'start'; dir: string } | { kind: 'stop' };
export type EmbeddedPostgresRequest = EmbeddedPostgresAsk & { id: number };
export type EmbeddedPostgresReply = { id: number; url?: string; error?: string };

interface Running {
  db: PGlite;
  server: PGLiteSocketServer;
  url: string;
}

const running = new Map<string, Promise<Running>>();

async function start(dir: string): Promise<string> {
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
  return (await entry).url;
}

async function stop(): Promise<void> {
  const all = [...running.values()];
  running.clear();
  for (const entry of all) {
    const { server, db } = await entry;
    await server.stop();
    await db.close();
  }
}

parentPort?.on('message', (request: EmbeddedPostgresRequest) => {
  const work = request.kind === 'start' ? start(request.dir) : stop().then(() => undefined);
  work.then(
    (url) => parentPort?.postMessage({ id: request.id, url } satisfies EmbeddedPostgresReply),
    (error: Error) =>
      parentPort?.postMessage({ id: request.id, error: error.message } satisfies EmbeddedPostgresReply),
  );
});
