import { Injectable, OnModuleInit } from '@nestjs/common';
import { NotificationSettingsChanged } from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import { UsersRepository } from './users.repository';

/**
 * The notification settings a member saves in the panel (kept by notifications) are the user's flags and phone
 * number here too (spec §3), so GET /api/user and the panel agree.
 */
@Injectable()
export class NotificationSettingsConsumer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly users: UsersRepository,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on(NotificationSettingsChanged, (event, em) =>
      this.users.applyNotificationSettings(em, event.userId, {
        emailNotifications: event.emailNotifications,
        pushNotifications: event.pushNotifications,
        smsNotifications: event.smsNotifications,
        phoneNumber: event.phoneNumber ?? null,
      }),
    );
  }
}
