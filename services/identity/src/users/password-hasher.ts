import { Injectable } from '@nestjs/common';
import { randomBytes, scrypt, ScryptOptions, timingSafeEqual } from 'node:crypto';

/** Turns passwords into stored hashes and checks them; behind an interface so rules can be tested fast. */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value it cannot read. */
  abstract verify(password: string, stored: string): Promise<boolean>;
}

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** Interactive-login strength: 16 MiB of memory per hash. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * scrypt (memory-hard) with a random salt per password; the parameters travel in the stored string
 * (`scrypt$N$r$p$salt$hash`), so they can be raised later without breaking existing hashes.
 */
@Injectable()
export class ScryptPasswordHasher extends PasswordHasher {
  constructor(private readonly params: ScryptParams = DEFAULT_SCRYPT_PARAMS) {
    super();
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.params, KEY_LENGTH);
    const { N, r, p } = this.params;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number);
    if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16)
      return false;
    const salt = Buffer.from(parts[4], 'base64');
    const expected = Buffer.from(parts[5], 'base64');
    if (salt.length === 0 || expected.length === 0) return false;
    const actual = await derive(password, salt, { N, r, p }, expected.length);
    return timingSafeEqual(actual, expected);
  }
}
