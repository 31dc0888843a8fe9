import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { unique } from '@studio/platform/testing';
import { ServiceClients } from '@studio/platform';
import { ReadCache } from '../src/routes/read-cache';
import { SESSION_COOKIE } from '../src/session/session';
import { startStack, Stack } from './harness';

type Agent = ReturnType<Stack['agent']>;

function newMember(overrides: Record<string, unknown> = {}) {
  const username = unique('member');
  return {
    username,
    password: 'secret123',
    email: `${username}@example.com`,
    fullName: 'Maya Member',
    phoneNumber: '+1 415-555-0134',
    ...overrides,
  };
}

function setCookies(res: request.Response): string[] {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []);
}

function sessionCookie(res: request.Response): string | undefined {
  return setCookies(res)
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
}

const REGISTRATION_REFUSED = 'Registration failed. This username or email may already be taken.';

/** What null for each field answers: the field's own first rule. */
const NULL_MESSAGES: Record<string, string> = {
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  newPassword: 'Password must be at least 6 characters',
  currentPassword: 'Current password must be text',
  email: 'Please enter a valid email',
  fullName: 'Full name must be at least 2 characters',
  emailNotifications: 'emailNotifications must be true or false',
  pushNotifications: 'pushNotifications must be true or false',
  smsNotifications: 'smsNotifications must be true or false',
};

const SECRET_FIELDS = ['password', 'passwordHash', 'authVersion', 'token', 'tokenHash'];

function expectNoSecrets(body: unknown): void {
  const text = JSON.stringify(body);
  for (const field of SECRET_FIELDS) expect(text).not.toContain(`"${field}"`);
  expect(text).not.toContain('scrypt$');
}

describe('identity: registration, login, sessions and profile', () => {
  let stack: Stack;

  beforeAll(async () => {
    process.env.QUEUE_PREFIX = unique(`${process.env.TEST_RUN_ID}_identity`);
    stack = await startStack(['identity']);
  });
  afterAll(() => stack.close());

  async function registered(
    overrides: Record<string, unknown> = {},
  ): Promise<{ agent: Agent; user: Record<string, unknown>; input: ReturnType<typeof newMember> }> {
    const agent = stack.agent();
    const input = newMember(overrides);
    const res = await agent.post('/api/register').send(input).expect(201);
    return { agent, user: res.body, input };
  }

  /** A registered member signed in again on a new agent, with the new session's cookie. */
  async function signedInAgain(): Promise<{
    agent: Agent;
    cookie: string;
    input: ReturnType<typeof newMember>;
  }> {
    const { input } = await registered();
    const agent = stack.agent();
    const login = await agent
      .post('/api/login')
      .send({ username: input.username, password: input.password })
      .expect(200);
    return { agent, cookie: sessionCookie(login)!, input };
  }

  describe('registration', () => {
    it('creates the account, logs it in and answers the safe user', async () => {
      const { agent, user, input } = await registered();
      expect(user).toEqual({
        id: expect.any(Number),
        username: input.username,
        fullName: 'Maya Member',
        email: input.email,
        isAdmin: false,
        phoneNumber: '+1 415-555-0134',
        stripeCustomerId: null,
        emailNotifications: true,
        pushNotifications: true,
        smsNotifications: false,
        createdAt: expect.any(String),
      });
      const me = await agent.get('/api/user').expect(200);
      expect(me.body).toEqual(user);
    });

    it('ignores isAdmin in a registration', async () => {
      const { agent, user } = await registered({ isAdmin: true });
      expect(user.isAdmin).toBe(false);
      await agent.get('/api/admin/users').expect(403);
    });

    it.each([
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ username: '\u200b\u200b\u200b' }, 'Username must be at least 3 characters'],
      [{ fullName: ' \u200bM\u200e ' }, 'Full name must be at least 2 characters'],
      [{ password: '12345' }, 'Password must be at least 6 characters'],
      [{ email: 'not-an-email' }, 'Please enter a valid email'],
      [{ fullName: 'M' }, 'Full name must be at least 2 characters'],
      [{ username: undefined }, 'Username must be at least 3 characters'],
      [{ email: undefined }, 'Please enter a valid email'],
      [
        { smsNotifications: true, phoneNumber: undefined },
        'A phone number is required for SMS notifications',
      ],
      [{ email: '"a\r\nBcc: x@y.com"@example.com' }, 'Please enter a valid email'],
      [{ email: '"a\u0007\u001b[31m"@example.com' }, 'Please enter a valid email'],
      [{ email: '"\u202egnp.exe"@example.com' }, 'Please enter a valid email'],
      [{ fullName: 'Eve\r\nBcc: victim@example.com' }, 'Full name must be a single line of plain text'],
      [{ fullName: 'Bell\u0007\u001b[31m' }, 'Full name must be a single line of plain text'],
      [{ username: 'rtl\u202eevil' }, 'Username must be a single line of plain text'],
      [
        { phoneNumber: '555\u0007 0100\r\nX-Injected: 1' },
        'Phone number must be a single line of plain text',
      ],
      [{ username: 'mem\u200bber' }, 'Username must not contain invisible characters'],
      [{ username: 'soft\u00adhyphen' }, 'Username must not contain invisible characters'],
      // Look-alikes of `admin`: a Cyrillic а, full-width letters, a Greek ο in a Latin name.
      [{ username: '\u0430dmin' }, 'Username must be written in plain letters of one alphabet'],
      [
        { username: '\uff41\uff44\uff4d\uff49\uff4e' },
        'Username must be written in plain letters of one alphabet',
      ],
      [{ username: 'c\u03bfach' }, 'Username must be written in plain letters of one alphabet'],
    ])('rejects %j with the spec message and stores nothing', async (override, message) => {
      const valid = newMember();
      const res = await stack
        .agent()
        .post('/api/register')
        .send({ ...valid, ...override })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
      await stack.agent().post('/api/register').send(valid).expect(201);
    });

    it('takes a username written in one alphabet, whichever it is, with digits and marks', async () => {
      for (const name of ['Дмитрий', 'Σοφία', '山田たろう', 'josé_92']) {
        const valid = newMember();
        const username = `${name}${Math.floor(Math.random() * 1e9)}`;
        const res = await stack
          .agent()
          .post('/api/register')
          .send({ ...valid, username })
          .expect(201);
        expect(res.body.username).toBe(username);
      }
    });

    it('refuses a taken username with 409 and the text that does not say which field is taken', async () => {
      const { input } = await registered();
      const res = await stack
        .agent()
        .post('/api/register')
        .send(newMember({ username: input.username }))
        .expect(409);
      expect(res.body.message).toBe(REGISTRATION_REFUSED);
    });

    it('refuses a username that differs from a taken one only by case with 409', async () => {
      const { input } = await registered();
      const res = await stack
        .agent()
        .post('/api/register')
        .send(newMember({ username: input.username.toUpperCase() }))
        .expect(409);
      expect(res.body.message).toBe(REGISTRATION_REFUSED);
    });

    it('refuses a taken e-mail whatever its case with 409 and the same text as a taken username', async () => {
      const { input } = await registered();
      const res = await stack
        .agent()
        .post('/api/register')
        .send(newMember({ email: input.email.toUpperCase() }))
        .expect(409);
      expect(res.body.message).toBe(REGISTRATION_REFUSED);
    });

    it.each([
      'username',
      'password',
      'email',
      'fullName',
      'emailNotifications',
      'pushNotifications',
      'smsNotifications',
    ])('refuses null for %s with 400 naming the field, and stores nothing', async (field) => {
      const valid = newMember();
      const res = await stack
        .agent()
        .post('/api/register')
        .send({ ...valid, [field]: null })
        .expect(400);
      expect(res.body.message).toBe(NULL_MESSAGES[field]);
      await stack.agent().post('/api/register').send(valid).expect(201);
    });

    it('takes null for the phone number as no phone number', async () => {
      const { user } = await registered({ phoneNumber: null });
      expect(user.phoneNumber).toBeNull();
    });
  });

  describe('login and logout', () => {
    it('logs in with the right password and answers the user without secrets', async () => {
      const { input, user } = await registered();
      const agent = stack.agent();
      const res = await agent
        .post('/api/login')
        .send({ username: input.username, password: input.password })
        .expect(200);
      expect(res.body).toEqual(user);
      expectNoSecrets(res.body);
      expect(sessionCookie(res)).toBeDefined();
      expect(setCookies(res).join(';')).toMatch(/HttpOnly/i);
    });

    it('matches the username whatever its case, and answers it as registered', async () => {
      const { input, user } = await registered({ username: unique('Maya') });
      const res = await stack
        .agent()
        .post('/api/login')
        .send({ username: input.username.toUpperCase(), password: input.password })
        .expect(200);
      expect(res.body).toEqual(user);
      expect(res.body.username).toBe(input.username);
    });

    it('refuses a wrong password and an unknown user alike', async () => {
      const { input } = await registered();
      const wrong = await stack
        .agent()
        .post('/api/login')
        .send({ username: input.username, password: 'wrong-pass' });
      const unknown = await stack
        .agent()
        .post('/api/login')
        .send({ username: unique('nobody'), password: 'wrong-pass' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.message).toBe('Invalid username or password. Please try again.');
      expect(unknown.body.message).toBe('Invalid username or password. Please try again.');
      expect([wrong.headers['www-authenticate'], unknown.headers['www-authenticate']]).toEqual([
        'Cookie realm="studio"',
        'Cookie realm="studio"',
      ]);
    });

    it('refuses null credentials with 400 naming the field', async () => {
      let res = await stack
        .agent()
        .post('/api/login')
        .send({ username: null, password: 'secret123' })
        .expect(400);
      expect(res.body.message).toBe('Username must be at least 3 characters');
      res = await stack.agent().post('/api/login').send({ username: 'maya', password: null }).expect(400);
      expect(res.body.message).toBe('Password must be at least 6 characters');
    });

    it('validates login input with the spec messages', async () => {
      let res = await stack
        .agent()
        .post('/api/login')
        .send({ username: 'ab', password: 'secret123' })
        .expect(400);
      expect(res.body.message).toBe('Username must be at least 3 characters');
      res = await stack.agent().post('/api/login').send({ username: 'maya', password: '123' }).expect(400);
      expect(res.body.message).toBe('Password must be at least 6 characters');
    });

    it('logs in and registers whatever the letter case or trailing slash of the path', async () => {
      const { input } = await registered();
      for (const path of ['/api/login/', '/API/Login']) {
        const agent = stack.agent();
        await agent.post(path).send({ username: input.username, password: input.password }).expect(200);
        expect((await agent.get('/api/user').expect(200)).body.username).toBe(input.username);
      }
      const username = unique('slash');
      const agent = stack.agent();
      await agent
        .post('/api/register/')
        .send({ username, password: 'secret123', email: `${username}@example.com`, fullName: 'Sla Sh' })
        .expect(201);
      expect((await agent.get('/api/user').expect(200)).body.username).toBe(username);
    });

    it('gives a new session id at login, and the one from before no longer works', async () => {
      const first = await registered();
      const second = await registered();
      const agent = stack.agent();
      const a = await agent
        .post('/api/login')
        .send({ username: first.input.username, password: 'secret123' })
        .expect(200);
      const b = await agent
        .post('/api/login')
        .send({ username: second.input.username, password: 'secret123' })
        .expect(200);
      const before = sessionCookie(a);
      const after = sessionCookie(b);
      expect(before).toBeDefined();
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      await request(stack.gateway.getHttpServer()).get('/api/user').set('Cookie', before!).expect(401);
      const me = await request(stack.gateway.getHttpServer())
        .get('/api/user')
        .set('Cookie', after!)
        .expect(200);
      expect(me.body.username).toBe(second.input.username);
    });

    it('destroys the session at logout, so its cookie no longer works', async () => {
      const { agent, cookie } = await signedInAgain();
      const res = await agent.post('/api/logout').expect(200);
      expect(res.body).toEqual({ message: 'Logged out successfully' });
      expect(setCookies(res).join(';')).toContain(`${SESSION_COOKIE}=;`);
      await request(stack.gateway.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(401);
      await agent.get('/api/user').expect(401);
    });

    it('keeps a session ended when a request that loaded it before the logout renews it after', async () => {
      const { agent, cookie } = await signedInAgain();
      const server = stack.gateway.getHttpServer();
      // The early request loads the session, is due to renew it, and waits at identity until the logout is done.
      const clients = stack.gateway.get(ServiceClients);
      const clientOf = clients.of.bind(clients);
      let arrive!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      jest.spyOn(stack.gateway.get(ReadCache), 'snapshot').mockReturnValue(undefined);
      jest.spyOn(clients, 'of').mockImplementationOnce((name) => {
        const client = clientOf(name);
        const call = client.call.bind(client) as (...args: unknown[]) => Promise<unknown>;
        return Object.assign(Object.create(client) as typeof client, {
          call: async (...args: unknown[]) => {
            arrive();
            await released;
            return call(...args);
          },
        });
      });
      jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
      try {
        const early = request(server)
          .get('/api/user')
          .set('Cookie', cookie)
          .then((res) => res);
        await arrived;
        await agent.post('/api/logout').expect(200);
        release();
        await early;
      } finally {
        jest.restoreAllMocks();
      }
      await request(server).get('/api/user').set('Cookie', cookie).expect(401);
    });

    it('refuses a change that was still arriving when its session was logged out', async () => {
      const { agent, cookie, input } = await signedInAgain();
      const { port } = stack.gateway.getHttpServer().address() as AddressInfo;
      const body = JSON.stringify({ fullName: 'Changed After Logout' });
      const slow = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: '/api/user',
        headers: {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      const answered = new Promise<number>((resolve, reject) => {
        slow.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        slow.on('error', reject);
      });
      // The session is read as the request starts; the rest of its body comes after the logout.
      slow.write(body.slice(0, 1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await agent.post('/api/logout').expect(200);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      slow.end(body.slice(1));
      expect(await answered).toBe(401);
      const again = stack.agent();
      await again.post('/api/login').send({ username: input.username, password: input.password }).expect(200);
      expect((await again.get('/api/user').expect(200)).body.fullName).toBe('Maya Member');
    });

    it("moves a session's expiry forward at most once a minute, not on every request", async () => {
      const { input } = await registered();
      const agent = stack.agent();
      await agent.post('/api/login').send({ username: input.username, password: input.password }).expect(200);
      await agent.get('/api/user').expect(200);
      expect(sessionCookie(await agent.get('/api/user').expect(200))).toBeUndefined();
      const now = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
      try {
        const renewed = setCookies(await agent.get('/api/user').expect(200)).join(';');
        expect(renewed).toContain(`${SESSION_COOKIE}=`);
        expect(renewed).toMatch(/Expires=/);
      } finally {
        jest.restoreAllMocks();
      }
    });

    it('answers logout with 200 even without a session', async () => {
      await stack.agent().post('/api/logout').expect(200);
    });
  });

  describe('the session cookie is the only proof of identity', () => {
    it('answers GET /api/user with the one 401 text when anonymous', async () => {
      const res = await stack.agent().get('/api/user').expect(401);
      expect(res.body).toEqual({
        statusCode: 401,
        message: 'Please log in to continue.',
        error: 'Unauthorized',
      });
    });

    it('treats a request with only an Authorization: UserId header or a userId cookie as anonymous', async () => {
      const { user } = await registered();
      const server = stack.gateway.getHttpServer();
      await request(server).get('/api/user').set('Authorization', `UserId ${user.id}`).expect(401);
      await request(server).get('/api/user').set('Cookie', `userId=${user.id}`).expect(401);
      await request(server)
        .put('/api/user')
        .set('Authorization', `UserId ${user.id}`)
        .send({ fullName: 'Hijacked' })
        .expect(401);
      const status = await request(server)
        .get('/api/auth-status')
        .set('Authorization', `UserId ${user.id}`)
        .set('Cookie', `userId=${user.id}`)
        .expect(200);
      expect(status.body.isAuthenticated).toBe(false);
      expect(status.body.user).toBeNull();
    });

    it('treats a forged session cookie as anonymous', async () => {
      await request(stack.gateway.getHttpServer())
        .get('/api/user')
        .set('Cookie', `${SESSION_COOKIE}=s%3Aforged.signature`)
        .expect(401);
    });

    it('answers the signed-in user in front of Express exactly as through it', async () => {
      const { agent, user } = await registered();
      // A query keeps the request off the fast lane: Express, the session middleware and Nest's route answer it.
      const whole = await agent.get('/api/user?through=express').expect(200);
      const express = stack.gateway.getHttpAdapter().getInstance() as { handle: () => void };
      const handled = jest.spyOn(express, 'handle');
      const fast = await agent.get('/api/user').expect(200);
      expect(handled).not.toHaveBeenCalled();
      handled.mockRestore();
      expect(fast.body).toEqual(whole.body);
      expect(fast.body.id).toBe(user.id);
      const fixed = (headers: Record<string, string>) =>
        Object.fromEntries(
          Object.entries(headers).filter(([name]) => !['date', 'x-request-id', 'set-cookie'].includes(name)),
        );
      expect(fixed(fast.headers)).toEqual(fixed(whole.headers));
      expect(fast.headers['cache-control']).toBe('no-store');
      await agent.get('/api/user').set('If-None-Match', String(fast.headers.etag)).expect(304);
      expect((await agent.get('/api/users/profile').expect(200)).body).toEqual(whole.body);
      await agent.post('/api/logout').expect(200);
      await agent.get('/api/user').expect(401);
    });
  });

  describe('PUT /api/user', () => {
    it("changes the caller's own profile fields and announces nothing secret", async () => {
      const { agent, user } = await registered();
      const res = await agent
        .put('/api/user')
        .send({
          fullName: 'Maya Renamed',
          phoneNumber: '  ',
          pushNotifications: false,
          emailNotifications: false,
        })
        .expect(200);
      expect(res.body).toMatchObject({
        id: user.id,
        fullName: 'Maya Renamed',
        phoneNumber: null,
        pushNotifications: false,
        emailNotifications: false,
      });
      expectNoSecrets(res.body);
      expect((await agent.get('/api/user')).body.fullName).toBe('Maya Renamed');
    });

    it('never changes isAdmin or id', async () => {
      const { agent, user } = await registered();
      const res = await agent
        .put('/api/user')
        .send({ isAdmin: true, id: 1, fullName: 'Still Maya' })
        .expect(200);
      expect(res.body).toMatchObject({ id: user.id, isAdmin: false, fullName: 'Still Maya' });
      await agent.get('/api/admin/users').expect(403);
    });

    it('changes the password only with the current one', async () => {
      const { agent, input } = await registered();
      let res = await agent.put('/api/user').send({ newPassword: 'another-secret' }).expect(400);
      expect(res.body.message).toBe('Current password is required to change the password');
      res = await agent
        .put('/api/user')
        .send({ currentPassword: 'wrong-one', newPassword: 'another-secret' })
        .expect(400);
      expect(res.body.message).toBe('Current password is incorrect');
      await agent.put('/api/user').send({ password: 'sneaky-change' }).expect(200);
      await stack
        .agent()
        .post('/api/login')
        .send({ username: input.username, password: 'sneaky-change' })
        .expect(401);
    });

    it('after a password change, keeps this session under a new id, ends the others, and only the new password works', async () => {
      const { agent, cookie, input } = await signedInAgain();
      const signIn = async () => {
        const browser = stack.agent();
        await browser
          .post('/api/login')
          .send({ username: input.username, password: input.password })
          .expect(200);
        return browser;
      };
      const [other, loggingInAgain, registering] = [await signIn(), await signIn(), await signIn()];
      const changed = await agent
        .put('/api/user')
        .send({ currentPassword: input.password, newPassword: 'another-secret' })
        .expect(200);
      await agent.get('/api/user').expect(200);
      await other.get('/api/user').expect(401);
      // A copy of this session's cookie taken before the change is worth nothing after it.
      expect(sessionCookie(changed)).toBeDefined();
      expect(sessionCookie(changed)).not.toBe(cookie);
      await stack.agent().get('/api/user').set('Cookie', cookie).expect(401);
      // A browser whose session just ended signs in, or signs someone up, on a new session.
      await loggingInAgain
        .post('/api/login')
        .send({ username: input.username, password: 'another-secret' })
        .expect(200);
      await loggingInAgain.get('/api/user').expect(200);
      const newcomer = unique('newcomer');
      await registering
        .post('/api/register')
        .send({
          username: newcomer,
          password: 'secret123',
          email: `${newcomer}@example.com`,
          fullName: 'New Comer',
        })
        .expect(201);
      expect((await registering.get('/api/user').expect(200)).body.username).toBe(newcomer);
      await stack
        .agent()
        .post('/api/login')
        .send({ username: input.username, password: input.password })
        .expect(401);
      await stack
        .agent()
        .post('/api/login')
        .send({ username: input.username, password: 'another-secret' })
        .expect(200);
    });

    it('refuses a username (whatever its case) or e-mail another user has', async () => {
      const taken = await registered();
      const { agent } = await registered();
      let res = await agent.put('/api/user').send({ username: taken.input.username }).expect(409);
      expect(res.body.message).toBe('Username already exists');
      res = await agent.put('/api/user').send({ username: taken.input.username.toUpperCase() }).expect(409);
      expect(res.body.message).toBe('Username already exists');
      res = await agent
        .put('/api/user')
        .send({ email: taken.input.email.toUpperCase(), currentPassword: 'secret123' })
        .expect(409);
      expect(res.body.message).toBe('Email already registered');
    });

    it.each([
      'username',
      'fullName',
      'email',
      'emailNotifications',
      'pushNotifications',
      'smsNotifications',
      'currentPassword',
      'newPassword',
    ])('refuses null for %s with 400 naming the field, and changes nothing', async (field) => {
      const { agent, user } = await registered();
      const res = await agent
        .put('/api/user')
        .send({ fullName: 'Not Saved', [field]: null })
        .expect(400);
      expect(res.body.message).toBe(NULL_MESSAGES[field]);
      expect((await agent.get('/api/user').expect(200)).body).toEqual(user);
    });

    it('takes null for the phone number as removing it', async () => {
      const { agent } = await registered();
      const res = await agent.put('/api/user').send({ phoneNumber: null }).expect(200);
      expect(res.body.phoneNumber).toBeNull();
    });

    it('changes the e-mail only with the current password, and a wrong one changes nothing', async () => {
      const { agent, user, input } = await registered();
      const email = `${unique('moved')}@example.com`;
      let res = await agent.put('/api/user').send({ email }).expect(400);
      expect(res.body.message).toBe('Current password is required to change the email');
      res = await agent.put('/api/user').send({ email, currentPassword: 'wrong-one' }).expect(400);
      expect(res.body.message).toBe('Current password is incorrect');
      expect((await agent.get('/api/user')).body.email).toBe(user.email);

      res = await agent.put('/api/user').send({ email, currentPassword: input.password }).expect(200);
      expect(res.body.email).toBe(email);
    });

    it('answers 429 after 5 wrong current passwords, even to the right one, and changes nothing', async () => {
      const { agent, user, input } = await registered();
      const email = `${unique('moved')}@example.com`;
      for (let i = 0; i < 5; i += 1) {
        await agent.put('/api/user').send({ email, currentPassword: 'wrong-one' }).expect(400);
      }
      const res = await agent.put('/api/user').send({ email, currentPassword: input.password }).expect(429);
      expect(res.body.message).toBe('Too many wrong current passwords. Please try again in 15 minutes.');
      expect((await agent.get('/api/user')).body.email).toBe(user.email);
    });

    it('validates the fields it is given', async () => {
      const { agent } = await registered();
      const res = await agent.put('/api/user').send({ email: 'nope' }).expect(400);
      expect(res.body.message).toBe('Please enter a valid email');
      const quoted = await agent.put('/api/user').send({ email: '"a\u001b[31m"@example.com' }).expect(400);
      expect(quoted.body.message).toBe('Please enter a valid email');
    });

    it('answers a request without a body, with or without a JSON type, with the user unchanged', async () => {
      const { agent, user } = await registered();
      for (const put of [agent.put('/api/user').type('json'), agent.put('/api/user')]) {
        const res = await put.expect(200);
        expect(res.body).toMatchObject({ id: user.id, email: user.email, fullName: user.fullName });
      }
    });
  });

  describe('GET /api/auth-status', () => {
    it('is not cached and shows an anonymous visitor as such', async () => {
      const res = await stack.agent().get('/api/auth-status').expect(200);
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.body).toMatchObject({
        isAuthenticated: false,
        hasSession: false,
        sessionID: null,
        user: null,
        nodeEnv: 'test',
      });
    });

    it('shows the signed-in user with the session id and cookie values redacted', async () => {
      const { agent, user } = await registered();
      const res = await agent
        .get('/api/auth-status')
        .set('Origin', 'http://localhost:3000')
        .set('Cookie', 'userId=42')
        .expect(200);
      expect(res.body).toMatchObject({
        isAuthenticated: true,
        hasSession: true,
        nodeEnv: 'test',
        user,
        headers: { origin: 'http://localhost:3000' },
        session: { userId: user.id, cookieHttpOnly: true },
      });
      expect(res.body.sessionID).toMatch(/^.{4}…$/);
      expect(res.body.headers.cookieHeader).toContain(`${SESSION_COOKIE}=[redacted]`);
      expect(res.body.headers.cookieHeader).not.toContain('42');
      expect(JSON.stringify(res.body)).not.toMatch(/s%3A|s:/);
      expectNoSecrets(res.body);
    });
  });

  describe('admin paths', () => {
    it('answer 401 to anonymous callers and 403 to members on every /api/admin path', async () => {
      const { agent, user } = await registered();
      const paths: Array<['get' | 'put' | 'post' | 'delete', string]> = [
        ['get', '/api/admin/users'],
        ['put', `/api/admin/users/${user.id}/promote`],
        ['put', `/api/admin/users/${user.id}/demote`],
        ['post', '/api/admin/classes'],
        ['delete', '/api/admin/trainers/1'],
        ['get', '/api/admin/anything-else'],
      ];
      for (const [method, path] of paths) {
        const anonymous = await stack.agent()[method](path);
        expect([path, anonymous.status]).toEqual([path, 401]);
        const member = await agent[method](path);
        expect([path, member.status]).toEqual([path, 403]);
      }
    });
  });
});
