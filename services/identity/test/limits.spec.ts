import { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { LOGIN_LIMITS, REGISTRATION_LIMITS } from '@studio/contracts';
import { OutboxEvent, startService } from '@studio/platform';
import { signedAs, unique } from '@studio/platform/testing';
import { AppModule } from '../src/app';
import { PasswordResetToken } from '../src/password-reset/password-reset-token.entity';
import { UsersService } from '../src/users/users.service';

const TOO_MANY_LOGINS = 'Too many login attempts. Please try again in 15 minutes.';

// The limits are checked at identity's own port, where the gateway cannot be gone around; on Redis, as in
// distributed mode.
describe('identity: attempt limits and the reset e-mail limit, at the service', () => {
  let app: INestApplication;

  beforeAll(async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    process.env.QUEUE_PREFIX = unique(`${process.env.TEST_RUN_ID}_limits`);
    process.env.LOGIN_BACKOFF_MAX_MS = '100';
    app = await startService(AppModule, 'identity', { port: 0 });
  });
  afterAll(async () => {
    await app.close();
    delete process.env.REDIS_URL;
    delete process.env.LOGIN_BACKOFF_MAX_MS;
  });

  const server = () => app.getHttpServer();

  async function register(clientAddress = '203.0.113.7') {
    const username = unique('member');
    const res = await request
      .agent(server())
      .set(signedAs(null))
      .post('/internal/auth/register')
      .send({
        username,
        password: 'secret123',
        email: `${username}@example.com`,
        fullName: 'Maya',
        clientAddress,
      })
      .expect(201);
    return res.body.user as { id: number; username: string; email: string };
  }

  function login(username: string, password: string, clientAddress: string) {
    return request
      .agent(server())
      .set(signedAs(null))
      .post('/internal/auth/login')
      .send({ username, password, clientAddress });
  }

  it('refuses a login without the client address', async () => {
    const res = await request
      .agent(server())
      .set(signedAs(null))
      .post('/internal/auth/login')
      .send({ username: 'someone', password: 'secret123' })
      .expect(400);
    expect(res.body.message).toBe('clientAddress is required');
  });

  it('locks an account from an address after 5 failed logins straight at the service, even for the right password', async () => {
    const user = await register();
    for (let i = 0; i < 5; i += 1) await login(user.username, 'wrong-pass', '198.51.100.1').expect(401);

    const res = await login(user.username, 'secret123', '198.51.100.1').expect(429);

    expect(res.body).toEqual({ statusCode: 429, message: TOO_MANY_LOGINS, error: 'Too Many Requests' });
    await login(user.username, 'secret123', '198.51.100.2').expect(200);
  });

  it('lets the right password in after many failures from its address over other accounts, only later', async () => {
    const admin = await register();
    let started = 0;
    for (let i = 0; i < LOGIN_LIMITS.freePerAddress + 10; i += 1) {
      if (i === LOGIN_LIMITS.freePerAddress + 5) started = Date.now();
      await login(unique('nobody'), 'wrong-pass', '198.51.100.3').expect(401);
    }

    await login(admin.username, 'secret123', '198.51.100.3').expect(200);

    // The last five turns, the admin's included, come at least one interval (100 ms here) apart.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 100);
  });

  it('answers a taken e-mail with the text that names neither field, and 429 after the limit from one address', async () => {
    const taken = await register();
    for (let i = 0; i < REGISTRATION_LIMITS.refusedPerAddress; i += 1) {
      const res = await request
        .agent(server())
        .set(signedAs(null))
        .post('/internal/auth/register')
        .send({
          username: unique('member'),
          password: 'secret123',
          email: taken.email.toUpperCase(),
          fullName: 'Maya',
          clientAddress: '198.51.100.4',
        })
        .expect(409);
      expect(res.body.message).toBe('Registration failed. This username or email may already be taken.');
    }
    const refused = await request
      .agent(server())
      .set(signedAs(null))
      .post('/internal/auth/register')
      .send({
        username: unique('member'),
        password: 'secret123',
        email: `${unique('new')}@example.com`,
        fullName: 'Maya',
        clientAddress: '198.51.100.4',
      })
      .expect(429);
    expect(refused.body.message).toBe('Too many registration attempts. Please try again in 60 minutes.');
    await register('198.51.100.5');
  });

  it('stores at most 3 reset tokens an hour for one account, however many requests come at once', async () => {
    const user = await register();
    const requestReset = () =>
      request
        .agent(server())
        .set(signedAs(null))
        .post('/internal/password-reset/requests')
        .send({ email: user.email })
        .expect(200);

    await Promise.all(Array.from({ length: 20 }, requestReset));
    for (let i = 0; i < 5; i += 1) await requestReset();

    const em = app.get(MikroORM).em.fork();
    expect(await em.count(PasswordResetToken, { userId: user.id })).toBe(3);
    expect(await em.count(OutboxEvent, { topic: 'password-reset-requested', key: String(user.id) })).toBe(3);
  });

  it('records the e-mail change for the previous address in the outbox, with the change itself', async () => {
    const user = await register();
    const newEmail = `${unique('moved')}@example.com`;

    await app.get(UsersService).updateOwnProfile(user.id, { email: newEmail, currentPassword: 'secret123' });

    const events = await app
      .get(MikroORM)
      .em.fork()
      .find(OutboxEvent, { topic: 'user-email-changed', key: String(user.id) });
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ userId: user.id, previousEmail: user.email, newEmail, fullName: 'Maya' }),
    ]);
  });
});
