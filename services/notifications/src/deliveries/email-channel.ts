import { Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** How an e-mail leaves the system; answers what became of it, or throws when the provider refused it. */
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
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    return 'sent';
  }
}

/** Embedded mode: nothing leaves the machine; the delivery log is the outbox a developer reads. */
export class LogOnlyEmailChannel extends EmailChannel {
  private readonly logger = new Logger('EmailChannel');

  async send(message: EmailMessage): Promise<'logged'> {
    this.logger.log(`e-mail to ${message.to} written to the delivery log: ${message.subject}`);
    return 'logged';
  }
}
