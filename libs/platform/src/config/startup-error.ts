/** A start that cannot go on for a reason the operator can fix: its message says all, no stack needed. */
export class StartupError extends Error {}
