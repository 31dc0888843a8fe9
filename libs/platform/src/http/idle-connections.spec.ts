import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleConnectionsOpen } from './idle-connections';

describe('keepIdleConnectionsOpen', () => {
  it('holds an idle connection open 65 s, yet a closing server ends one that was answering a request', async () => {
    let answer: () => void = () => undefined;
    const server = http.createServer((_req, res) => {
      answer = () => res.end('done');
    });
    keepIdleConnectionsOpen(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    const answered = new Promise<http.IncomingMessage>((resolve) =>
      http.get({ host: '127.0.0.1', port, agent }, resolve),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = new Promise<number>((resolve) => {
      const started = Date.now();
      server.close(() => resolve(Date.now() - started));
    });
    answer();
    const res = await answered;
    res.resume();
    expect(res.headers['keep-alive']).toBe('timeout=65');
    expect(await closed).toBeLessThan(1_000);
    agent.destroy();
  });

  it("gives a whole request 70 s to arrive, headers 66 s: a slow sender is cut off well before Node's 5 minutes", () => {
    const server = http.createServer();
    keepIdleConnectionsOpen(server);
    expect(server.headersTimeout).toBe(66_000);
    expect(server.requestTimeout).toBe(70_000);
  });
});
