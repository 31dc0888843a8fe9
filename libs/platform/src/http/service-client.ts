import { HttpException, HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import { CALLER_ADMIN_HEADER, CALLER_ID_HEADER, Caller } from './caller';

export interface CallOptions {
  caller?: Caller | null;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  timeoutMs?: number;
}

/**
 * Internal HTTP to one service. A service's 4xx answer is re-thrown unchanged so it reaches the user as the
 * service wrote it; an unreachable service is a 503 naming it, never a 500.
 */
export class ServiceClient {
  constructor(
    readonly service: string,
    readonly baseUrl: string,
    private readonly defaultTimeoutMs = 10_000,
  ) {}

  get<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('GET', path, options);
  }
  post<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('POST', path, options);
  }
  put<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('PUT', path, options);
  }
  patch<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('PATCH', path, options);
  }
  delete<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('DELETE', path, options);
  }

  async call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.caller) {
      headers[CALLER_ID_HEADER] = String(options.caller.userId);
      headers[CALLER_ADMIN_HEADER] = String(options.caller.isAdmin);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? this.defaultTimeoutMs),
      });
    } catch {
      throw new ServiceUnavailableException(
        `The ${this.service} service is not available right now. Please try again.`,
      );
    }
    const text = await response.text();
    const data: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) {
      const message =
        data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
          ? (data as { message: string }).message
          : `The ${this.service} service answered ${response.status}`;
      const status = response.status >= 500 ? HttpStatus.BAD_GATEWAY : response.status;
      throw new HttpException(
        response.status >= 500 ? `The ${this.service} service failed: ${message}` : message,
        status,
      );
    }
    return data as T;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
