import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, IncomingMessage, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { DeliveryError } from './delivery-error';
import { MailFolderEmailChannel, SmtpEmailChannel } from './email-channel';
import { FirebasePushChannel } from './push-channel';
import { TwilioSmsChannel } from './sms-channel';

type RequestOptions<T> = RequestClient.RequestOptions<T>;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

function listenSmtp(server: SMTPServer): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

describe('SmtpEmailChannel against a local SMTP server', () => {
  let server: SMTPServer;
  let port: number;
  const received: { to: string[]; data: string }[] = [];
  let refuse = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (refuse) {
          const error = Object.assign(new Error('mailbox unavailable'), { responseCode: refuse });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    port = await listenSmtp(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands the e-mail to the server with sender, recipient, subject and text', async () => {
    const channel = new SmtpEmailChannel(`smtp://127.0.0.1:${port}`, 'Studio <no-reply@studio.test>');
    await expect(
      channel.send({ to: 'maya@example.com', subject: 'Booking confirmed: Yoga', text: 'Hi Maya' }),
    ).resolves.toBe('sent');
    expect(received.at(-1)!.to).toEqual(['maya@example.com']);
    expect(received.at(-1)!.data).toContain('Subject: Booking confirmed: Yoga');
    expect(received.at(-1)!.data).toContain('From: Studio <no-reply@studio.test>');
    expect(received.at(-1)!.data).toContain('Hi Maya');
  });

  it('keeps a subject with a line break in it to one header', async () => {
    const channel = new SmtpEmailChannel(`smtp://127.0.0.1:${port}`, 'no-reply@studio.test');
    await channel.send({
      to: 'maya@example.com',
      subject: 'Booked: ICS\r\nBcc: eve@example.com',
      text: 'Hi',
    });
    expect(received.at(-1)!.to).toEqual(['maya@example.com']);
    expect(received.at(-1)!.data).not.toMatch(/^Bcc:/m);
  });

  it('reports a 5xx refusal as permanent and a 4xx one as worth retrying', async () => {
    const channel = new SmtpEmailChannel(`smtp://127.0.0.1:${port}`, 'no-reply@studio.test');
    refuse = 550;
    const permanent = await channel
      .send({ to: 'x@example.com', subject: 's', text: 't' })
      .catch((e: DeliveryError) => e);
    refuse = 451;
    const passing = await channel
      .send({ to: 'x@example.com', subject: 's', text: 't' })
      .catch((e: DeliveryError) => e);
    refuse = 0;
    expect(permanent).toBeInstanceOf(DeliveryError);
    expect((permanent as DeliveryError).permanent).toBe(true);
    expect((passing as DeliveryError).permanent).toBe(false);
  });
});

describe('MailFolderEmailChannel', () => {
  it('writes each e-mail as a dated UTF-8 text file whose headers are one line each', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'studio-mail-')), 'mail');
    const channel = new MailFolderEmailChannel(folder, 'no-reply@studio.test');
    await channel.send({
      to: 'maya@example.com',
      subject: 'Booked: ICS\r\nBcc: eve@example.com',
      text: 'Hi\n\nBye',
    });
    const [file] = readdirSync(folder);
    const [head, body] = readFileSync(join(folder, file), 'utf8').split('\n\n', 2);
    expect(head.split('\n')).toEqual([
      'From: no-reply@studio.test',
      'To: maya@example.com',
      'Subject: Booked: ICS Bcc: eve@example.com',
      expect.stringMatching(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ]);
    expect(body).toBe('Hi');
  });
});

describe("TwilioSmsChannel against a local double of Twilio's Messages API", () => {
  let server: Server;
  let port: number;
  const requests: { path: string; auth: string; form: URLSearchParams }[] = [];
  let answer: { status: number; body: object } = { status: 201, body: { sid: 'SM1', status: 'queued' } };
  const sid = `AC${'a'.repeat(32)}`;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      requests.push({
        path: req.url ?? '',
        auth: req.headers.authorization ?? '',
        form: new URLSearchParams(await readBody(req)),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    port = await listen(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The SDK's own client, its requests sent to the local double instead of api.twilio.com. */
  function channel(from = '+15005550006'): TwilioSmsChannel {
    class LocalRequestClient extends twilio.RequestClient {
      override request<T>(opts: RequestOptions<T>) {
        return super.request({
          ...opts,
          uri: opts.uri.replace(/^https:\/\/[^/]+/, `http://127.0.0.1:${port}`),
        });
      }
    }
    return new TwilioSmsChannel(
      twilio(sid, 'secret-auth-token', { httpClient: new LocalRequestClient() }),
      from,
    );
  }

  it("posts To, From and Body to the account's Messages resource with basic auth", async () => {
    answer = { status: 201, body: { sid: 'SM1', status: 'queued' } };
    await expect(channel().send({ to: '+14155550134', text: 'Studio: hello' })).resolves.toBe('sent');
    const last = requests.at(-1)!;
    expect(last.path).toBe(`/2010-04-01/Accounts/${sid}/Messages.json`);
    expect(last.auth).toBe(`Basic ${Buffer.from(`${sid}:secret-auth-token`).toString('base64')}`);
    expect(Object.fromEntries(last.form)).toEqual({
      To: '+14155550134',
      From: '+15005550006',
      Body: 'Studio: hello',
    });
  });

  it('sends from a messaging service when TWILIO_FROM is one', async () => {
    const service = `MG${'b'.repeat(32)}`;
    await channel(service).send({ to: '+14155550134', text: 'hi' });
    expect(requests.at(-1)!.form.get('MessagingServiceSid')).toBe(service);
  });

  it('reports a refused number as permanent and a server error as worth retrying', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not valid.", status: 400 } };
    const refused = await channel()
      .send({ to: '+14155550134', text: 'x' })
      .catch((e: DeliveryError) => e);
    answer = { status: 503, body: { code: 20503, message: 'Service unavailable', status: 503 } };
    const down = await channel()
      .send({ to: '+14155550134', text: 'x' })
      .catch((e: DeliveryError) => e);
    expect(refused).toMatchObject({ permanent: true });
    expect((refused as Error).message).toContain("The 'To' number is not valid.");
    expect(down).toMatchObject({ permanent: false });
  });
});

describe('FirebasePushChannel with a fake of getMessaging()', () => {
  it('sends the notification to the token', async () => {
    const send = jest.fn(async () => 'projects/p/messages/1');
    await expect(
      new FirebasePushChannel({ send }).send({ token: 'tok', title: 'T', body: 'B' }),
    ).resolves.toBe('sent');
    expect(send).toHaveBeenCalledWith({ token: 'tok', notification: { title: 'T', body: 'B' } });
  });

  it('marks an unregistered token invalid and a passing outage as worth retrying', async () => {
    const failing = (code: string) =>
      new FirebasePushChannel({
        send: async () => {
          throw Object.assign(new Error('boom'), { code });
        },
      });
    const gone = await failing('messaging/registration-token-not-registered')
      .send({ token: 't', title: 'T', body: 'B' })
      .catch((e: DeliveryError) => e);
    const outage = await failing('messaging/unavailable')
      .send({ token: 't', title: 'T', body: 'B' })
      .catch((e: DeliveryError) => e);
    expect(gone).toMatchObject({ permanent: true, invalidToken: true });
    expect(outage).toMatchObject({ permanent: false, invalidToken: false });
  });
});
