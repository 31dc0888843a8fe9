import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LOGIN_LIMITS } from '@studio/contracts';
import { Clock, PlatformConfig, resolveInternalSecret } from '@studio/platform';

/** The account a device token vouches for: the user, as of their password (a change of it bumps authVersion). */
export interface DeviceAccount {
  id: number;
  authVersion: number;
}

/**
 * A browser's proof that someone signed in to an account from it with its current password (a device cookie): its
 * logins to that account are held to its own address's limit, not to the account-wide one that guesses from many
 * addresses run up. A token is its issue time and a signature over it, the user's id and auth version, so it tells
 * nothing of the account, vouches for no other, and no longer once the password is changed or reset.
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

  issue(account: DeviceAccount): string {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return `${issuedAt}.${this.signature(account, issuedAt)}`;
  }

  /**
   * Whether the token was issued at a login to this account, with its current password, within
   * LOGIN_LIMITS.deviceTokenMaxAgeMs.
   */
  vouchesFor(token: string | undefined, account: DeviceAccount | null): boolean {
    if (!account) return false;
    const [issued, signature, extra] = (token ?? '').split('.');
    const issuedAt = Number(issued);
    if (!signature || extra !== undefined || !Number.isSafeInteger(issuedAt)) return false;
    const ageMs = this.clock.now().getTime() - issuedAt * 1000;
    if (ageMs < 0 || ageMs > LOGIN_LIMITS.deviceTokenMaxAgeMs) return false;
    const expected = Buffer.from(this.signature(account, issuedAt));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(account: DeviceAccount, issuedAt: number): string {
    return createHmac('sha256', this.secret)
      .update(`login-device:${account.id}:${account.authVersion}:${issuedAt}`)
      .digest('base64url');
  }
}
