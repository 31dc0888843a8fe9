import { Logger } from '@nestjs/common';
import type { Messaging } from 'firebase-admin/messaging';
import { DeliveryError } from './delivery-error';

export interface PushMessage {
  token: string;
  title: string;
  body: string;
}

/** How a push notification leaves the system; answers what became of it, or throws a DeliveryError. */
export abstract class PushChannel {
  abstract send(message: PushMessage): Promise<'sent' | 'logged'>;
}

/** The answers of FCM that say the token will never work again. */
const INVALID_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);
const PERMANENT_CODES = new Set([
  ...INVALID_TOKEN_CODES,
  'messaging/invalid-argument',
  'messaging/invalid-recipient',
]);

/** Distributed mode: Firebase Cloud Messaging through firebase-admin. */
export class FirebasePushChannel extends PushChannel {
  constructor(private readonly messaging: Pick<Messaging, 'send'>) {
    super();
  }

  async send(message: PushMessage): Promise<'sent'> {
    try {
      await this.messaging.send({
        token: message.token,
        notification: { title: message.title, body: message.body },
      });
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      throw new DeliveryError(
        `FCM: ${code ? `${code}: ` : ''}${(error as Error).message}`,
        PERMANENT_CODES.has(code),
        INVALID_TOKEN_CODES.has(code),
      );
    }
    return 'sent';
  }
}

/** Without Firebase credentials nothing leaves the machine: the push is written to the console and the log. */
export class LoggedPushChannel extends PushChannel {
  private readonly logger = new Logger('PushChannel');

  async send(message: PushMessage): Promise<'logged'> {
    this.logger.log(`push to device ${message.token.slice(0, 12)}…: ${message.title}: ${message.body}`);
    return 'logged';
  }
}
