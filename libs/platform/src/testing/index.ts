import { loadConfig } from '../config/load-config';
import { PlatformConfig } from '../config/platform-config';
import {
  CALLER_ASSERTION_HEADER,
  InternalAssertions,
  resolveInternalSecret,
} from '../http/internal-assertion';
// The one rule for test ports, shared with the bench, the drills and the browser tests.
export { freePort } from '../../../../scripts/free-port.js';

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
