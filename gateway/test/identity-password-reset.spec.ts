import request from 'supertest';
import { eventually, unique } from '@studio/platform/testing';
import { DeliveriesService } from '../../services/notifications/src/deliveries/deliveries.service';
import type { Delivery } from '../../services/notifications/src/deliveries/delivery.entity';
import { PasswordResetRepository } from '../../services/identity/src/password-reset/password-reset.repository';
import { hashResetToken } from '../../services/identity/src/password-reset/reset-token';
import { startStack, Stack } from './harness';
import { whileHoldingLock } from './lock-order';
import { forgetBootstrapAdmin, login, useBootstrapAdmin } from './sessions';

const REQUESTED =
  'If your email is in our system, you will receive a password reset link shortly. Please check your email.';

describe('identity: password reset end to end', () => {
  let stack: Stack;

  let admin: { username: string; password: string };

  beforeAll(async () => {
    process.env.QUEUE_PREFIX = unique(`${process.env.TEST_RUN_ID}_reset`);
    process.env.PUBLIC_URL = 'http://studio.test:3000';
    admin = useBootstrapAdmin();
    stack = await startStack(['identity', 'notifications']);
  });
  afterAll(async () => {
    delete process.env.PUBLIC_URL;
    forgetBootstrapAdmin();
    await stack.close();
  });

  async function member() {
    const username = unique('member');
    const input = {
      username,
      password: 'secret123',
      email: `${username}@example.com`,
      fullName: 'Maya Member',
    };
    const agent = stack.agent();
    await agent.post('/api/register').send(input).expect(201);
    return { agent, input };
  }

  /** The delivery log as it is stored (what the e-mail carried), read inside the notifications service. */
  function deliveries(recipient: string): Promise<Delivery[]> {
    return stack.services.notifications!.get(DeliveriesService).list(recipient, 50);
  }

  /** Requests a reset and reads the token from the e-mail in the delivery log. */
  async function requestReset(email: string): Promise<string> {
    const before = (await deliveries(email)).length;
    const res = await stack.agent().post('/api/forgot-password').send({ email }).expect(200);
    expect(res.body).toEqual({ message: REQUESTED });
    const mail = await eventually(async () => {
      const list = await deliveries(email);
      expect(list.length).toBe(before + 1);
      return list[0];
    });
    const link = mail.body.match(/http:\/\/studio\.test:3000\/reset-password\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    return link![1];
  }

  it('e-mails a working link through the notifications service, visible in the delivery log', async () => {
    const { input } = await member();
    const token = await requestReset(input.email);
    const [mail] = await deliveries(input.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your password', status: 'logged' });
    expect(mail.body).toContain('one hour');
    const res = await stack.agent().get(`/api/validate-reset-token/${token}`).expect(200);
    expect(res.body).toEqual({ valid: true, message: 'Token is valid' });
  });

  it('shows the delivery log to admins only, with reset links redacted, and never on the service port', async () => {
    const { input } = await member();
    const token = await requestReset(input.email);
    const asAdmin = await login(stack, admin.username, admin.password);
    const res = await asAdmin.get('/api/admin/deliveries').query({ recipient: input.email }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body[0]).toMatchObject({ subject: 'Reset your password', recipient: input.email });
    expect(res.body[0].body).toContain('/reset-password?token=[redacted]');
    expect(JSON.stringify(res.body)).not.toContain(token);
    // Typed in another case, the address is the same member's (identity keeps one account per address).
    const upper = await asAdmin
      .get('/api/admin/deliveries')
      .query({ recipient: input.email.toUpperCase() })
      .expect(200);
    expect(upper.body.map((d: { id: number }) => d.id)).toEqual(res.body.map((d: { id: number }) => d.id));
    await stack.agent().get('/api/admin/deliveries').query({ recipient: input.email }).expect(401);
    const notifications = stack.services.notifications!.getHttpServer();
    for (const path of ['/internal/deliveries', '/admin/deliveries']) {
      await request(notifications)
        .get(path)
        .query({ recipient: input.email })
        .set({ 'x-caller-id': '1', 'x-caller-admin': 'true' })
        .expect(401);
    }
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = `${unique('ghost')}@example.com`;
    const res = await stack.agent().post('/api/forgot-password').send({ email }).expect(200);
    expect(res.body).toEqual({ message: REQUESTED });
    await new Promise((r) => setTimeout(r, 500));
    expect(await deliveries(email)).toEqual([]);
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const { input } = await member();
    await stack.agent().post('/api/forgot-password').send({ email: input.email.toUpperCase() }).expect(200);
    await eventually(async () => expect((await deliveries(input.email)).length).toBe(1));
  });

  it('validates the forgot-password e-mail', async () => {
    const res = await stack.agent().post('/api/forgot-password').send({ email: 'nope' }).expect(400);
    expect(res.body.message).toBe('Please enter a valid email');
  });

  it('resets once: the new password works, the old one fails, other sessions end, the token is spent', async () => {
    const { agent, input } = await member();
    const token = await requestReset(input.email);
    const res = await stack
      .agent()
      .post('/api/reset-password')
      .send({ token, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' })
      .expect(200);
    expect(res.body).toEqual({
      message: 'Your password has been reset. Please log in with your new password.',
    });

    await agent.get('/api/user').expect(401);
    await stack
      .agent()
      .post('/api/login')
      .send({ username: input.username, password: input.password })
      .expect(401);
    await stack
      .agent()
      .post('/api/login')
      .send({ username: input.username, password: 'brand-new-1' })
      .expect(200);

    const again = await stack
      .agent()
      .post('/api/reset-password')
      .send({ token, newPassword: 'another-one' })
      .expect(400);
    expect(again.body.message).toBe('Invalid or expired token.');
    const validation = await stack.agent().get(`/api/validate-reset-token/${token}`).expect(200);
    expect(validation.body).toEqual({ valid: false, message: 'Invalid or expired token.' });
  });

  it('lets the owner in with the new password at once after a reset, though wrong guesses had locked the account', async () => {
    const { input } = await member();
    for (let i = 0; i < 5; i += 1)
      await stack
        .agent()
        .post('/api/login')
        .send({ username: input.username, password: 'wrong-one' })
        .expect(401);
    await stack
      .agent()
      .post('/api/login')
      .send({ username: input.username, password: input.password })
      .expect(429);
    const token = await requestReset(input.email);
    await stack
      .agent()
      .post('/api/reset-password')
      .send({ token, newPassword: 'brand-new-2', confirmPassword: 'brand-new-2' })
      .expect(200);
    await stack
      .agent()
      .post('/api/login')
      .send({ username: input.username.toUpperCase(), password: 'brand-new-2' })
      .expect(200);
  });

  it('answers an unknown token as invalid', async () => {
    const res = await stack.agent().get('/api/validate-reset-token/not-a-real-token').expect(200);
    expect(res.body).toEqual({ valid: false, message: 'Invalid or expired token.' });
    // A link with more text pasted after it reads as a bad link, not as a failed request.
    const long = await stack
      .agent()
      .get(`/api/validate-reset-token/${'a'.repeat(300)}`)
      .expect(200);
    expect(long.body).toEqual({ valid: false, message: 'Invalid or expired token.' });
    const reset = await stack
      .agent()
      .post('/api/reset-password')
      .send({ token: 'not-a-real-token', newPassword: 'brand-new-1' })
      .expect(400);
    expect(reset.body.message).toBe('Invalid or expired token.');
  });

  it('validates the reset input with the spec messages', async () => {
    let res = await stack
      .agent()
      .post('/api/reset-password')
      .send({ newPassword: 'brand-new-1' })
      .expect(400);
    expect(res.body.message).toBe('Token is required');
    res = await stack
      .agent()
      .post('/api/reset-password')
      .send({ token: 'abc', newPassword: '123' })
      .expect(400);
    expect(res.body.message).toBe('Password must be at least 6 characters');
    res = await stack
      .agent()
      .post('/api/reset-password')
      .send({ token: 'abc', newPassword: 'brand-new-1', confirmPassword: 'brand-new-2' })
      .expect(400);
    expect(res.body.message).toBe('Passwords do not match');
  });

  it('sends at most 3 reset e-mails an hour to one account, however quickly they are asked for', async () => {
    const quick = await member();
    for (let i = 0; i < 5; i += 1) {
      await stack.agent().post('/api/forgot-password').send({ email: quick.input.email }).expect(200);
    }
    const parallel = await member();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        stack.agent().post('/api/forgot-password').send({ email: parallel.input.email }).expect(200),
      ),
    );

    await eventually(async () => {
      expect((await deliveries(quick.input.email)).length).toBe(3);
      expect((await deliveries(parallel.input.email)).length).toBe(3);
    });
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await deliveries(quick.input.email)).length).toBe(3);
    expect((await deliveries(parallel.input.email)).length).toBe(3);
  });

  it('tells the previous address when the e-mail is changed, and sends reset links to the new one', async () => {
    const { agent, input } = await member();
    const newEmail = `${unique('moved')}@example.com`;
    await agent.put('/api/user').send({ email: newEmail, currentPassword: input.password }).expect(200);

    const [notice] = await eventually(async () => {
      const list = await deliveries(input.email);
      expect(list).toHaveLength(1);
      return list;
    });
    expect(notice).toMatchObject({ channel: 'email', subject: 'Your e-mail address was changed' });
    expect(notice.body).toContain(`from ${input.email} to ${newEmail}`);
    await requestReset(newEmail);
  });

  it('retires the links sent before an e-mail or password change: the previous mailbox no longer opens the account', async () => {
    const { agent, input } = await member();
    const sentToOld = await requestReset(input.email);
    const newEmail = `${unique('moved')}@example.com`;
    await agent.put('/api/user').send({ email: newEmail, currentPassword: input.password }).expect(200);
    const stale = await stack.agent().get(`/api/validate-reset-token/${sentToOld}`).expect(200);
    expect(stale.body).toEqual({ valid: false, message: 'Invalid or expired token.' });
    const reset = await stack
      .agent()
      .post('/api/reset-password')
      .send({ token: sentToOld, newPassword: 'takeover1', confirmPassword: 'takeover1' })
      .expect(400);
    expect(reset.body.message).toBe('Invalid or expired token.');

    const sentToNew = await requestReset(newEmail);
    await agent
      .put('/api/user')
      .send({ currentPassword: input.password, newPassword: 'changed123' })
      .expect(200);
    const afterChange = await stack.agent().get(`/api/validate-reset-token/${sentToNew}`).expect(200);
    expect(afterChange.body.valid).toBe(false);
    await agent.put('/api/user').send({ fullName: 'Maya M. Member' }).expect(200);
    const fresh = await requestReset(newEmail);
    await agent.put('/api/user').send({ fullName: 'Maya Member' }).expect(200);
    const kept = await stack.agent().get(`/api/validate-reset-token/${fresh}`).expect(200);
    expect(kept.body.valid).toBe(true);
  });

  it('spends a link used while a profile change retires it, without a deadlock: the change wins', async () => {
    const { agent, input } = await member();
    const token = await requestReset(input.email);
    const userId: number = (await agent.get('/api/user').expect(200)).body.id;
    const identity = stack.services.identity!;
    const resets = identity.get(PasswordResetRepository);
    // The profile change takes the user's row, then retires the user's links (as UsersRepository.update does).
    const using = whileHoldingLock(
      identity,
      userId,
      {
        lockSql: 'select 1 from users where id = ? for update',
        thenSql: 'update password_reset_tokens set is_used = true where user_id = ? and is_used = false',
      },
      () => resets.consume(hashResetToken(token), new Date(), 'not-used'),
    );
    await expect(using).resolves.toBeNull();
    await login(stack, input.username, input.password);
  });

  it('never answers a token or hash in any response', async () => {
    const { input } = await member();
    const res = await stack.agent().post('/api/forgot-password').send({ email: input.email }).expect(200);
    expect(Object.keys(res.body)).toEqual(['message']);
  });
});
