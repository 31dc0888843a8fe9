import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { cert, initializeApp, ServiceAccount } from 'firebase-admin/app';
import { getMessaging } from 'firebase-admin/messaging';
import twilio from 'twilio';
import { NotificationsConfig } from '../config';
import { EmailChannel, MailFolderEmailChannel, SmtpEmailChannel } from './email-channel';
import { FirebasePushChannel, LoggedPushChannel, PushChannel } from './push-channel';
import { LoggedSmsChannel, SmsChannel, TwilioSmsChannel } from './sms-channel';

export function emailChannelFor(config: NotificationsConfig): EmailChannel {
  return config.SMTP_URL
    ? new SmtpEmailChannel(config.SMTP_URL, config.SMTP_FROM)
    : new MailFolderEmailChannel(join(config.DATA_DIR, 'mail'), config.SMTP_FROM);
}

export function smsChannelFor(config: NotificationsConfig): SmsChannel {
  if (!config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN || !config.TWILIO_FROM)
    return new LoggedSmsChannel();
  return new TwilioSmsChannel(
    twilio(config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN),
    config.TWILIO_FROM,
  );
}

/** FIREBASE_CREDENTIALS holds the service account's JSON, or the path of its file. */
function serviceAccount(value: string): ServiceAccount {
  const text = value.trimStart().startsWith('{') ? value : readFileSync(value, 'utf8');
  try {
    return JSON.parse(text) as ServiceAccount;
  } catch {
    throw new Error('FIREBASE_CREDENTIALS must be a service account JSON or the path of its file');
  }
}

export function pushChannelFor(config: NotificationsConfig): PushChannel {
  if (!config.FIREBASE_CREDENTIALS) return new LoggedPushChannel();
  // Its own named app, so that several apps in one process (embedded mode, tests) never share one.
  const app = initializeApp(
    { credential: cert(serviceAccount(config.FIREBASE_CREDENTIALS)) },
    `notifications-${randomUUID()}`,
  );
  return new FirebasePushChannel(getMessaging(app));
}
