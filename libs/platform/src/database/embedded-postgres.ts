import { Logger } from '@nestjs/common';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EmbeddedPostgresAsk, EmbeddedPostgresReply } from './embedded-postgres-worker';

/**
 * The thread the embedded PostgreSQL instances run on (PGlite, a WASM build of PostgreSQL, each behind a socket
 * server the ordinary pg driver connects to). On a thread of their own, queries run beside the app's JavaScript
 * instead of between it: the event loop only passes bytes to and from their sockets.
 */
class PostgresThread {
  private readonly worker = new Worker(join(__dirname, 'embedded-postgres-worker.js'));
  private readonly waiting = new Map<
    number,
    { resolve: (url?: string) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;

  constructor() {
    this.worker.on('message', (reply: EmbeddedPostgresReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.error) waiter?.reject(new Error(`embedded PostgreSQL: ${reply.error}`));
      else waiter?.resolve(reply.url);
    });
    this.worker.on('error', (error) => {
      new Logger('EmbeddedPostgres').error(`the database thread failed: ${error.message}`);
      this.failAll(error);
    });
    this.worker.on('exit', (code) =>
      this.failAll(new Error(`embedded PostgreSQL stopped (exit code ${code})`)),
    );
  }

  /** Starts the instance kept in `dir` (once) and answers its connection URL. */
  async start(dir: string): Promise<string> {
    const url = await this.ask({ kind: 'start', dir });
    if (!url) throw new Error(`embedded PostgreSQL in ${dir} answered no address`);
    return url;
  }

  async stop(): Promise<void> {
    await this.ask({ kind: 'stop' });
    await this.worker.terminate();
  }

  private ask(request: EmbeddedPostgresAsk): Promise<string | undefined> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private failAll(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

let thread: PostgresThread | undefined;
const urls = new Map<string, Promise<string>>();

/**
 * Starts (once per directory) an embedded PostgreSQL for one service and answers a connection URL that
 * the ordinary pg driver can use. One instance per service: PGlite runs one transaction at a time.
 */
export function startEmbeddedPostgres(dataDir: string, service: string): Promise<string> {
  const dir = resolve(join(dataDir, service));
  let url = urls.get(dir);
  if (!url) {
    thread ??= new PostgresThread();
    url = thread.start(dir);
    urls.set(dir, url);
  }
  return url;
}

/** Stops every instance (their data written to disk) and the thread they ran on. */
export async function stopEmbeddedPostgres(): Promise<void> {
  const stopping = thread;
  thread = undefined;
  urls.clear();
  if (!stopping) return;
  await stopping.stop();
}
