import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import type { HttpObserver } from './http-observer';

interface Stoppable {
  name: string;
  timeoutMs: number;
  close(): Promise<void>;
}

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];
/**
 * How long a stopping app still takes connections and reads requests, answering each with `Connection: close`,
 * before its port closes: requests a client sent just before the signal (on a new connection still in the
 * listen queue, or on a kept-alive one not yet read while the event loop was busy) would otherwise be cut off,
 * and the client could not tell whether they were taken.
 */
const REQUESTS_ON_THE_WAY_MS = 200;
const running: Stoppable[] = [];
const logger = new Logger('Shutdown');
let stopping = false;

/**
 * One handler per process, whatever the number of apps in it. A process started for one app (a container, a
 * pod, `npm run start:distributed`) stops its apps and exits: 0 when all closed in time, 1 otherwise. Where
 * the host process handles the signal itself (embedded mode's `npm start` closes every app in order), it
 * leaves the closing to it and only bounds the time.
 */
function onSignal(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  const apps = [...running].reverse();
  const timeoutMs = Math.max(...apps.map((app) => app.timeoutMs));
  logger.log(`${signal}: stopping ${apps.map((app) => app.name).join(', ')} (at most ${timeoutMs} ms)`);
  const deadline = setTimeout(() => {
    logger.error(`still stopping after ${timeoutMs} ms: exiting now`);
    process.exit(1);
  }, timeoutMs);
  deadline.unref();
  if (process.listenerCount(signal) > 1) return;
  void (async () => {
    let failed = false;
    for (const app of apps) {
      await app.close().catch((error: Error) => {
        failed = true;
        logger.error(`${app.name} did not close cleanly: ${error.message}`);
      });
    }
    process.exit(failed ? 1 : 0);
  })();
}

function register(app: Stoppable): void {
  if (running.length === 0) for (const signal of SIGNALS) process.on(signal, onSignal);
  running.push(app);
}

function unregister(app: Stoppable): void {
  const index = running.indexOf(app);
  if (index >= 0) running.splice(index, 1);
  if (running.length === 0) for (const signal of SIGNALS) process.off(signal, onSignal);
}

/**
 * Makes `app.close()` (called by the signal handler, by `npm start` or by a test) stop in the right order,
 * once: readiness answers 503 and, once the requests already on their way are taken (REQUESTS_ON_THE_WAY_MS),
 * the port stops accepting; requests in flight finish (for at most half the time); then Nest's shutdown hooks
 * run — the outbox relay publishes what is committed, job workers finish, consumers commit their offsets and
 * leave their groups — and the database pool, Redis and Kafka connections close.
 */
export function installGracefulShutdown(
  app: INestApplication,
  observer: HttpObserver,
  name: string,
  timeoutMs: number,
): void {
  // Nest's own close, from its prototype: `app.close` read through Nest's proxy is looked up again at each call,
  // and after the override below would call the override itself.
  const nestClose = (Object.getPrototypeOf(app) as INestApplication).close.bind(app);
  let closing: Promise<void> | undefined;
  const stoppable: Stoppable = {
    name,
    timeoutMs,
    close: () =>
      (closing ??= (async () => {
        const server = app.getHttpServer() as Server;
        observer.beginDraining();
        await new Promise((resolve) => setTimeout(resolve, REQUESTS_ON_THE_WAY_MS));
        server.close();
        const inFlight = observer.inFlight;
        if (!(await observer.drain(timeoutMs / 2))) {
          logger.warn(
            `${name}: ${observer.inFlight} of ${inFlight} requests still open after ${timeoutMs / 2} ms; closing them`,
          );
        }
        server.closeAllConnections();
        await nestClose();
        unregister(stoppable);
      })()),
  };
  // Nest's application proxy drops assignments (its `set` trap sets nothing), so the override is defined on it.
  Object.defineProperty(app, 'close', { value: () => stoppable.close(), configurable: true, writable: true });
  register(stoppable);
}
