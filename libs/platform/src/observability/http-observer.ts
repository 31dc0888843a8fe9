import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import type { ConsoleLogger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isSecretName } from '../config/secret-names';
import { AppMetrics } from './metrics';
import { createAppLogger } from './json-logger';
import { assignRequestId } from './request-context';

// A request that came through a proxy (the Ingress, a load balancer) carries one of these.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Loopback and the private ranges a cluster, a Compose network or a studio's LAN use (IPv4 and IPv6). */
const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv6');
}

/** Whether a peer's address is on this host or a private network (an IPv4 address may come IPv6-mapped). */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIPv4(ipv4)) return PRIVATE_NETWORKS.check(ipv4, 'ipv4');
  return PRIVATE_NETWORKS.check(address, 'ipv6');
}

/**
 * The path as the log may keep it: without the query, and with each secret path parameter replaced, so that a
 * reset link a member opened or a calendar feed's address cannot be taken from the logs.
 */
export function loggablePath(req: Pick<Request, 'originalUrl' | 'url' | 'params'>): string {
  let path = (req.originalUrl ?? req.url ?? '').split('?')[0];
  for (const [name, value] of Object.entries(req.params ?? {})) {
    if (!isSecretName(name) || typeof value !== 'string' || value === '') continue;
    for (const form of new Set([value, encodeURIComponent(value)])) path = path.split(form).join(`:${name}`);
  }
  return path;
}

/**
 * Watches every request of one app from the moment the server receives it: counts it in flight, times it,
 * records it in the metrics (and the log with LOG_REQUESTS) once answered, and while the app drains tells each
 * client to close its connection.
 */
export class HttpObserver {
  private readonly active = new Set<ServerResponse>();
  private readonly idleWaiters = new Set<() => void>();
  /**
   * Its own logger rather than Nest's shared one: in embedded mode the seven apps share a process, where the
   * shared logger names whichever app was created last.
   */
  private readonly logger: ConsoleLogger;
  draining = false;

  constructor(
    readonly metrics: AppMetrics,
    private readonly logRequests: boolean,
  ) {
    this.logger = createAppLogger(metrics.app);
  }

  /** Listens before the app's own handler, so nothing that runs first (compression, sessions) escapes it. */
  attach(server: Server): void {
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => this.track(req, res));
  }

  get inFlight(): number {
    return this.active.size;
  }

  /** From now on every response closes its connection. */
  beginDraining(): void {
    this.draining = true;
    for (const res of this.active) if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  /** Begins draining; answers once no request is in flight (or the time is up). */
  drain(timeoutMs: number): Promise<boolean> {
    this.beginDraining();
    if (this.active.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.idleWaiters.delete(done);
        resolve(false);
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.idleWaiters.add(done);
    });
  }

  /**
   * `GET /metrics` for Prometheus, answered only to a scraper on this host or a private network that did not come
   * through a proxy: an app reached directly from the internet (`npm start` on a public address) or through the
   * Ingress does not show its traffic to outsiders.
   */
  metricsEndpoint() {
    return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
      if (req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      const proxied = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
      if (proxied || !isPrivateAddress(req.socket.remoteAddress)) {
        res.status(404).json({ statusCode: 404, message: 'Not found', error: 'Not Found' });
        return;
      }
      res.setHeader('Cache-Control', 'no-store');
      res.type(this.metrics.contentType).send(await this.metrics.text());
    };
  }

  /** While draining, readiness answers 503 at once, so that load balancers stop sending before the port closes. */
  readinessWhileDraining() {
    return (req: Request, res: Response, next: NextFunction): void => {
      if (!this.draining || !req.path.endsWith('/health/ready')) return next();
      res.status(503).json({ status: 'draining' });
    };
  }

  private track(req: IncomingMessage, res: ServerResponse): void {
    const started = process.hrtime.bigint();
    const requestId = assignRequestId(req, res);
    this.active.add(res);
    this.metrics.inFlight.inc();
    if (this.draining) res.setHeader('Connection', 'close');
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      this.active.delete(res);
      this.metrics.inFlight.dec();
      this.answered(req as Request, res, requestId, Number(process.hrtime.bigint() - started) / 1e9);
      if (this.active.size === 0) for (const done of this.idleWaiters) done();
      if (this.active.size === 0) this.idleWaiters.clear();
    };
    res.once('finish', finish);
    res.once('close', finish);
  }

  private answered(req: Request, res: ServerResponse, requestId: string, seconds: number): void {
    const path = loggablePath(req);
    if (path === '/metrics') return;
    // Express leaves the matched route on the request; anything else (static files, the SPA, 404s) is one series.
    const route = req.route?.path ? `${req.baseUrl ?? ''}${String(req.route.path)}` : '(none)';
    const method = req.method ?? 'GET';
    // A response cut off before it was sent (the client went away) is recorded as 499, as proxies do.
    const status = res.writableFinished ? res.statusCode : 499;
    this.metrics.observe({ method, route, status, seconds });
    if (this.logRequests) {
      this.logger.log(
        {
          msg: 'request',
          method,
          path,
          route,
          status,
          ms: Math.round(seconds * 1000),
          requestId,
        },
        'http',
      );
    }
  }
}
