import { startStack, Stack } from './harness';

describe('GET /api/membership-plans', () => {
  let stack: Stack;
  beforeAll(async () => {
    // A database of its own: other specs add plans to the shared one, and the demo plans are seeded only into
    // an empty table.
    process.env.DATABASE_URL = `${process.env.DATABASE_URL}plans`;
    process.env.SEED_DEMO = 'true';
    stack = await startStack(['billing']);
  });
  afterAll(async () => {
    process.env.SEED_DEMO = 'false';
    await stack.close();
  });

  it('lists the plans for anyone, by priority, without internal fields', async () => {
    const res = await stack.agent().get('/api/membership-plans').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    const priorities = res.body.map((p: { priority: number }) => p.priority);
    expect([...priorities].sort((a, b) => a - b)).toEqual(priorities);
    expect(res.body[0]).not.toHaveProperty('priceCents');
  });
});
