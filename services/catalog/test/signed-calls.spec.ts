import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { CALLER_ASSERTION_HEADER, InternalAssertions } from '@studio/platform';
import { ADMIN, startCatalog } from './catalog-test-app';

const REFUSED = {
  statusCode: 401,
  message: 'This service answers signed internal calls only',
  error: 'Unauthorized',
};

describe('catalog service: only signed internal calls are answered', () => {
  let app: INestApplication;
  let server: ReturnType<INestApplication['getHttpServer']>;

  beforeAll(async () => {
    ({ app } = await startCatalog());
    server = app.getHttpServer();
  });
  afterAll(() => app.close());

  it('refuses a request without an assertion, even to a public read', async () => {
    const res = await request(server).get('/classes').expect(401);
    expect(res.body).toEqual(REFUSED);
  });

  it('gives forged caller headers nothing: an admin write with them is refused and changes nothing', async () => {
    await request(server)
      .post('/admin/categories')
      .set({ 'x-caller-id': '1', 'x-caller-admin': 'true' })
      .send({ name: 'Forged category' })
      .expect(401);
    const list = await request(server).get('/categories').set(ADMIN).expect(200);
    expect(list.body.map((c: { name: string }) => c.name)).not.toContain('Forged category');
  });

  it('refuses an assertion signed with another secret, tampered with, or expired', async () => {
    const other = new InternalAssertions('another-secret-of-at-least-thirty-two-chars');
    await request(server)
      .get('/admin/trainers')
      .set(CALLER_ASSERTION_HEADER, other.sign('gateway', { userId: 1, isAdmin: true }))
      .expect(401);
    const [version, payload, signature] = ADMIN[CALLER_ASSERTION_HEADER].split('.');
    const raised = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 2 }),
    ).toString('base64url');
    await request(server)
      .get('/admin/trainers')
      .set(CALLER_ASSERTION_HEADER, `${version}.${raised}.${signature}`)
      .expect(401);
    const ours = new InternalAssertions(process.env.INTERNAL_SECRET!);
    const expired = ours.sign('gateway', { userId: 1, isAdmin: true }, Date.now() - 60_000);
    await request(server).get('/admin/trainers').set(CALLER_ASSERTION_HEADER, expired).expect(401);
    const fresh = ours.sign('gateway', { userId: 1, isAdmin: true });
    await request(server).get('/admin/trainers').set(CALLER_ASSERTION_HEADER, fresh).expect(200);
  });

  it('answers the health probes without an assertion', async () => {
    await request(server).get('/health').expect(200);
  });
});
