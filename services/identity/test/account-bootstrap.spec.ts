import { INestApplication, Type } from '@nestjs/common';
import request from 'supertest';
import { startService } from '@studio/platform';
import { signedAs, unique } from '@studio/platform/testing';
import type { AccountBootstrap as AccountBootstrapClass } from '../src/account-bootstrap/account-bootstrap.service';

// The kernel reads the configuration when the app module is loaded: set it first.
const adminName = unique('boss');
process.env.ADMIN_USERNAME = adminName;
process.env.ADMIN_PASSWORD = 'boss-secret';
process.env.ADMIN_EMAIL = `${adminName}@example.com`;
process.env.SEED_DEMO = 'true';
function login(app: INestApplication, username: string, password: string) {
  return request
    .agent(app.getHttpServer())
    .set(signedAs(null))
    .post('/internal/auth/login')
    .send({ username, password, clientAddress: '203.0.113.7' });
}

function register(app: INestApplication, password = 'own-secret') {
  const username = unique('member');
  return request
    .agent(app.getHttpServer())
    .set(signedAs(null))
    .post('/internal/auth/register')
    .send({
      username,
      password,
      email: `${username}@example.com`,
      fullName: 'Maya Member',
      clientAddress: '203.0.113.7',
    })
    .expect(201)
    .then((res) => res.body.user as { id: number; username: string });
}

describe('identity: ADMIN_* bootstrap and demo seed', () => {
  let app: INestApplication;
  let AppModule: Type<unknown>;
  let AccountBootstrap: typeof AccountBootstrapClass;

  beforeAll(async () => {
    ({ AppModule } = await import('../src/app'));
    ({ AccountBootstrap } = await import('../src/account-bootstrap/account-bootstrap.service'));
    app = await startService(AppModule, 'identity', { port: 0 });
  });
  afterAll(() => app.close());

  it('creates the ADMIN_* user as an admin, and a restart changes nothing', async () => {
    const first = await login(app, adminName, 'boss-secret').expect(200);
    expect(first.body.user.isAdmin).toBe(true);
    await app.close();
    app = await startService(AppModule, 'identity', { port: 0 });
    const again = await login(app, adminName, 'boss-secret').expect(200);
    expect(again.body.user).toEqual(first.body.user);
    const list = await request
      .agent(app.getHttpServer())
      .set(signedAs(null))
      .get('/admin/users')
      .set(signedAs({ userId: first.body.user.id, isAdmin: true }))
      .expect(200);
    expect(list.body.filter((u: { username: string }) => u.username === adminName)).toHaveLength(1);
    expect(list.body.filter((u: { username: string }) => u.username === 'admin')).toHaveLength(1);
  });

  it('promotes an existing user named as admin without overwriting the password', async () => {
    const user = await register(app);
    const outcome = await app.get(AccountBootstrap).ensureAdmin({
      username: user.username,
      password: 'other-secret',
      email: 'x@example.com',
      fullName: 'X',
    });
    expect(outcome).toBe('promoted');
    const res = await login(app, user.username, 'own-secret').expect(200);
    expect(res.body.user.isAdmin).toBe(true);
    await login(app, user.username, 'other-secret').expect(401);
  });

  it('seeds the demo admin and member with SEED_DEMO', async () => {
    const admin = await login(app, 'admin', 'admin123').expect(200);
    expect(admin.body.user).toMatchObject({
      isAdmin: true,
      email: 'admin@studio.local',
      fullName: 'Alex Admin',
    });
    const member = await login(app, 'member', 'member123').expect(200);
    expect(member.body.user).toMatchObject({
      isAdmin: false,
      email: 'member@studio.local',
      fullName: 'Maya Member',
    });
  });

  it('answers the session check with id, role, auth version and the user, and 404 for an unknown user', async () => {
    const user = await register(app);
    const auth = await request
      .agent(app.getHttpServer())
      .set(signedAs(null))
      .get(`/internal/users/${user.id}/auth`)
      .expect(200);
    expect(auth.body).toEqual({ id: user.id, isAdmin: false, authVersion: 1, user });
    await request
      .agent(app.getHttpServer())
      .set(signedAs(null))
      .get('/internal/users/99999999/auth')
      .expect(404);
    await request
      .agent(app.getHttpServer())
      .set(signedAs(null))
      .get('/internal/users/99999999999/auth')
      .expect(400);
  });
});
