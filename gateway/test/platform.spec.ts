import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { startStack, Stack } from './harness';

describe('gateway platform behaviour', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(['identity', 'catalog', 'booking', 'billing', 'notifications', 'fitness']);
  });
  afterAll(() => stack.close());

  it('reports every service and backing system as up', async () => {
    const res = await stack.agent().get('/api/health').expect(200);
    expect(Object.keys(res.body.services).sort()).toEqual([
      'billing',
      'booking',
      'catalog',
      'fitness',
      'identity',
      'notifications',
    ]);
    expect(res.body.systems.postgres).toEqual({ status: 'up', kind: 'postgresql' });
    expect(res.body.systems.redis).toEqual({ status: 'up', kind: 'redis' });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await stack
      .agent()
      .post('/api/login')
      .set('content-type', 'application/json')
      .send('{"username": ')
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Malformed JSON in request body',
      error: 'Bad Request',
    });
  });

  it.each([
    ['/api/login', '"hello"'],
    ['/api/login', '42'],
    ['/api/register', 'null'],
    ['/api/register', '[{"username":"maya"}]'],
  ])('answers POST %s with the JSON %s, not an object, with 400 saying so', async (path, body) => {
    const res = await stack.agent().post(path).set('content-type', 'application/json').send(body).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'The request body must be a JSON object',
      error: 'Bad Request',
    });
  });

  it.each(['gzip', 'deflate', 'br'])(
    'answers a body that is not the %s it says with 400',
    async (encoding) => {
      const res = await stack
        .agent()
        .post('/api/login')
        .set('content-type', 'application/json')
        .set('content-encoding', encoding)
        .send('{}')
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'The request body could not be decompressed as its Content-Encoding says',
        error: 'Bad Request',
      });
    },
  );

  it('answers a 2 MB body with 413', async () => {
    const res = await stack
      .agent()
      .post('/api/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
      error: 'Payload Too Large',
    });
  });

  it('answers an address or headers too large for the server with 431 in the error shape', async () => {
    const res = await stack
      .agent()
      .get(`/api/validate-reset-token/${'a'.repeat(20_000)}`)
      .expect(431);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({
      statusCode: 431,
      message: 'The request line and headers are too large (a very long address or too many cookies).',
      error: 'Request Header Fields Too Large',
    });
    await stack.agent().get('/api/health').expect(200);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await stack.agent().get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('serves an OpenAPI 3 document', async () => {
    const res = await stack.agent().get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.paths['/api/health'].get.responses['200'].content['application/json']).toBeDefined();
    // Every state change documents the cross-site and not-JSON refusals, the gateway's own routes too.
    for (const [path, method] of [
      ['/api/login', 'post'],
      ['/api/bookings', 'post'],
      ['/api/admin/categories', 'post'],
    ]) {
      expect(Object.keys(res.body.paths[path][method].responses)).toEqual(
        expect.arrayContaining(['403', '415']),
      );
    }
    // A file route answers the file, but a refusal as JSON.
    const calendar = res.body.paths['/api/bookings/{id}/calendar'].get.responses;
    expect(Object.keys(calendar['200'].content)).toEqual(['text/calendar']);
    expect(Object.keys(calendar['404'].content)).toEqual(['application/json']);
  });

  it('refuses a body that is not JSON with 415, before anything changes', async () => {
    const res = await stack
      .agent()
      .post('/api/login')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('username=member&password=member123')
      .expect(415);
    expect(res.body).toEqual({
      statusCode: 415,
      message: 'Requests must be sent as JSON (Content-Type: application/json)',
      error: 'Unsupported Media Type',
    });
  });

  it.each(['utf-16', 'latin1', '"UTF-16LE"', 'utf8', ''])(
    'refuses JSON declared in charset %s with 415 (JSON is UTF-8), and takes it in UTF-8',
    async (charset) => {
      const res = await stack
        .agent()
        .post('/api/forgot-password')
        .set('content-type', `application/json; charset=${charset}`)
        .send(JSON.stringify({ email: 'someone@example.com' }))
        .expect(415);
      expect(res.body.message).toBe(
        'JSON must be sent in UTF-8 (Content-Type: application/json; charset=utf-8)',
      );
    },
  );

  it('takes JSON declared in UTF-8 however the charset is spelt', async () => {
    for (const charset of ['utf-8', 'UTF-8', '"utf-8"']) {
      await stack
        .agent()
        .post('/api/forgot-password')
        .set('content-type', `application/json; charset=${charset}`)
        .send(JSON.stringify({ email: 'someone@example.com' }))
        .expect(200);
    }
  });

  it('answers OPTIONS with the methods a path takes, and a method it does not take with 405; no path, 404', async () => {
    const options = await stack.agent().options('/api/classes/1').expect(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(options.headers['access-control-allow-origin']).toBeUndefined();
    const bookings = await stack.agent().options('/API/Bookings/').expect(204);
    expect(bookings.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    const refused = await stack.agent().delete('/api/classes').expect(405);
    expect(refused.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(refused.body).toEqual({
      statusCode: 405,
      message: 'DELETE is not allowed here; this path takes GET, HEAD, OPTIONS',
      error: 'Method Not Allowed',
    });
    expect((await stack.agent().get('/api/logout').expect(405)).headers.allow).toBe('POST, OPTIONS');
    await stack.agent().head('/api/classes').expect(200);
    await stack.agent().options('/api/nothing-here').expect(404);
    await stack.agent().delete('/api/nothing-here').expect(404);
  });

  it('applies the JSON and same-site rules to the API in any letter case', async () => {
    await stack
      .agent()
      .post('/API/forgot-password')
      .set('origin', 'https://evil.example')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('email=someone@example.com')
      .expect(403);
    await stack
      .agent()
      .post('/Api/register')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('username=formed&password=secret123&email=formed@example.com&fullName=Form%20Ed')
      .expect(415);
  });

  it("refuses a state change sent from another site's page", async () => {
    const res = await stack.agent().post('/api/logout').set('origin', 'https://evil.example').expect(403);
    expect(res.body.message).toBe('Cross-site requests are not allowed');
  });

  it('refuses a state change the browser marks cross-site or from a sibling site, also without an Origin', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await stack.agent().post('/api/logout').set('sec-fetch-site', site).expect(403);
      expect(res.body.message).toBe('Cross-site requests are not allowed');
    }
  });

  it("refuses a state change without an Origin whose Referer is another site's page", async () => {
    for (const referer of ['https://evil.example/page', 'not a url']) {
      const res = await stack.agent().post('/api/logout').set('referer', referer).expect(403);
      expect(res.body.message).toBe('Cross-site requests are not allowed');
    }
    await stack.agent().post('/api/logout').set('referer', 'http://localhost:3000/profile').expect(200);
  });

  it('accepts a state change from its own origin', async () => {
    await stack.agent().post('/api/logout').set('origin', 'http://localhost:3000').expect(200);
    await stack.agent().post('/api/logout').set('sec-fetch-site', 'same-origin').expect(200);
  });

  it('refuses text with a NUL character as bad input, never a server error', async () => {
    const res = await stack
      .agent()
      .post('/api/login')
      .send({ username: 'nul\u0000user', password: 'secret1' })
      .expect(400);
    expect(res.body.message).toBe('Text must not contain NUL characters');
  });

  it('sets the usual security headers', async () => {
    const res = await stack.agent().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const policy = res.headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain("font-src 'self' data:;");
    expect(policy).toContain("img-src 'self' data: https: http:;");
    expect(res.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), usb=(), serial=(), browsing-topics=()',
    );
    // The public reads answered before Express carry the same.
    const classes = await stack.agent().get('/api/classes').expect(200);
    expect(classes.headers['permissions-policy']).toBe(res.headers['permissions-policy']);
  });

  it('keeps an idle connection open longer than the proxies and clients in front of it do', async () => {
    const idleFor = async (app: INestApplication, path: string) => {
      const agent = new http.Agent({ keepAlive: true });
      const { port } = app.getHttpServer().address() as AddressInfo;
      const hint = await new Promise<string | undefined>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path, agent }, (res) => {
            res.resume();
            resolve(res.headers['keep-alive'] as string | undefined);
          })
          .on('error', reject),
      );
      agent.destroy();
      return hint;
    };
    expect(await idleFor(stack.gateway, '/api/health')).toBe('timeout=65');
    expect(await idleFor(stack.services.identity!, '/health')).toBe('timeout=65');
  });
});

describe('gateway with a service down', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(['identity']);
  });
  afterAll(() => stack.close());

  it('reports the missing services as down with 503, never 500', async () => {
    const res = await stack.agent().get('/api/health').expect(503);
    expect(res.body.status).toBe('degraded');
    expect(res.body.services.identity.status).toBe('up');
    expect(res.body.services.catalog.status).toBe('down');
  });
});
