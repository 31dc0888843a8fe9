/**
 * What business code throws when a rule says no. Repositories and services never speak HTTP: the error filter
 * maps each kind to its status in one place (`toApiError`), with the message as the user reads it.
 */
export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict' | 'forbidden' | 'too-many' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** With `too-many`: how long the caller has to wait, sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The input breaks a business rule (400). */
export class InvalidError extends DomainError {
  constructor(message: string) {
    super('invalid', message);
  }
}

/** The thing asked for does not exist (404). */
export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('not-found', message);
  }
}

/** The change clashes with what is stored (409). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** The caller may not do this to this thing (403). */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  unavailable: 503,
};
