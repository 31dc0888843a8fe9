import { ServiceClients } from '@studio/platform';
import { startStack, Stack } from './harness';

describe('gateway health probes', () => {
  let stack: Stack;
  let identityCalls: jest.SpyInstance;
  beforeAll(async () => {
    stack = await startStack(['identity']);
    identityCalls = jest.spyOn(stack.gateway.get(ServiceClients).of('identity'), 'request');
  });
  afterAll(() => stack.close());

  it('answers liveness at once without asking any service, even with services down', async () => {
    const res = await stack.agent().get('/api/health/live').expect(200);
    expect(res.body).toEqual({ status: 'up' });
    expect(identityCalls).not.toHaveBeenCalled();
  });

  it('asks each service once for a burst of readiness probes and gives them all the same answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stack.agent().get(i % 2 ? '/api/health' : '/api/health/ready')),
    );
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('degraded');
      expect(res.body.services.identity.status).toBe('up');
      expect(res.body.services.catalog.status).toBe('down');
    }
    expect(identityCalls).toHaveBeenCalledTimes(1);
  });
});
