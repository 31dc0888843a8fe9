import { ApiProperty } from '@nestjs/swagger';

/** A user as every API answer shows them: never a password, hash, token or auth version. */
export class UserDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'maya' })
  username: string;

  @ApiProperty({ example: 'Maya Member' })
  fullName: string;

  @ApiProperty({ example: 'maya@example.com' })
  email: string;

  @ApiProperty({ example: false })
  isAdmin: boolean;

  @ApiProperty({ type: String, nullable: true, example: '+1 415-555-0134' })
  phoneNumber: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'cus_QbD1n5tK3mZ8aX',
    description:
      "The member's customer at the card processor, once billing has made one (a card kept or paid with)",
  })
  stripeCustomerId: string | null;

  @ApiProperty({ example: true })
  emailNotifications: boolean;

  @ApiProperty({ example: true })
  pushNotifications: boolean;

  @ApiProperty({ example: false })
  smsNotifications: boolean;

  @ApiProperty({ example: '2026-01-05T18:30:00.000Z' })
  createdAt: string;
}

/** What the gateway needs on every request to trust a session (internal). */
export class AuthSnapshotDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: false })
  isAdmin: boolean;

  @ApiProperty({ example: 1, description: 'Bumped when the password changes, which ends older sessions' })
  authVersion: number;

  @ApiProperty({
    type: () => UserDto,
    description: 'The user as GET /api/user answers it, so the gateway needs no second call for it',
  })
  user: UserDto;
}

/** A user after notifications saved their channels and phone number, and when (internal). */
export class SavedNotificationPreferencesDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;

  @ApiProperty({
    example: '2026-01-05T18:30:00.000Z',
    description: 'The time the user-updated event of the change carries, to order it among the others',
  })
  savedAt: string;
}

/** Answer of identity's internal login and registration: the user plus what the session records (internal). */
export class AuthenticatedUserDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;

  @ApiProperty({ example: 1 })
  authVersion: number;

  /**
   * Kept by the browser (an HttpOnly cookie sent only to the login): its next logins to this account are not refused
   * for the failures others' guesses ran up from elsewhere, only for its own address's.
   */
  @ApiProperty()
  deviceToken: string;
}

export class AuthMessageDto {
  @ApiProperty({ example: 'Logged out successfully' })
  message: string;
}
