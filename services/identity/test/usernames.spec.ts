import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { startService } from '@studio/platform';
import { signedAs, unique } from '@studio/platform/testing';
import { AppModule } from '../src/app';
import { DuplicateUserError, UsersRepository } from '../src/users/users.repository';

describe('identity: usernames are unique regardless of case', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await startService(AppModule, 'identity', { port: 0 });
  });
  afterAll(() => app.close());

  function register(username: string, password = 'secret123') {
    const email = `${unique('mail')}@example.com`;
    return request
      .agent(app.getHttpServer())
      .set(signedAs(null))
      .post('/internal/auth/register')
      .send({ username, password, email, fullName: 'Maya Member', clientAddress: '203.0.113.7' });
  }

  it('refuses a registration whose username differs from a taken one only by case, with 409', async () => {
    const username = unique('member');
    await register(username).expect(201);
    const res = await register(username.toUpperCase()).expect(409);
    expect(res.body.message).toBe('Registration failed. This username or email may already be taken.');
  });

  it("refuses a profile change to another user's username in another case, with 409", async () => {
    const taken = unique('admin');
    await register(taken).expect(201);
    const me = (await register(unique('member')).expect(201)).body.user as { id: number; username: string };
    const res = await request
      .agent(app.getHttpServer())
      .set(signedAs(null))
      .put('/user')
      .set(signedAs({ userId: me.id, isAdmin: false }))
      .send({ username: taken.toUpperCase() })
      .expect(409);
    expect(res.body.message).toBe('Username already exists');
    const after = await request
      .agent(app.getHttpServer())
      .set(signedAs(null))
      .get('/user')
      .set(signedAs({ userId: me.id, isAdmin: false }))
      .expect(200);
    expect(after.body.username).toBe(me.username);
  });

  it('lets users change the case of their own username, kept as typed', async () => {
    const username = unique('member');
    const me = (await register(username).expect(201)).body.user as { id: number };
    const res = await request
      .agent(app.getHttpServer())
      .set(signedAs(null))
      .put('/user')
      .set(signedAs({ userId: me.id, isAdmin: false }))
      .send({ username: username.toUpperCase() })
      .expect(200);
    expect(res.body.username).toBe(username.toUpperCase());
  });

  it('logs in whatever the case of the username, and keeps the username as typed at registration', async () => {
    const username = `Maya_${unique('Member')}`;
    await register(username).expect(201);
    for (const typed of [username, username.toLowerCase(), username.toUpperCase()]) {
      const res = await request
        .agent(app.getHttpServer())
        .set(signedAs(null))
        .post('/internal/auth/login')
        .send({ username: typed, password: 'secret123', clientAddress: '203.0.113.7' })
        .expect(200);
      expect(res.body.user.username).toBe(username);
    }
    await request
      .agent(app.getHttpServer())
      .set(signedAs(null))
      .post('/internal/auth/login')
      .send({ username: username.toLowerCase(), password: 'wrong-pass', clientAddress: '203.0.113.7' })
      .expect(401);
  });

  it('has the database refuse a case-only duplicate even when the check before the insert is passed by', async () => {
    const username = unique('member');
    await register(username).expect(201);
    await expect(
      app.get(UsersRepository).create({
        username: username.toUpperCase(),
        passwordHash: 'scrypt$x',
        fullName: 'Race Winner',
        email: `${unique('race')}@example.com`,
        phoneNumber: null,
        emailNotifications: true,
        pushNotifications: true,
        smsNotifications: false,
        isAdmin: false,
      }),
    ).rejects.toEqual(new DuplicateUserError('username'));
  });
});
