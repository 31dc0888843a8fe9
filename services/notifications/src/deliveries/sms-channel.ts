import { Logger } from '@nestjs/common';
import twilio from 'twilio';
import { DeliveryError } from './delivery-error';

export interface SmsMessage {
  /** E.164. */
  to: string;
  text: string;
}

/** How a text leaves the system; answers what became of it, or throws a DeliveryError. */
export abstract class SmsChannel {
  abstract send(message: SmsMessage): Promise<'sent' | 'logged'>;
}

type TwilioClient = ReturnType<typeof twilio>;

/** Distributed mode: Twilio's Messages API. */
export class TwilioSmsChannel extends SmsChannel {
  constructor(
    private readonly client: TwilioClient,
    private readonly from: string,
  ) {
    super();
  }

  async send(message: SmsMessage): Promise<'sent'> {
    const sender = this.from.startsWith('MG') ? { messagingServiceSid: this.from } : { from: this.from };
    try {
      await this.client.messages.create({ to: message.to, body: message.text, ...sender });
    } catch (error) {
      const status = (error as { status?: number }).status;
      // 4xx other than 429 is Twilio refusing this message (bad number, unsubscribed): no retry helps.
      const permanent = status !== undefined && status >= 400 && status < 500 && status !== 429;
      throw new DeliveryError(`Twilio: ${(error as Error).message}`, permanent);
    }
    return 'sent';
  }
}

/** Without Twilio settings nothing leaves the machine: the text is written to the console and the delivery log. */
export class LoggedSmsChannel extends SmsChannel {
  private readonly logger = new Logger('SmsChannel');

  async send(message: SmsMessage): Promise<'logged'> {
    this.logger.log(`SMS to ${message.to}: ${message.text}`);
    return 'logged';
  }
}
