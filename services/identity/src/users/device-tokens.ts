import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LOGIN_LIMITS } from '@studio/contracts';
import { Clock, PlatformConfig, resolveInternalSecret } from '@studio/platform';

/**
 * A browser's proof that someone signed in to an account from it before, with the right password (a device
 * cookie): its logins to that account are held to its own address's limit, not to the account-wide one that guesses
 * from many addresses run up. A token is its issue time and a signature over it and the account's matched name,
 * so it tells nothing of the account and vouches for no other.
 */
@Injectable()
export class DeviceTokens {
  private readonly secret: string;

  constructor(
    config: PlatformConfig,
    private readonly clock: Clock,
  ) {
    this.secret = resolveInternalSecret(config);
  }

  issue(account: string): string {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return `${issuedAt}.${this.signature(account, issuedAt)}`;
  }

  /** Whether the token was issued at a login to this account within LOGIN_LIMITS.deviceTokenMaxAgeMs. */
  vouchesFor(token: string | undefined, account: string): boolean {
    const [issued, signature, extra] = (token ?? '').split('.');
    const issuedAt = Number(issued);
    if (!signature || extra !== undefined || !Number.isSafeInteger(issuedAt)) return false;
    const ageMs = this.clock.now().getTime() - issuedAt * 1000;
    if (ageMs < 0 || ageMs > LOGIN_LIMITS.deviceTokenMaxAgeMs) return false;
    const expected = Buffer.from(this.signature(account, issuedAt));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(account: string, issuedAt: number): string {
    return createHmac('sha256', this.secret)
      .update(`login-device:${account}:${issuedAt}`)
      .digest('base64url');
  }
}
