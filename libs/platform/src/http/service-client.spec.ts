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
