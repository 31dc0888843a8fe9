/**
 * How often identity lets a guess be made (issue 10). Failed logins lock an account from one address and,
 * much later, from everywhere; failures from one address over many accounts only space that address's
 * logins out, so one guesser on a shared network cannot lock everyone else out.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  /** Failures for one account from one address: the lockout only that address feels. */
  perAccountAndAddress: 5,
  /**
   * Failures for one account from anywhere. A browser its owner signed in from before (it holds the device token
   * of that login) is not held to it, so others' guesses cannot lock the owner out.
   */
  perAccount: 50,
  /** How long a login's device token vouches for its browser. */
  deviceTokenMaxAgeMs: 180 * 24 * 3_600_000,
  /**
   * Failures from one address, whatever the accounts, before its logins are spaced out: enough for the typing
   * slips of a studio's front desk or a class's shared network, where many members sign in from one address.
   */
  freePerAddress: 30,
  /** The spacing after the free failures: doubling from the base with each further failure, up to the cap. */
  backoffBaseMs: 250,
  backoffMaxMs: 4_000,
  /**
   * How many turns an attempt may wait for, up to turnQueueMs (and at least two intervals): members signing in at
   * once from a busy address queue rather than hear 429, while a burst of guesses gets no more turns than that at
   * the interval it started at, and the spacing alone sets how fast the address may guess.
   */
  turnQueueTurns: 10,
  turnQueueMs: 10_000,
} as const;

/** Wrong current passwords on the own-profile update, per account. */
export const CURRENT_PASSWORD_LIMITS = { windowMs: 15 * 60_000, perAccount: 5 } as const;

/**
 * Registrations refused because the username or e-mail is taken, per address: each tells whether one is, so some
 * an hour are let through (names people try while signing up, several people behind one address), not a list's
 * worth. Past the limit every registration from the address waits out the hour, new names too.
 */
export const REGISTRATION_LIMITS = { windowMs: 60 * 60_000, refusedPerAddress: 50 } as const;

/**
 * Profile changes refused because the username or e-mail is taken, per account: each tells whether one is, as a
 * refused registration would, so a member gets as many an hour as an address does.
 */
export const PROFILE_CHANGE_LIMITS = {
  windowMs: REGISTRATION_LIMITS.windowMs,
  refusedPerAccount: REGISTRATION_LIMITS.refusedPerAddress,
} as const;

export const ATTEMPT_LIMIT_TEXTS = {
  login: 'Too many login attempts.',
  registration: 'Too many registration attempts.',
  currentPassword: 'Too many wrong current passwords.',
  profileChange: 'Too many usernames or e-mail addresses that are taken.',
} as const;

/** Spec §8: the registration answer for a taken username or e-mail, which does not say which of them. */
export const REGISTRATION_REFUSED_MESSAGE =
  'Registration failed. This username or email may already be taken.';

/**
 * `Too many login attempts. Please try again in 15 minutes.`: the wait in whole minutes, or in whole seconds when
 * it is under a minute (an address's spaced-out turn), as its Retry-After says.
 */
export function tryAgainMessage(text: string, waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `${text} Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(waitMs / 60_000);
  return `${text} Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
