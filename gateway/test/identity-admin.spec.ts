import { unique } from '@studio/platform/testing';
import { startStack, Stack } from './harness';
import { Agent, forgetBootstrapAdmin, login, useBootstrapAdmin } from './sessions';

describe('identity: admin users', () => {
  let stack: Stack;
  let admin: Agent;
  let adminId: number;

  beforeAll(async () => {
    process.env.QUEUE_PREFIX = unique(`${process.env.TEST_RUN_ID}_admin`);
    const bootstrap = useBootstrapAdmin();
    stack = await startStack(['identity']);
    admin = await login(stack, bootstrap.username, bootstrap.password);
    const me = await admin.get('/api/user').expect(200);
    adminId = me.body.id;
    expect(me.body.isAdmin).toBe(true);
  });
  afterAll(async () => {
    forgetBootstrapAdmin();
    await stack.close();
  });

  async function member(): Promise<{ agent: Agent; id: number }> {
    const agent = stack.agent();
    const username = unique('member');
    const res = await agent
      .post('/api/register')
      .send({ username, password: 'secret123', email: `${username}@example.com`, fullName: 'Maya Member' })
      .expect(201);
    return { agent, id: res.body.id };
  }

  it('lists every user by id as safe users', async () => {
    const a = await member();
    const b = await member();
    const res = await admin.get('/api/admin/users').expect(200);
    const ids = res.body.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids).toEqual(expect.arrayContaining([adminId, a.id, b.id]));
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/"password|"passwordHash|"authVersion|scrypt\$/);
  });

  it('promotes a member, who then reaches the admin paths at once', async () => {
    const m = await member();
    await m.agent.get('/api/admin/users').expect(403);
    const res = await admin.put(`/api/admin/users/${m.id}/promote`).expect(200);
    expect(res.body).toMatchObject({ id: m.id, isAdmin: true });
    await m.agent.get('/api/admin/users').expect(200);
  });

  it('demotes an admin, who loses the admin paths at once', async () => {
    const m = await member();
    await admin.put(`/api/admin/users/${m.id}/promote`).expect(200);
    const res = await admin.put(`/api/admin/users/${m.id}/demote`).expect(200);
    expect(res.body).toMatchObject({ id: m.id, isAdmin: false });
    await m.agent.get('/api/admin/users').expect(403);
  });

  it('never lets an admin demote themselves', async () => {
    const res = await admin.put(`/api/admin/users/${adminId}/demote`).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'You cannot remove your own admin privileges',
      error: 'Bad Request',
    });
    expect((await admin.get('/api/user')).body.isAdmin).toBe(true);
  });

  it('leaves one of two admins who demote each other at the same moment an admin', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await member();
      const b = await member();
      await admin.put(`/api/admin/users/${a.id}/promote`).expect(200);
      await admin.put(`/api/admin/users/${b.id}/promote`).expect(200);
      const answers = await Promise.all([
        a.agent.put(`/api/admin/users/${b.id}/demote`),
        b.agent.put(`/api/admin/users/${a.id}/demote`),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 403]);
      const refused = answers.find((res) => res.status === 403)!;
      expect(refused.body.message).toBe('Admin access required');
      const roles = (await admin.get('/api/admin/users').expect(200)).body
        .filter((user: { id: number }) => user.id === a.id || user.id === b.id)
        .map((user: { isAdmin: boolean }) => user.isAdmin);
      expect(roles.sort()).toEqual([false, true]);
    }
  });

  it('answers 404 for an unknown user', async () => {
    let res = await admin.put('/api/admin/users/999999/promote').expect(404);
    expect(res.body.message).toBe('User not found');
    res = await admin.put('/api/admin/users/99999999999/demote').expect(400);
    expect(res.body.message).toBe('id must be a positive whole number');
  });

  it('answers 403 to members and 401 to the anonymous on the user admin calls', async () => {
    const m = await member();
    for (const call of [
      (a: Agent) => a.get('/api/admin/users'),
      (a: Agent) => a.put(`/api/admin/users/${m.id}/promote`),
      (a: Agent) => a.put(`/api/admin/users/${adminId}/demote`),
    ]) {
      expect((await call(m.agent)).status).toBe(403);
      expect((await call(stack.agent())).status).toBe(401);
    }
    expect((await m.agent.get('/api/user')).body.isAdmin).toBe(false);
  });
});
