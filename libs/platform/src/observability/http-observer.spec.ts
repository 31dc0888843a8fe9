import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { HttpObserver, isPrivateAddress, loggablePath } from './http-observer';
import { JsonLogger } from './json-logger';
import { AppMetrics } from './metrics';

describe('loggablePath', () => {
  it('keeps the path without its query', () => {
    expect(loggablePath({ originalUrl: '/api/bookings/12?x=1', url: '/12', params: { id: '12' } })).toBe(
      '/api/bookings/12',
    );
  });

  it('replaces secret path parameters (a reset token, a calendar feed token) with their names', () => {
    expect(
      loggablePath({
        originalUrl: '/api/validate-reset-token/TIY3RTe4GjPt-x_9',
        url: '/api/validate-reset-token/TIY3RTe4GjPt-x_9',
        params: { token: 'TIY3RTe4GjPt-x_9' },
      }),
    ).toBe('/api/validate-reset-token/:token');
    expect(
      loggablePath({
        originalUrl: '/api/calendar/2.1.a%2Fb',
        url: '/api/calendar/2.1.a%2Fb',
        params: { token: '2.1.a/b' },
      }),
    ).toBe('/api/calendar/:token');
  });

  it('leaves a path whose parameters are not secrets as it is', () => {
    expect(loggablePath({ originalUrl: '/internal/users/7/auth', url: '/7/auth', params: { id: '7' } })).toBe(
      '/internal/users/7/auth',
    );
  });
});

describe('HttpObserver request log', () => {
  it("names its own app, not the one Nest's shared logger was last given (embedded mode runs seven in a process)", async () => {
    const format = process.env.LOG_FORMAT;
    process.env.LOG_FORMAT = 'json';
    const written: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const observer = new HttpObserver(new AppMetrics('gateway'), true);
      Logger.overrideLogger(new JsonLogger('fitness'));
      const server = http.createServer((_req, res) => res.end('ok'));
      observer.attach(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/api/classes`);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const line = written.map((w) => JSON.parse(w)).find((entry) => entry.message?.msg === 'request');
      expect(line).toMatchObject({ app: 'gateway', context: 'http', message: { path: '/api/classes' } });
    } finally {
      write.mockRestore();
      Logger.overrideLogger(new ConsoleLogger());
      process.env.LOG_FORMAT = format;
    }
  });
});

describe('GET /metrics', () => {
  it('is answered on this host and private networks only (IPv4, IPv6 and IPv4-mapped peers)', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.42.0.7',
      '172.18.0.3',
      '192.168.1.20',
      'fd00::5',
      'fe80::1',
    ]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['203.0.113.9', '::ffff:8.8.8.8', '172.32.0.1', '2001:db8::1', '', undefined]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });

  it('answers 404 to a peer on a public address, as to any path the app does not serve', async () => {
    const endpoint = new HttpObserver(new AppMetrics('gateway'), false).metricsEndpoint();
    const answer = (remoteAddress: string) => {
      const res = {
        statusCode: 200,
        body: '' as unknown,
        status(code: number) {
          this.statusCode = code;
          return this;
        },
        json(body: unknown) {
          this.body = body;
        },
        setHeader: () => undefined,
        type() {
          return this;
        },
        send(body: unknown) {
          this.body = body;
        },
      };
      const req = { path: '/metrics', method: 'GET', headers: {}, socket: { remoteAddress } };
      return endpoint(req as never, res as never, () => undefined).then(() => res);
    };
    expect((await answer('203.0.113.9')).statusCode).toBe(404);
    const local = await answer('::ffff:10.0.0.4');
    expect(local.statusCode).toBe(200);
    expect(String(local.body)).toContain('http_requests_total');
  });
});
