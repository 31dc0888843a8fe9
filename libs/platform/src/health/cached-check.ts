/** How often a readiness answer looks at its dependencies again; probes in between get the kept answer. */
export const HEALTH_CHECK_INTERVAL_MS = 3000;

/** How long one dependency may take to answer a health check before it counts as down. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

/**
 * A dependency check that runs at most once per interval and never twice at a time, so that probes under load
 * neither wait on a busy database nor add to its load. Only the very first caller waits for a check; after
 * that a caller gets the last answer at once, and an answer older than the interval starts one refresh.
 */
export class CachedCheck<T> {
  private last?: { value: T; at: number };
  private running?: Promise<T>;

  constructor(
    private readonly check: () => Promise<T>,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const last = this.last;
    if (last && this.now() - last.at < this.intervalMs) return Promise.resolve(last.value);
    const running = this.refresh();
    if (!last) return running;
    // A refresh that fails keeps the last answer; the next caller tries again.
    running.catch(() => undefined);
    return Promise.resolve(last.value);
  }

  private refresh(): Promise<T> {
    this.running ??= this.check()
      .then((value) => {
        this.last = { value, at: this.now() };
        return value;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}

/** The answer of `work`, or `fallback` when it fails or takes longer than `ms`. */
export function withinTime<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}
