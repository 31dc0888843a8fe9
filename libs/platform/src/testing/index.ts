import { loadConfig } from '../config/load-config';
import { PlatformConfig } from '../config/platform-config';
import {
  CALLER_ASSERTION_HEADER,
  InternalAssertions,
  resolveInternalSecret,
} from '../http/internal-assertion';
import { createServer } from 'node:net';

/**
 * A port nobody listens on right now, picked below the kernel's ephemeral range (32768 and up): a port the kernel
 * handed out for listen(0) can be handed out again, to an outgoing connection or another port-0 listener of the app
 * under test, before that app listens on it (EADDRINUSE at start-up, now and then).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** Unique, readable test values: `unique('member')` → `member_k3x9f2`. */
export function unique(prefix: string): string {
  return `${prefix}_${Math.random().toString(36).slice(2, 8)}${Date.now().toString(36).slice(-3)}`;
}

/** Polls until the check passes or the time is up; for asserting on asynchronous delivery. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 15_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw lastError instanceof Error ? lastError : new Error('condition not met in time');
}

/**
 * Headers of a signed internal call, as the gateway would send them for this caller (null: anonymous), for
 * specs that call a service port directly. Signed with the secret the services of this test process use.
 */
export function signedAs(caller: { userId: number; isAdmin: boolean } | null): Record<string, string> {
  const config = loadConfig(PlatformConfig);
  const assertions = new InternalAssertions(resolveInternalSecret(config));
  return { [CALLER_ASSERTION_HEADER]: assertions.sign('test', caller, Date.now(), 60 * 60 * 1000) };
}
