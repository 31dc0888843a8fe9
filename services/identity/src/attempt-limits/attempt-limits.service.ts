import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ATTEMPT_LIMIT_TEXTS,
  CURRENT_PASSWORD_LIMITS,
  LOGIN_LIMITS,
  PROFILE_CHANGE_LIMITS,
  REGISTRATION_LIMITS,
  tryAgainMessage,
} from '@studio/contracts';
import { AttemptStore, AttemptWindow, DomainError } from '@studio/platform';
import { IdentityConfig } from '../config';

/** 429: the caller has to wait before trying again; the message says how long. */
export class TooManyAttemptsError extends DomainError {
  constructor(text: string, waitMs: number) {
    super('too-many', tryAgainMessage(text, waitMs), Math.ceil(waitMs / 1000));
  }
}

export interface LoginAttempt {
  /** The account's name as usernames are matched (UsersRepository.matchedName). */
  username: string;
  /** The browser holds a device token of an earlier login to the account: the account-wide limit is not its. */
  knownDevice?: boolean;
  /** The client's address as the gateway saw it. */
  address: string;
}

/** Login failures are counted under the account's name as usernames are matched, in lower case whoever asks. */
const accountOf = (username: string) => username.toLowerCase();
const accountKey = (account: string) => `login:account:${account}`;
const accountAddressPrefix = (account: string) => `login:account-address:${account}|`;

function loginKeys(attempt: LoginAttempt) {
  const account = accountOf(attempt.username);
  return {
    accountAndAddress: `${accountAddressPrefix(account)}${attempt.address}`,
    account: accountKey(account),
    address: `login:address:${attempt.address}`,
    /** The account's attempts taken and not yet checked. */
    checking: `login:checking:${account}`,
  };
}

/** The account-wide limit an attempt is held to: none from a browser the account was signed in from before. */
function accountLimitOf(attempt: LoginAttempt): number {
  return attempt.knownDevice ? Number.MAX_SAFE_INTEGER : LOGIN_LIMITS.perAccount;
}

/** How long an attempt over the account's limit waits for attempts still being checked, and how often it looks. */
const CHECKING_WAIT_MS = 10_000;
const CHECKING_POLL_MS = 50;

/** Refused registrations from one address, and refused profile changes of one account: each counted and checked. */
const registrationKey = (address: string) => `register-refused:${address}`;
const profileChangeKey = (userId: number) => `profile-refused:${userId}`;

/** The longest wait among the windows at or over their limit; 0 when none is. */
function lockedForMs(windows: ReadonlyArray<[AttemptWindow, number]>): number {
  return Math.max(0, ...windows.map(([window, limit]) => (window.count >= limit ? window.remainingMs : 0)));
}

/**
 * How often a password may be guessed, at login, at registration and on the own-profile update. The rules
 * live here, where the passwords are checked, so that no caller can go around them.
 */
@Injectable()
export class AttemptLimits {
  private readonly backoffMaxMs: number;

  constructor(
    private readonly store: AttemptStore,
    config: IdentityConfig,
  ) {
    this.backoffMaxMs = config.LOGIN_BACKOFF_MAX_MS;
  }

  /** Refuses a locked account, waits for the address's turn, then counts the attempt against the account. */
  async admitLogin(attempt: LoginAttempt): Promise<void> {
    const wait = await this.loginTurn(attempt);
    if (wait > 0) await sleep(wait);
    await this.takeLoginAttempt(attempt);
  }

  /**
   * Counts the attempt as a failure of the account before its password is checked, against both of the account's
   * limits in one step, so that guesses sent at once are each counted before any is checked (a count after the
   * check let every guess in flight through); a right password gives it back (loginSucceeded). Throws while the
   * account is locked.
   */
  async takeLoginAttempt(attempt: LoginAttempt): Promise<void> {
    const keys = loginKeys(attempt);
    const accountKeys = [keys.accountAndAddress, keys.account];
    const limits = [LOGIN_LIMITS.perAccountAndAddress, accountLimitOf(attempt)];
    const deadline = Date.now() + CHECKING_WAIT_MS;
    for (;;) {
      await this.store.add([keys.checking], LOGIN_LIMITS.windowMs);
      if (await this.store.take(accountKeys, limits, LOGIN_LIMITS.windowMs)) return;
      await this.store.release([keys.checking]);
      const [accountAndAddress, account, checking] = await this.store.read([...accountKeys, keys.checking]);
      // Attempts still being checked hold part of the count, and each right password gives its part back: the
      // members signing in at once to one account wait for them rather than hear it is locked.
      if (checking.count === 0 || Date.now() >= deadline) {
        const locked = lockedForMs([
          [accountAndAddress, limits[0]],
          [account, limits[1]],
        ]);
        throw new TooManyAttemptsError(ATTEMPT_LIMIT_TEXTS.login, Math.max(locked, 1000));
      }
      await sleep(CHECKING_POLL_MS);
    }
  }

  /**
   * Throws while the account is locked from this address (or from everywhere); otherwise answers how long
   * this attempt waits for its turn. An address past its free failures gets one turn per back-off interval
   * whatever it sends at once, and a turn further away than LOGIN_LIMITS.turnQueueTurns turns (at most turnQueueMs,
   * at least two intervals) is refused rather than queued. A count
   * at the limit that attempts still being checked hold is no lock yet: takeLoginAttempt waits for them.
   */
  async loginTurn(attempt: LoginAttempt): Promise<number> {
    const keys = loginKeys(attempt);
    const [accountAndAddress, account, address, checking] = await this.store.read([
      keys.accountAndAddress,
      keys.account,
      keys.address,
      keys.checking,
    ]);
    const locked = lockedForMs([
      [accountAndAddress, LOGIN_LIMITS.perAccountAndAddress],
      [account, accountLimitOf(attempt)],
    ]);
    if (locked > 0 && checking.count === 0) throw new TooManyAttemptsError(ATTEMPT_LIMIT_TEXTS.login, locked);
    // The address's guesses at other accounts do not slow a browser this account was signed in from before.
    const over = address.count - LOGIN_LIMITS.freePerAddress;
    if (over < 0 || attempt.knownDevice) return 0;
    const interval = Math.min(LOGIN_LIMITS.backoffBaseMs * 2 ** over, this.backoffMaxMs);
    const queued = Math.min(LOGIN_LIMITS.turnQueueTurns * interval, LOGIN_LIMITS.turnQueueMs);
    const maxWait = Math.max(2 * interval, queued);
    const wait = await this.store.takeTurn(keys.address, interval, maxWait);
    if (wait === null) throw new TooManyAttemptsError(ATTEMPT_LIMIT_TEXTS.login, maxWait);
    return wait;
  }

  /** The account's failure was counted when the attempt was taken; the address's is counted here. */
  async loginFailed(attempt: LoginAttempt): Promise<void> {
    const keys = loginKeys(attempt);
    await this.store.add([keys.address], LOGIN_LIMITS.windowMs);
    await this.store.release([keys.checking]);
  }

  /**
   * Gives back the attempt taken for this login and clears the account's failures from this address only: a login
   * cannot end a guessing campaign.
   */
  async loginSucceeded(attempt: LoginAttempt): Promise<void> {
    const keys = loginKeys(attempt);
    await this.store.clear(keys.accountAndAddress);
    await this.store.release([keys.account, keys.checking]);
  }

  /**
   * The owner proved the account theirs through its e-mail and chose a new password: the failures counted
   * against the old one no longer lock the account, from any address.
   */
  async passwordReset(username: string): Promise<void> {
    const account = accountOf(username);
    await this.store.clear(accountKey(account));
    await this.store.clearStartingWith(accountAddressPrefix(account));
  }

  async admitRegistration(address: string): Promise<void> {
    await this.admit(
      registrationKey(address),
      REGISTRATION_LIMITS.refusedPerAddress,
      ATTEMPT_LIMIT_TEXTS.registration,
    );
  }

  async registrationRefused(address: string): Promise<void> {
    await this.store.add([registrationKey(address)], REGISTRATION_LIMITS.windowMs);
  }

  async admitProfileChange(userId: number): Promise<void> {
    await this.admit(
      profileChangeKey(userId),
      PROFILE_CHANGE_LIMITS.refusedPerAccount,
      ATTEMPT_LIMIT_TEXTS.profileChange,
    );
  }

  async profileChangeRefused(userId: number): Promise<void> {
    await this.store.add([profileChangeKey(userId)], PROFILE_CHANGE_LIMITS.windowMs);
  }

  async admitCurrentPassword(userId: number): Promise<void> {
    await this.admit(
      `current-password:${userId}`,
      CURRENT_PASSWORD_LIMITS.perAccount,
      ATTEMPT_LIMIT_TEXTS.currentPassword,
    );
  }

  async currentPasswordWrong(userId: number): Promise<void> {
    await this.store.add([`current-password:${userId}`], CURRENT_PASSWORD_LIMITS.windowMs);
  }

  async currentPasswordRight(userId: number): Promise<void> {
    await this.store.clear(`current-password:${userId}`);
  }

  /** Throws while `key` holds `limit` or more failures in its window (429 saying how long to wait). */
  private async admit(key: string, limit: number, text: string): Promise<void> {
    const [failures] = await this.store.read([key]);
    const locked = lockedForMs([[failures, limit]]);
    if (locked > 0) throw new TooManyAttemptsError(text, locked);
  }
}
