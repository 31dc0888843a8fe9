import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { DomainEvent, EventDefinition } from './domain-event';

/**
 * A member saved their notification settings (spec §2 panel). Identity keeps the same flags and phone number on
 * the user (spec §3), so that GET /api/user agrees with the panel.
 */
export class NotificationSettingsChangedEvent extends DomainEvent {
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

export const NotificationSettingsChanged: EventDefinition<NotificationSettingsChangedEvent> = {
  topic: 'notification-settings-changed',
  version: 1,
  payload: NotificationSettingsChangedEvent,
  key: (e) => String(e.userId),
};
