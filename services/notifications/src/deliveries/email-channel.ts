import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, Transporter } from 'nodemailer';
import { DeliveryError } from './delivery-error';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** How an e-mail leaves the system; answers what became of it, or throws a DeliveryError. */
export abstract class EmailChannel {
  abstract send(message: EmailMessage): Promise<'sent' | 'logged'>;
}

/** Distributed mode: a real SMTP server (SMTP_URL). */
export class SmtpEmailChannel extends EmailChannel {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(url, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: EmailMessage): Promise<'sent'> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    } catch (error) {
      // A 5xx reply is the server refusing this message for good; anything else (4xx, no connection) may pass later.
      const code = (error as { responseCode?: number }).responseCode;
      throw new DeliveryError(`SMTP: ${(error as Error).message}`, code !== undefined && code >= 500);
    }
    return 'sent';
  }
}

/** A header's value on one line: a line break in a name that reached a subject cannot add a header (or a log line). */
function headerValue(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ');
}

/**
 * Without SMTP nothing leaves the machine: each e-mail is written as a file to a folder under DATA_DIR, which
 * only someone with access to the server's disk can read (a reset link in it works for whoever reads it).
 */
export class MailFolderEmailChannel extends EmailChannel {
  private readonly logger = new Logger('EmailChannel');

  constructor(
    private readonly folder: string,
    private readonly from: string,
  ) {
    super();
  }

  async send(message: EmailMessage): Promise<'logged'> {
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
    const file = join(this.folder, name);
    // The headers a mail client needs to open the file as it was meant: UTF-8 text (names such as José), dated.
    const headers = [
      `From: ${headerValue(this.from)}`,
      `To: ${headerValue(message.to)}`,
      `Subject: ${headerValue(message.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ];
    const text = `${headers.join('\n')}\n\n${message.text}\n`;
    // The folder is made when a write finds it missing (the first e-mail, or after someone removed it).
    await writeFile(file, text, { mode: 0o600 }).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(this.folder, { recursive: true, mode: 0o700 });
      await writeFile(file, text, { mode: 0o600 });
    });
    this.logger.log(
      `e-mail to ${headerValue(message.to)} written to ${file}: ${headerValue(message.subject)}`,
    );
    return 'logged';
  }
}
