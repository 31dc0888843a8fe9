import http from 'node:http';
import request from 'supertest';
import { REQUEST_ID_HEADER } from '@studio/platform';
import { startStack, Stack } from './harness';

/** Prometheus text exposition: `# HELP`/`# TYPE` lines and samples `name{labels} value`. */
function samples(text: string): string[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  for (const line of lines)
    expect(line).toMatch(/^(# (HELP|TYPE) \w+ .+|\w+(\{.*\})? (-?[\d.e+-]+|nan|[+-]inf))$/i);
  return lines.filter((line) => !line.startsWith('#'));
}

describe('metrics and request ids', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(['catalog']);
  });
  afterAll(() => stack.close());

  it('the gateway answers GET /metrics in Prometheus text, with the requests it answered by route', async () => {
    await stack.agent().get('/api/categories').expect(200);
    await stack.agent().get('/api/health/live').expect(200);
    const res = await stack.agent().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain.*version=0\.0\.4/);
    const lines = samples(res.text);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^http_requests_total\{method="GET",route="\/api\/categories",status="200",app="gateway"\} [1-9]/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^http_request_duration_seconds_count\{app="gateway",method="GET",route="\/api\/categories"\} [1-9]/,
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^http_requests_in_flight\{app="gateway"\} \d/));
    expect(lines).toContainEqual(expect.stringMatching(/^process_resident_memory_bytes \d/));
  });

  it('a service answers GET /metrics unsigned with its outbox lag, consumer lag and queue depth', async () => {
    const res = await request(stack.services.catalog!.getHttpServer()).get('/metrics').expect(200);
    const lines = samples(res.text);
    for (const name of ['outbox_pending_events', 'outbox_lag_seconds']) {
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${name}\\{app="catalog"\\} \\d`)));
    }
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^event_consumer_lag\{group="catalog",topic="booking-confirmed",app="catalog"\} \d/,
      ),
    );
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(lines).toContainEqual(`job_queue_jobs{state="${state}",app="catalog"} 0`);
    }
    expect(lines).toContainEqual('metrics_source_up{source="outbox",app="catalog"} 1');
  });

  it('does not answer /metrics to a request that came through a proxy', async () => {
    await stack.agent().get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(404);
  });

  it("carries the caller's request id to the service and answers it; makes one when none is sent", async () => {
    const sent = jest.spyOn(http, 'request');
    const res = await stack.agent().get('/api/classes').set(REQUEST_ID_HEADER, 'trace-42').expect(200);
    expect(res.headers[REQUEST_ID_HEADER]).toBe('trace-42');
    const toService = sent.mock.calls.map((call) => (call[0] as http.RequestOptions).headers ?? {});
    expect(toService).toContainEqual(expect.objectContaining({ [REQUEST_ID_HEADER]: 'trace-42' }));
    sent.mockRestore();

    // A public read answered from the gateway's memory (the second one) carries its id too.
    const cached = await stack.agent().get('/api/categories').set(REQUEST_ID_HEADER, 'trace-43').expect(200);
    expect(cached.headers[REQUEST_ID_HEADER]).toBe('trace-43');

    const made = await stack.agent().get('/api/health/live').expect(200);
    expect(made.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await stack.agent().get('/api/health/live').set(REQUEST_ID_HEADER, 'a b {"x":1}');
    expect(forged.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
