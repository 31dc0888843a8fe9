import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { DomainEvent, EventDefinition } from './domain-event';

/**
 * A member's notification channels and phone number (spec §3 user), as the events that tell them carry them:
 * notifications' settings panel and identity's profile events.
 */
export abstract class NotificationPreferencesEvent extends DomainEvent {
  @IsInt()
  userId: number;

  @IsBoolean()
  emailNotifications: boolean;

  @IsBoolean()
  pushNotifications: boolean;

  @IsBoolean()
  smsNotifications: boolean;

  @IsOptional()
  @IsString()
  phoneNumber: string | null;
}

/**
 * A member saved their notification settings (spec §2 panel). Identity keeps the same flags and phone number on
 * the user (spec §3), so that GET /api/user agrees with the panel.
 */
export class NotificationSettingsChangedEvent extends NotificationPreferencesEvent {}

export const NotificationSettingsChanged: EventDefinition<NotificationSettingsChangedEvent> = {
  topic: 'notification-settings-changed',
  version: 1,
  payload: NotificationSettingsChangedEvent,
  key: (e) => String(e.userId),
};
