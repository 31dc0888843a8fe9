import { HttpException, HttpStatus, Logger, ServiceUnavailableException } from '@nestjs/common';
import http, { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import {
  type AnyRoute,
  type BodyOf,
  fillPath,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type ServiceName,
} from '@studio/contracts';
import type { Caller } from './caller';
import { CALLER_ASSERTION_HEADER, InternalAssertions } from './internal-assertion';
import { currentRequestId, REQUEST_ID_HEADER } from '../observability/request-context';

/** The reason a call that waited out its time fails with. */
const TIMED_OUT = 'timed out';

/** What one call to a table route carries; the caller is signed into the assertion. */
export interface RouteCall<D extends AnyRoute = AnyRoute> {
  params?: ParamsOf<D>;
  query?: QueryOf<D>;
  body?: BodyOf<D>;
  caller?: Caller | null;
  timeoutMs?: number;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A service's refusal as it is passed on, with the wait it named (Retry-After) when it named one. */
export class RelayedFailure extends HttpException {
  constructor(
    message: string,
    status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message, status);
  }
}

/** Connections to the services are kept open and reused: no TCP handshake per request. */
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 }),
};

/** Query values as the validated DTO holds them; absent and null ones are left out. */
function searchParams(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function messageOf(body: Buffer): string | undefined {
  try {
    const data = JSON.parse(body.toString('utf8')) as { message?: unknown };
    return typeof data?.message === 'string' ? data.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Internal HTTP to one service. Every request carries the signed caller assertion. A service's 4xx or 503
 * answer reaches the user as the service wrote it; another 5xx becomes a 502 naming the service; an
 * unreachable service is a 503 naming it, never a 500.
 */
export class ServiceClient {
  private readonly origin: URL;
  private readonly logger = new Logger('ServiceClient');

  constructor(
    readonly service: ServiceName,
    baseUrl: string,
    private readonly assertions: InternalAssertions,
    private readonly issuer: string,
    private readonly readTimeoutMs = 10_000,
    private readonly writeTimeoutMs = 30_000,
  ) {
    this.origin = new URL(baseUrl);
  }

  /** Calls a table route and answers its parsed response; a failure is thrown as the HTTP error above. */
  async call<D extends AnyRoute>(route: D, input: RouteCall<D> = {}): Promise<ResponseOf<D>> {
    const response = await this.forward(route, input);
    if (response.status >= 400) throw this.failure(response);
    return (response.body.length ? JSON.parse(response.body.toString('utf8')) : undefined) as ResponseOf<D>;
  }

  /** Calls a table route and answers the service's response as it came, whatever its status. */
  forward<D extends AnyRoute>(route: D, input: RouteCall<D> = {}): Promise<RawResponse> {
    const path = `/${fillPath(route.path, input.params as Record<string, unknown> | undefined)}`;
    return this.request(route.method, `${path}${searchParams(input.query as object | undefined)}`, input);
  }

  /** The error a failed response becomes when it is passed on. */
  failure(response: RawResponse): RelayedFailure {
    const message = messageOf(response.body);
    // A 503 names something briefly unavailable (a service, a database) that the caller may try again.
    if (response.status >= 500 && !(response.status === HttpStatus.SERVICE_UNAVAILABLE && message)) {
      return new RelayedFailure(
        `The ${this.service} service failed: ${message ?? `it answered ${response.status}`}`,
        HttpStatus.BAD_GATEWAY,
      );
    }
    const retryAfter = Number(response.headers['retry-after']);
    return new RelayedFailure(
      message ?? `The ${this.service} service answered ${response.status}`,
      response.status,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }

  /** A call to a path no table describes yet (a service still to be built); prefer `call`. */
  async request(
    method: string,
    pathAndQuery: string,
    input: { body?: unknown; caller?: Caller | null; timeoutMs?: number } = {},
  ): Promise<RawResponse> {
    const payload = input.body === undefined ? undefined : Buffer.from(JSON.stringify(input.body));
    const headers: Record<string, string | number> = {
      accept: 'application/json',
      [CALLER_ASSERTION_HEADER]: this.assertions.sign(this.issuer, input.caller ?? null),
    };
    const requestId = currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    // A change goes on at the service once sent, whether or not its answer is awaited: under load it is given
    // longer than a read before the caller is told anything, since a 503 for a change that was made misleads.
    const changes = method !== 'GET' && method !== 'HEAD';
    const timeoutMs = input.timeoutMs ?? (changes ? this.writeTimeoutMs : this.readTimeoutMs);
    try {
      return await this.send(method, pathAndQuery, headers, payload, timeoutMs);
    } catch (error) {
      // The member reads that the service is unavailable; the operator reads why (refused, reset, timed out).
      const reason = (error as Error).message;
      this.logger.warn(`${method} ${pathAndQuery.split('?')[0]} to ${this.service}: ${reason}`);
      throw new ServiceUnavailableException(
        changes && reason === TIMED_OUT
          ? `The ${this.service} service did not answer in time. The change may still be made: please check before trying again.`
          : `The ${this.service} service is not available right now. Please try again.`,
      );
    }
  }

  /**
   * One HTTP exchange. A kept-alive connection the service closed meanwhile fails at once; as Node's
   * documentation advises, such a request is sent again once on a fresh connection.
   */
  private send(
    method: string,
    path: string,
    headers: Record<string, string | number>,
    payload: Buffer | undefined,
    timeoutMs: number,
    retried = false,
  ): Promise<RawResponse> {
    const secure = this.origin.protocol === 'https:';
    return new Promise<RawResponse>((resolve, reject) => {
      const req = (secure ? https : http).request(
        {
          protocol: this.origin.protocol,
          hostname: this.origin.hostname,
          port: this.origin.port,
          path,
          method,
          headers,
          agent: secure ? agents.https : agents.http,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(TIMED_OUT)));
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (!retried && req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
          resolve(this.send(method, path, headers, payload, timeoutMs, true));
        } else {
          reject(error);
        }
      });
      req.end(payload);
    });
  }
}
