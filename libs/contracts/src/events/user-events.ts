import { IsBoolean, IsDateString, IsEmail, IsInt, IsOptional, IsString, IsUrl } from 'class-validator';
import { DomainEvent, EventDefinition } from './domain-event';

/** A user as identity announces them: who they are, their notification channels and phone number (spec §3). */
export class UserProfileEvent extends DomainEvent {
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

  @IsString()
  username: string;

  @IsEmail()
  email: string;

  @IsString()
  fullName: string;
}

export const UserRegistered: EventDefinition<UserProfileEvent> = {
  topic: 'user-registered',
  version: 1,
  payload: UserProfileEvent,
  key: (e) => String(e.userId),
};

export const UserUpdated: EventDefinition<UserProfileEvent> = {
  topic: 'user-updated',
  version: 1,
  payload: UserProfileEvent,
  key: (e) => String(e.userId),
};

/**
 * A reset link for the account's address. No name: the address was never confirmed, so a name typed by whoever
 * opened the account must not open a mail the studio sends to it.
 */
export class PasswordResetRequestedEvent extends DomainEvent {
  @IsInt()
  userId: number;

  @IsEmail()
  email: string;

  @IsUrl({ require_tld: false })
  resetUrl: string;

  @IsDateString()
  expiresAt: string;
}

export const PasswordResetRequested: EventDefinition<PasswordResetRequestedEvent> = {
  topic: 'password-reset-requested',
  version: 1,
  payload: PasswordResetRequestedEvent,
  key: (e) => String(e.userId),
};

/** The account's e-mail address changed; the previous address is told, in case the owner did not do it. */
export class UserEmailChangedEvent extends DomainEvent {
  @IsInt()
  userId: number;

  @IsString()
  fullName: string;

  @IsEmail()
  previousEmail: string;

  @IsEmail()
  newEmail: string;
}

export const UserEmailChanged: EventDefinition<UserEmailChangedEvent> = {
  topic: 'user-email-changed',
  version: 1,
  payload: UserEmailChangedEvent,
  key: (e) => String(e.userId),
};
