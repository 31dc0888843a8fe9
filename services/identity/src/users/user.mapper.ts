import {
  createEvent,
  EventDefinition,
  UserDto,
  UserEmailChanged,
  UserEmailChangedEvent,
  UserProfileEvent,
} from '@studio/contracts';
import { User } from './user.entity';

/** The only way a user leaves this service: listed fields, never the hash or the auth version. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    isAdmin: user.isAdmin,
    phoneNumber: user.phoneNumber,
    stripeCustomerId: user.stripeCustomerId,
    emailNotifications: user.emailNotifications,
    pushNotifications: user.pushNotifications,
    smsNotifications: user.smsNotifications,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The contact copy other services keep (notifications, billing). */
export function toProfileEvent(
  definition: EventDefinition<UserProfileEvent>,
  user: User,
  occurredAt: Date,
): UserProfileEvent {
  return createEvent(
    definition,
    {
      userId: user.id,
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      phoneNumber: user.phoneNumber,
      emailNotifications: user.emailNotifications,
      pushNotifications: user.pushNotifications,
      smsNotifications: user.smsNotifications,
    },
    occurredAt,
  );
}

/** Tells the previous address of a changed e-mail (notifications writes to it). */
export function toEmailChangedEvent(
  user: User,
  previousEmail: string,
  occurredAt: Date,
): UserEmailChangedEvent {
  return createEvent(
    UserEmailChanged,
    { userId: user.id, fullName: user.fullName, previousEmail, newEmail: user.email },
    occurredAt,
  );
}
