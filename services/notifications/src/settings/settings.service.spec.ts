import { BadRequestException, ServiceUnavailableException } from '@nestjs/common';
import { FixedClock, InMemoryAttemptStore, ServiceClients } from '@studio/platform';
import { NotificationsConfig } from '../config';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { Recipient, RecipientsRepository } from './recipients.repository';
import { SettingsService } from './settings.service';

const CALLER = { userId: 12, isAdmin: false };

const ANNOUNCED: Recipient = {
  userId: 12,
  email: 'maya@example.com',
  fullName: 'Maya Member',
  emailNotifications: false,
  pushNotifications: true,
  smsNotifications: true,
  phoneNumber: '+1 415-555-0134',
  profileObservedAt: new Date('2026-01-05T18:00:00Z'),
};

function settingsWith(identityAnswer: () => Promise<unknown>): SettingsService {
  const clients = { of: () => ({ call: identityAnswer }) } as unknown as ServiceClients;
  const recipients = { find: async () => ANNOUNCED } as unknown as RecipientsRepository;
  return new SettingsService(
    recipients,
    {} as DeliveriesService,
    clients,
    new InMemoryAttemptStore(new FixedClock(new Date('2026-01-05T18:00:00Z'))),
    new NotificationsConfig(),
  );
}

describe('SettingsService: reading the settings', () => {
  it("shows the settings as identity keeps them on the user, a profile change's included", async () => {
    const service = settingsWith(async () => ({
      id: 12,
      isAdmin: false,
      authVersion: 1,
      user: {
        ...ANNOUNCED,
        id: 12,
        username: 'maya',
        isAdmin: false,
        emailNotifications: true,
        phoneNumber: null,
        smsNotifications: false,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    }));
    expect(await service.get(CALLER)).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: false,
      phoneNumber: null,
    });
  });

  it('shows them as identity last announced them while identity cannot answer', async () => {
    const service = settingsWith(async () => {
      throw new ServiceUnavailableException('The identity service is unavailable');
    });
    expect(await service.get(CALLER)).toEqual({
      emailNotifications: false,
      pushNotifications: true,
      smsNotifications: true,
      phoneNumber: '+1 415-555-0134',
    });
  });

  it("passes identity's refusals on", async () => {
    const service = settingsWith(async () => {
      throw new BadRequestException('id must be a positive whole number');
    });
    await expect(service.get(CALLER)).rejects.toBeInstanceOf(BadRequestException);
  });
});
