import { CachedCheck, withinTime } from './cached-check';

/** A check whose answers the test hands out one by one. */
function scriptedCheck() {
  const pending: Array<{ resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  const check = jest.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { check, pending };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('CachedCheck', () => {
  let now: number;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('runs one check for callers that arrive while it is running', async () => {
    const { check, pending } = scriptedCheck();
    const cached = new CachedCheck(check, 3000, () => now);
    const answers = Promise.all([cached.get(), cached.get(), cached.get()]);
    pending[0].resolve('up');
    await expect(answers).resolves.toEqual(['up', 'up', 'up']);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('answers from the last check without checking again within the interval', async () => {
    const { check, pending } = scriptedCheck();
    const cached = new CachedCheck(check, 3000, () => now);
    const first = cached.get();
    pending[0].resolve('up');
    await first;
    now += 2999;
    for (let i = 0; i < 100; i += 1) await expect(cached.get()).resolves.toBe('up');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('after the interval answers the last result at once and starts exactly one refresh', async () => {
    const { check, pending } = scriptedCheck();
    const cached = new CachedCheck(check, 3000, () => now);
    const first = cached.get();
    pending[0].resolve('up');
    await first;
    now += 3000;
    await expect(cached.get()).resolves.toBe('up');
    await expect(cached.get()).resolves.toBe('up');
    expect(check).toHaveBeenCalledTimes(2);
    pending[1].resolve('down');
    await settle();
    await expect(cached.get()).resolves.toBe('down');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps the last answer when a refresh fails and tries again on the next call', async () => {
    const { check, pending } = scriptedCheck();
    const cached = new CachedCheck(check, 3000, () => now);
    const first = cached.get();
    pending[0].resolve('up');
    await first;
    now += 3000;
    await expect(cached.get()).resolves.toBe('up');
    pending[1].reject(new Error('database gone'));
    await settle();
    await expect(cached.get()).resolves.toBe('up');
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('passes the failure of the very first check to its callers, and checks again next time', async () => {
    const { check, pending } = scriptedCheck();
    const cached = new CachedCheck(check, 3000, () => now);
    const first = cached.get();
    pending[0].reject(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    const second = cached.get();
    pending[1].resolve('up');
    await expect(second).resolves.toBe('up');
  });
});

describe('withinTime', () => {
  it('answers the fallback when the work takes too long', async () => {
    await expect(withinTime(new Promise(() => undefined), 10, 'late')).resolves.toBe('late');
  });

  it('answers the fallback when the work fails', async () => {
    await expect(withinTime(Promise.reject(new Error('no')), 1000, false)).resolves.toBe(false);
  });

  it('answers the work when it is in time', async () => {
    await expect(withinTime(Promise.resolve(true), 1000, false)).resolves.toBe(true);
  });
});
