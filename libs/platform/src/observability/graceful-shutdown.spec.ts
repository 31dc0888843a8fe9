import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eventually } from '../testing';
import { installGracefulShutdown } from './graceful-shutdown';
import { HttpObserver } from './http-observer';
import { AppMetrics } from './metrics';

@Module({})
class EmptyModule {}

/** An app answering every request 'ok', with the ordered stop installed as every app has it. */
async function startApp(): Promise<{ app: NestExpressApplication; observer: HttpObserver; port: number }> {
  const app = await NestFactory.create<NestExpressApplication>(EmptyModule, { logger: false });
  const observer = new HttpObserver(new AppMetrics('shutdown-test'), false);
  observer.attach(app.getHttpServer());
  app.use((_req: unknown, res: { end: (body: string) => void }) => res.end('ok'));
  installGracefulShutdown(app, observer, 'shutdown-test', 2_000);
  await app.listen(0, '127.0.0.1');
  return { app, observer, port: ((app.getHttpServer() as Server).address() as AddressInfo).port };
}

const REQUEST = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n';

describe('installGracefulShutdown', () => {
  it("makes app.close() of a Nest application the ordered stop (Nest's proxy drops a plain assignment)", async () => {
    const { app, observer } = await startApp();
    const draining = jest.spyOn(observer, 'beginDraining');
    await app.close();
    expect(draining).toHaveBeenCalled();
    expect(app.getHttpServer().listening).toBe(false);
  });

  it('answers a request sent on an open connection just after the stop began, telling the client to close', async () => {
    const { app, port } = await startApp();
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise<string>((resolve) => {
      socket.on('close', () => resolve(received));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    socket.write(REQUEST);
    await eventually(() => expect(received).toContain('\r\n\r\nok'));

    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write(REQUEST);
    const answers = await ended;
    expect(answers.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(answers).toContain('Connection: close');
    await closed;
  });
});
