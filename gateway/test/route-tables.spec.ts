import request from 'supertest';
import { ACCESS_MESSAGES, ServiceClients } from '@studio/platform';
import { ALL_ROUTES, AnyRoute, fillPath } from '@studio/contracts';
import { startStack, Stack } from './harness';
import { Agent, forgetBootstrapAdmin, login, registerMember, useBootstrapAdmin } from './sessions';

const SAMPLE_PARAMS = { id: 1, classId: 1, token: 'not-a-token' };
const exposed = ALL_ROUTES.filter((route) => route.access !== 'internal');
const guarded = exposed.filter((route) => route.access === 'member' || route.access === 'admin');
const adminOnly = exposed.filter((route) => route.access === 'admin');
const label = (route: AnyRoute) => `${route.method} /api/${route.path}`;

function send(agent: Agent | ReturnType<Stack['agent']>, route: AnyRoute) {
  const path = `/api/${fillPath(route.path, SAMPLE_PARAMS)}`;
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return route.method === 'GET' ? agent.get(path) : agent[method](path).send({});
}

describe('route tables at the gateway', () => {
  let stack: Stack;
  let admin: Agent;
  let member: Agent;

  beforeAll(async () => {
    const credentials = useBootstrapAdmin();
    stack = await startStack(['identity', 'catalog', 'booking', 'billing', 'notifications', 'fitness']);
    admin = await login(stack, credentials.username, credentials.password);
    member = await registerMember(stack);
  });
  afterAll(async () => {
    forgetBootstrapAdmin();
    await stack.close();
  });

  it.each(guarded.map((route) => [label(route), route] as const))(
    '%s refuses the anonymous with 401, whatever they send',
    async (_, route) => {
      const res = await send(stack.agent(), route)
        .expect(401)
        .expect('WWW-Authenticate', 'Cookie realm="studio"');
      expect(res.body).toEqual({
        statusCode: 401,
        message: ACCESS_MESSAGES.loginRequired,
        error: route.reasonInErrorField ? ACCESS_MESSAGES.loginRequired : 'Unauthorized',
      });
    },
  );

  it.each(adminOnly.map((route) => [label(route), route] as const))(
    '%s refuses members with 403',
    async (_, route) => {
      const res = await send(member, route).expect(403);
      expect(res.body.message).toBe(ACCESS_MESSAGES.adminRequired);
    },
  );

  it('documents every table route under its operation id, and no internal route', async () => {
    const doc = (await stack.agent().get('/api/docs-json').expect(200)).body;
    for (const route of exposed) {
      const path = `/api/${route.path.replace(/:(\w+)/g, '{$1}')}`;
      expect([label(route), doc.paths[path]?.[route.method.toLowerCase()]?.operationId]).toEqual([
        label(route),
        route.operationId,
      ]);
    }
    const documented = JSON.stringify(Object.keys(doc.paths));
    for (const route of ALL_ROUTES.filter((r) => r.access === 'internal')) {
      expect(documented).not.toContain(route.path.replace(/:(\w+)/g, '{$1}'));
    }
  });

  it.each(ALL_ROUTES.map((route) => [route.id, route] as const))(
    '%s is served by its service over the signed internal call',
    async (_, route) => {
      const client = stack.gateway.get(ServiceClients).of(route.service);
      const response = await client.forward(route, {
        params: SAMPLE_PARAMS,
        body: route.body ? {} : undefined,
        caller: { userId: 1, isAdmin: true },
      });
      const body = response.body.length ? JSON.parse(response.body.toString('utf8')) : {};
      expect([response.status, body.message]).not.toEqual([
        404,
        `Cannot ${route.method} /${fillPath(route.path, SAMPLE_PARAMS)}`,
      ]);
      expect(response.status).not.toBe(401);
      expect(response.status).toBeLessThan(500);
    },
  );

  it('forwards a public read and answers it revalidatable, personal and admin answers never stored', async () => {
    const classes = await stack.agent().get('/api/classes').expect(200);
    expect(classes.headers['cache-control']).toBe('no-cache');
    expect(classes.headers['set-cookie']).toBeUndefined();
    expect(classes.headers.etag).toBeDefined();
    await stack.agent().get('/api/classes').set('If-None-Match', classes.headers.etag).expect(304);
    expect((await member.get('/api/user').expect(200)).headers['cache-control']).toBe('no-store');
    expect((await admin.get('/api/admin/users').expect(200)).headers['cache-control']).toBe('no-store');
    const credentials = { username: 'nobody-here', password: 'wrong-password' };
    const refused = await stack.agent().post('/api/login').send(credentials).expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(classes.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a repeated public read from memory like the first, refuses bad input still, and shows a change at once', async () => {
    const first = await stack
      .agent()
      .get('/api/homepage-content?t=1')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    const again = await stack
      .agent()
      .get('/api/homepage-content?t=2')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(again.body).toEqual(first.body);
    for (const header of ['etag', 'cache-control', 'content-security-policy', 'x-content-type-options']) {
      expect([header, again.headers[header]]).toEqual([header, first.headers[header]]);
    }
    await stack.agent().get('/api/homepage-content?t[a]=1').expect(400);

    await stack.agent().get('/api/categories').expect(200);
    const name = `Fast lane ${Date.now()}`;
    await admin.post('/api/admin/categories').send({ name }).expect(201);
    const after = await stack.agent().get('/api/categories').expect(200);
    expect(after.body.map((category: { name: string }) => category.name)).toContain(name);
  });

  it.each(['0x19', '25e0', '+25', '25.0', '025', '-1', '0', '99999999999999999999', '2147483648'])(
    'refuses %s as an id with 400',
    async (id) => {
      const res = await stack
        .agent()
        .get(`/api/classes/${encodeURIComponent(id)}`)
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'id must be a positive whole number',
        error: 'Bad Request',
      });
      await stack
        .agent()
        .get(`/api/schedules/${encodeURIComponent(id)}`)
        .expect(400);
    },
  );

  it.each([
    ['/api/schedules?date[]=2031-01-01', 'date'],
    ['/api/schedules?date=2031-01-01&date=2031-01-02', 'date'],
    ['/api/site-settings?category[a]=b', 'category'],
  ])('refuses the structured query %s with 400 naming the parameter', async (url, name) => {
    const res = await stack.agent().get(url).expect(400);
    expect(res.body.message).toBe(`Query parameter ${name} must be a single value`);
  });

  it('refuses JSON nested thousands of levels deep with 400, before any validator sees it', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await stack
      .agent()
      .post('/api/login')
      .set('content-type', 'application/json')
      .send(deep)
      .expect(400);
    expect(res.body.message).toBe('JSON nested more than 32 levels deep is not accepted');
    await admin.post('/api/admin/categories').set('content-type', 'application/json').send(deep).expect(400);
  });

  it("puts a failed trainer update's reason in the error field too, from the gateway and from the service", async () => {
    let res = await admin.put('/api/admin/trainers/1').send({ name: 'A' }).expect(400);
    expect(res.body.error).toBe(res.body.message);
    expect(res.body.message).toMatch(/Name/);
    res = await admin.put('/api/admin/trainers/2147483647').send({ name: 'Valid Name' }).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: res.body.message, error: res.body.message });
    res = await admin.put('/api/admin/categories/2147483647').send({ name: 'Valid Name' }).expect(404);
    expect(res.body.error).toBe('Not Found');
    // Refused before the route's handler: the caller's access, the body's size and syntax.
    res = await member.put('/api/admin/trainers/1').send({ name: 'Valid Name' }).expect(403);
    expect(res.body.error).toBe('Admin access required');
    res = await stack.agent().put('/api/admin/trainers/1').send({ name: 'Valid Name' }).expect(401);
    expect(res.body.error).toBe(res.body.message);
    res = await admin
      .put('/api/admin/trainers/1')
      .set('content-type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(res.body.error).toBe(res.body.message);
    res = await admin
      .put('/api/admin/trainers/1')
      .send({ name: 'Valid Name', bio: 'x'.repeat(2_000_000) })
      .expect(413);
    expect(res.body.error).toBe(res.body.message);
  });

  it('never reaches a service port with forged caller headers', async () => {
    const catalog = stack.services.catalog!.getHttpServer();
    await request(catalog)
      .post('/admin/categories')
      .set({ 'x-caller-id': '1', 'x-caller-admin': 'true' })
      .send({ name: 'Forged' })
      .expect(401);
  });
});
