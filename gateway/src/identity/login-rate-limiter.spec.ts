import { InMemoryLoginRateLimiter, tooManyAttemptsMessage } from './login-rate-limiter';

describe('InMemoryLoginRateLimiter', () => {
  let now = 0;
  const limits = { perAccount: 3, perAddress: 5, windowMs: 15 * 60_000 };
  const limiter = () => new InMemoryLoginRateLimiter(limits, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('blocks an account after its limit of failures until the window ends', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i += 1) await l.recordFailure({ username: 'Maya', address: `10.0.0.${i}` });
    expect(await l.blockedForMs({ username: 'maya', address: '10.0.0.9' })).toBe(15 * 60_000);
    now += 15 * 60_000;
    expect(await l.blockedForMs({ username: 'maya', address: '10.0.0.9' })).toBe(0);
  });

  it('blocks an address after its limit of failures, whatever the username', async () => {
    const l = limiter();
    for (let i = 0; i < 5; i += 1) await l.recordFailure({ username: `user${i}`, address: '10.0.0.1' });
    expect(await l.blockedForMs({ username: 'someone-else', address: '10.0.0.1' })).toBeGreaterThan(0);
    expect(await l.blockedForMs({ username: 'someone-else', address: '10.0.0.2' })).toBe(0);
  });

  it("clears the account's failures after a successful login", async () => {
    const l = limiter();
    for (let i = 0; i < 2; i += 1) await l.recordFailure({ username: 'maya', address: '10.0.0.1' });
    await l.recordSuccess({ username: 'maya', address: '10.0.0.1' });
    await l.recordFailure({ username: 'maya', address: '10.0.0.1' });
    expect(await l.blockedForMs({ username: 'maya', address: '10.0.0.3' })).toBe(0);
  });

  it('words the wait in whole minutes', () => {
    expect(tooManyAttemptsMessage(14 * 60_000 + 1)).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
    expect(tooManyAttemptsMessage(30_000)).toBe('Too many login attempts. Please try again in 1 minute.');
  });
});
