import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * The instances answer on Unix sockets in a directory only this user can enter, never on a TCP port: PGlite
 * takes any user and password as its superuser, so a port would let any local process past the services. The
 * directory is short-lived and short (a socket path has about a hundred characters), whatever DATA_DIR is.
 */
let socketDir: string | undefined;
/** The pg driver finds a socket as `<dir>/.s.PGSQL.<port>`: each instance gets a number of its own. */
const FIRST_SOCKET_NUMBER = 5432;

async function start(dir: string): Promise<string> {
  let entry = running.get(dir);
  if (!entry) {
    socketDir ??= mkdtempSync(join(tmpdir(), 'studio-pg-'));
    const port = FIRST_SOCKET_NUMBER + running.size;
    const socketsIn = socketDir;
    entry = (async () => {
      mkdirSync(dir, { recursive: true });
      const db = await PGlite.create(dir);
      const path = join(socketsIn, `.s.PGSQL.${port}`);
      const server = new PGLiteSocketServer({ db, path, maxConnections: 16 });
      await server.start();
      return { db, server, url: `postgres://postgres@${encodeURIComponent(socketsIn)}:${port}/postgres` };
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
  if (socketDir) rmSync(socketDir, { recursive: true, force: true });
  socketDir = undefined;
}

parentPort?.on('message', (request: EmbeddedPostgresRequest) => {
  const work = request.kind === 'start' ? start(request.dir) : stop().then(() => undefined);
  work.then(
    (url) => parentPort?.postMessage({ id: request.id, url } satisfies EmbeddedPostgresReply),
    (error: Error) =>
      parentPort?.postMessage({ id: request.id, error: error.message } satisfies EmbeddedPostgresReply),
  );
});
