import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { httpClient, resetRefreshState } from '../src/api/http';

export interface FakeReply {
  status: number;
  body?: unknown;
  raw?: string;
}

export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply;

export interface FakeApi {
  calls: InternalAxiosRequestConfig[];
  callsTo: (method: string, path: string) => InternalAxiosRequestConfig[];
}

/**
 * Replaces the HTTP adapter so component tests never touch the network.
 * Routes are `"GET /api/user"`; an unknown route answers 404.
 */
export function installFakeApi(routes: Record<string, FakeHandler | FakeReply>): FakeApi {
  resetRefreshState();
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const route = routes[key];
    const reply: FakeReply =
      route === undefined
        ? { status: 404, body: { statusCode: 404, message: 'Not Found', error: 'Not Found' } }
        : typeof route === 'function'
          ? route(config)
          : route;
    const data = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    const response: AxiosResponse<string> = {
      data,
      status: reply.status,
      statusText: reply.status === 200 ? 'OK' : 'Error',
      headers: {},
      config,
    };
    return response;
  };
  httpClient.defaults.adapter = adapter;
  return {
    calls,
    callsTo: (method, path) =>
      calls.filter((c) => (c.method ?? 'get').toUpperCase() === method && c.url === path),
  };
}
