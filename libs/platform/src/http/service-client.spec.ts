import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { InternalAssertions } from './internal-assertion';
import { ServiceClient } from './service-client';

const client = new ServiceClient('billing', 'http://127.0.0.1:1', {} as InternalAssertions, 'booking');
const answer = (status: number, message?: string) => ({
  status,
  headers: {},
  body: Buffer.from(message === undefined ? '' : JSON.stringify({ statusCode: status, message })),
});

describe('ServiceClient.failure', () => {
  it('passes a 503 on as the service worded it, so the caller learns what to try again', () => {
    const failure = client.failure(answer(503, 'The database is not available right now.'));
    expect(failure.getStatus()).toBe(503);
    expect(failure.message).toBe('The database is not available right now.');
  });

  it('turns any other 5xx into a 502 naming the service', () => {
    const failure = client.failure(answer(500, 'Something went wrong on our side. Please try again.'));
    expect(failure.getStatus()).toBe(502);
    expect(failure.message).toBe(
      'The billing service failed: Something went wrong on our side. Please try again.',
    );
    expect(client.failure(answer(503)).getStatus()).toBe(502);
  });
});

describe('ServiceClient timeouts', () => {
  const server = http.createServer(() => undefined);
  let slow: ServiceClient;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const assertions = { sign: () => 'signed' } as unknown as InternalAssertions;
    slow = new ServiceClient('booking', `http://127.0.0.1:${port}`, assertions, 'gateway', 50, 1_000);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives a read its time, then says the service is not available', async () => {
    const started = Date.now();
    await expect(slow.request('GET', '/bookings')).rejects.toThrow(
      'The booking service is not available right now. Please try again.',
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('waits longer for a change, then says it may still be made', async () => {
    const started = Date.now();
    await expect(slow.request('POST', '/bookings/1/cancel', { body: {} })).rejects.toThrow(
      'The booking service did not answer in time. The change may still be made: please check before trying again.',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  });
});
