import { resetRefreshState, transport } from '../src/api/http';

export interface FakeReply {
  status: number;
  body?: unknown;
  raw?: string;
}

/** A request as the fake server saw it. */
export interface FakeCall {
  method: string;
  /** The path, without the query. */
  url: string;
  params: Record<string, string>;
  /** Header names in lower case, as the Fetch API keeps them. */
  headers: Record<string, string>;
  /** The body as sent, if any. */
  data: string | undefined;
  withCredentials: boolean;
}

export type FakeHandler = (call: FakeCall) => FakeReply;

export interface FakeApi {
  calls: FakeCall[];
  callsTo: (method: string, path: string) => FakeCall[];
}

async function record(request: Request): Promise<FakeCall> {
  const url = new URL(request.url);
  const data = await request.text();
  return {
    method: request.method,
    url: url.pathname,
    params: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(request.headers),
    data: data === '' ? undefined : data,
    withCredentials: request.credentials === 'include',
  };
}

/**
 * Puts a fake server behind the API client so component tests never touch the network.
 * Routes are `"GET /api/user"`; an unknown route answers 404.
 */
export function installFakeApi(routes: Record<string, FakeHandler | FakeReply>): FakeApi {
  resetRefreshState();
  const calls: FakeCall[] = [];
  transport.fetch = async (request) => {
    const call = await record(request);
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    const reply: FakeReply =
      route === undefined
        ? { status: 404, body: { statusCode: 404, message: 'Not Found', error: 'Not Found' } }
        : typeof route === 'function'
          ? route(call)
          : route;
    const data = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(data === '' ? null : data, {
      status: reply.status,
      statusText: reply.status === 200 ? 'OK' : 'Error',
    });
  };
  return {
    calls,
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.url === path),
  };
}

/**
 * Holds the fake server's answers to `method` requests (sent, not yet answered) until `release`: a test sees the
 * screen while its request runs.
 */
export function holdAnswers(method: string): { release: () => void } {
  const answer = transport.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  transport.fetch = async (request) => {
    if (request.method === method) await gate;
    return answer(request);
  };
  return { release };
}
