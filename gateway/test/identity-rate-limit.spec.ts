import { unique } from '@studio/platform/testing';
import { startStack, Stack } from './harness';

// Its own file and key prefix: the per-address counter sees every failed login this process makes.
describe('identity: login rate limiting (Redis)', () => {
  let stack: Stack;

  beforeAll(async () => {
    process.env.QUEUE_PREFIX = unique(`${process.env.TEST_RUN_ID}_ratelimit`);
    stack = await startStack(['identity']);
  });
  afterAll(() => stack.close());

  async function member() {
    const username = unique('member');
    await stack
      .agent()
      .post('/api/register')
      .send({ username, password: 'secret123', email: `${username}@example.com`, fullName: 'Maya Member' })
      .expect(201);
    return username;
  }

  it('locks an account from an address after 5 failed logins from it with 429 and Retry-After, even for the right password', async () => {
    const username = await member();
    for (let i = 0; i < 5; i += 1) {
      await stack.agent().post('/api/login').send({ username, password: 'wrong-pass' }).expect(401);
    }
    const res = await stack.agent().post('/api/login').send({ username, password: 'secret123' }).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many login attempts. Please try again in 15 minutes.',
      error: 'Too Many Requests',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('clears the count for the account from this address on success', async () => {
    const username = await member();
    for (let i = 0; i < 4; i += 1) {
      await stack.agent().post('/api/login').send({ username, password: 'wrong-pass' }).expect(401);
    }
    await stack.agent().post('/api/login').send({ username, password: 'secret123' }).expect(200);
    for (let i = 0; i < 4; i += 1) {
      await stack.agent().post('/api/login').send({ username, password: 'wrong-pass' }).expect(401);
    }
    await stack.agent().post('/api/login').send({ username, password: 'secret123' }).expect(200);
  });

  it('blocks an address after 20 failed logins across accounts', async () => {
    // Other tests in this file may already have counted failures from this address: at most 20 more are needed.
    let status = 0;
    let attempts = 0;
    while (attempts <= 20) {
      attempts += 1;
      const res = await stack
        .agent()
        .post('/api/login')
        .send({ username: unique('nobody'), password: 'wrong-pass' });
      status = res.status;
      if (status === 429) {
        expect(res.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
      expect(status).toBe(401);
    }
    expect(status).toBe(429);
    const username = await member();
    await stack.agent().post('/api/login').send({ username, password: 'secret123' }).expect(429);
  });
});
