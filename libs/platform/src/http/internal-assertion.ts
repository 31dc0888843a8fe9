import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformConfig } from '../config/platform-config';
import type { Caller } from './caller';

/**
 * Internal calls carry who is calling as a short-lived assertion signed with the shared INTERNAL_SECRET:
 * `v1.<payload>.<signature>` in this header. A service trusts nothing else: without a valid assertion a
 * request is refused, whatever other headers it carries.
 */
export const CALLER_ASSERTION_HEADER = 'x-studio-caller';

/** How long an assertion is accepted after it was made: enough for one internal hop, too short to replay. */
export const ASSERTION_LIFETIME_MS = 30_000;

interface AssertionPayload {
  /** The signed-in user, or null for an anonymous request. */
  sub: number | null;
  adm: boolean;
  /** The app that made the call (gateway or a service). */
  iss: string;
  exp: number;
}

export interface VerifiedAssertion {
  caller: Caller | null;
  issuer: string;
}

export class InternalAssertions {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(secret, 'utf8');
  }

  sign(issuer: string, caller: Caller | null, now = Date.now(), lifetimeMs = ASSERTION_LIFETIME_MS): string {
    const payload: AssertionPayload = {
      sub: caller?.userId ?? null,
      adm: caller?.isAdmin ?? false,
      iss: issuer,
      exp: now + lifetimeMs,
    };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `v1.${encoded}.${this.signature(encoded)}`;
  }

  /** The caller the assertion names, or undefined when it is missing, forged, malformed or expired. */
  verify(value: string | undefined, now = Date.now()): VerifiedAssertion | undefined {
    if (!value) return undefined;
    const [version, encoded, signature] = value.split('.');
    if (version !== 'v1' || !encoded || !signature) return undefined;
    const expected = Buffer.from(this.signature(encoded));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    let payload: AssertionPayload;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as AssertionPayload;
    } catch {
      return undefined;
    }
    if (typeof payload.exp !== 'number' || payload.exp <= now) return undefined;
    const userId = payload.sub;
    const caller =
      typeof userId === 'number' && Number.isInteger(userId) && userId > 0
        ? { userId, isAdmin: payload.adm === true }
        : null;
    return { caller, issuer: String(payload.iss) };
  }

  private signature(encoded: string): string {
    return createHmac('sha256', this.key).update(encoded).digest('base64url');
  }
}

/**
 * INTERNAL_SECRET when set; otherwise a secret made once and kept in DATA_DIR, which every app of one
 * installation shares (embedded mode and a local distributed run both use one DATA_DIR).
 */
export function resolveInternalSecret(config: PlatformConfig): string {
  if (config.INTERNAL_SECRET) return config.INTERNAL_SECRET;
  const file = join(config.DATA_DIR, 'internal-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    // Written aside and linked into place: when several apps start together, the first link wins whole and
    // the others read what it wrote, never a half-written file.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
    return readFileSync(file, 'utf8').trim();
  }
}
