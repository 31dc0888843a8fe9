import { FixedClock, JobQueue } from '@studio/platform';
import { NotificationsConfig } from '../config';
import { DeviceRow, DevicesRepository } from '../devices/devices.repository';
import { AttemptsSoFar, DeliveriesRepository, NewDelivery } from './deliveries.repository';
import { DeliveriesService, OutgoingMessage } from './deliveries.service';
import { Delivery } from './delivery.entity';
import { DeliveryError } from './delivery-error';
import { EmailChannel } from './email-channel';
import { PushChannel, PushMessage } from './push-channel';
import { SmsChannel, SmsMessage } from './sms-channel';

class FakeLog {
  readonly rows: NewDelivery[] = [];
  /** Each message finished, in order: no longer kept as queued. */
  readonly finished: string[] = [];

  async record(delivery: NewDelivery, finished: boolean): Promise<Delivery> {
    this.rows.push(delivery);
    if (finished) this.finished.push(delivery.messageKey!);
    return Object.assign(new Delivery(), delivery, { id: this.rows.length });
  }

  async finish(key: string): Promise<void> {
    this.finished.push(key);
  }

  async attemptsOf(key: string): Promise<AttemptsSoFar> {
    const mine = this.rows.filter((r) => r.messageKey === key);
    return { count: mine.length, done: mine.some((r) => r.status !== 'failed') };
  }
}

class ScriptedSms extends SmsChannel {
  readonly sent: SmsMessage[] = [];
  constructor(private readonly outcomes: Array<'sent' | DeliveryError>) {
    super();
  }

  async send(message: SmsMessage): Promise<'sent'> {
    const next = this.outcomes.shift() ?? 'sent';
    if (next instanceof DeliveryError) throw next;
    this.sent.push(message);
    return 'sent';
  }
}

class ScriptedPush extends PushChannel {
  readonly sent: PushMessage[] = [];
  failWith?: DeliveryError;

  async send(message: PushMessage): Promise<'sent'> {
    if (this.failWith) throw this.failWith;
    this.sent.push(message);
    return 'sent';
  }
}

const device: DeviceRow = {
  id: 4,
  userId: 12,
  deviceToken: 'tok-4',
  deviceType: 'ios',
  isActive: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  lastUsed: new Date('2026-01-01T00:00:00Z'),
};

function sms(): OutgoingMessage {
  return {
    key: 'evt-1:sms:+14155550134',
    kind: 'booking-confirmed',
    userId: 12,
    channel: 'sms',
    recipient: '+14155550134',
    address: '+14155550134',
    subject: 'Booking confirmed: Yoga',
    body: "Studio: you're booked",
    eventId: '0d9f3a52-6a0e-4c1b-9a43-5f1d2b7c8e90',
  };
}

function push(): OutgoingMessage {
  return {
    ...sms(),
    key: 'evt-1:push:4',
    channel: 'push',
    recipient: 'device #4',
    address: 'tok-4',
    deviceId: 4,
  };
}

function setUp(smsOutcomes: Array<'sent' | DeliveryError> = []) {
  const log = new FakeLog();
  const smsChannel = new ScriptedSms(smsOutcomes);
  const pushChannel = new ScriptedPush();
  const current: { row: DeviceRow | null } = { row: { ...device } };
  const devices = {
    set row(row: DeviceRow | null) {
      current.row = row;
    },
    findById: jest.fn(async (): Promise<DeviceRow | null> => current.row),
    deactivateToken: jest.fn(),
    markUsed: jest.fn(),
  };
  const config = Object.assign(new NotificationsConfig(), { DELIVERY_ATTEMPTS: 3 });
  const service = new DeliveriesService(
    log as unknown as DeliveriesRepository,
    devices as unknown as DevicesRepository,
    {} as EmailChannel,
    smsChannel,
    pushChannel,
    {} as JobQueue,
    new FixedClock(new Date('2026-01-05T18:00:00Z')),
    config,
  );
  return { log, smsChannel, pushChannel, devices, service };
}

describe('DeliveriesService.deliver', () => {
  it('records each try; a passing failure is thrown for the queue to retry, then the message goes once', async () => {
    const { log, smsChannel, service } = setUp([new DeliveryError('Twilio: 503', false)]);
    await expect(service.deliver(sms())).rejects.toThrow('Twilio: 503');
    await service.deliver(sms());
    await service.deliver(sms());
    expect(smsChannel.sent).toHaveLength(1);
    expect(log.rows.map((r) => [r.attempt, r.status, r.error])).toEqual([
      [1, 'failed', 'Twilio: 503'],
      [2, 'sent', null],
    ]);
    expect(log.rows[0].messageKey).toMatch(/^[0-9a-f]{64}$/);
    expect(log.rows[0]).toMatchObject({ kind: 'booking-confirmed', recipient: '+14155550134' });
    // Kept as queued through the retry; finished by the try that sent it (and again by the repeat).
    expect(log.finished).toEqual([log.rows[0].messageKey, log.rows[0].messageKey]);
  });

  it('stops after DELIVERY_ATTEMPTS tries and leaves the message failed', async () => {
    const failing = () => new DeliveryError('Twilio: 500', false);
    const { log, service } = setUp([failing(), failing(), failing()]);
    await expect(service.deliver(sms())).rejects.toThrow();
    await expect(service.deliver(sms())).rejects.toThrow();
    await expect(service.deliver(sms())).resolves.toBeUndefined();
    expect(log.rows.map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);
    expect(log.finished).toEqual([log.rows[2].messageKey]);
  });

  it('does not retry what the provider refused for good', async () => {
    const { log, service } = setUp([new DeliveryError('Twilio: invalid To number', true)]);
    await expect(service.deliver(sms())).resolves.toBeUndefined();
    expect(log.rows).toEqual([expect.objectContaining({ status: 'failed', attempt: 1 })]);
  });

  it('deactivates a push token the push service reports as invalid', async () => {
    const { log, pushChannel, devices, service } = setUp();
    pushChannel.failWith = new DeliveryError('FCM: messaging/registration-token-not-registered', true, true);
    await service.deliver(push());
    expect(devices.deactivateToken).toHaveBeenCalledWith('tok-4');
    expect(log.rows[0]).toMatchObject({ channel: 'push', recipient: 'device #4', status: 'failed' });
  });

  it('marks the device used after a push, and skips a device deactivated or moved since queueing', async () => {
    const { log, pushChannel, devices, service } = setUp();
    await service.deliver(push());
    expect(pushChannel.sent).toEqual([
      { token: 'tok-4', title: 'Booking confirmed: Yoga', body: "Studio: you're booked" },
    ]);
    expect(devices.markUsed).toHaveBeenCalledWith(4, new Date('2026-01-05T18:00:00Z'));

    devices.row = { ...device, userId: 99 };
    await service.deliver({ ...push(), key: 'evt-2:push:4' });
    devices.row = { ...device, isActive: false };
    await service.deliver({ ...push(), key: 'evt-3:push:4' });
    expect(pushChannel.sent).toHaveLength(1);
    expect(log.rows).toHaveLength(1);
  });
});
