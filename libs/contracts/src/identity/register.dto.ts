import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import {
  AllVisible,
  NoLookAlikes,
  NullableField,
  OmittableField,
  OneLine,
  SingleLine,
} from '../common/validation';
import { FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../constants';
import {
  EMAIL_MAX_LENGTH,
  EmptyToNull,
  FULL_NAME_MAX_LENGTH,
  IDENTITY_MESSAGES as M,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  Trim,
  USERNAME_MAX_LENGTH,
} from './validation';

/**
 * A new account. An `isAdmin` field in the payload is dropped by validation: only an admin's promote call
 * makes an admin.
 */
export class RegisterDto {
  @ApiProperty({ example: 'maya', minLength: USERNAME_MIN_LENGTH, maxLength: USERNAME_MAX_LENGTH })
  @Trim()
  @MaxLength(USERNAME_MAX_LENGTH, { message: M.usernameTooLong })
  @MinLength(USERNAME_MIN_LENGTH, { message: M.usernameTooShort })
  @NoLookAlikes('Username')
  @AllVisible('Username')
  @SingleLine('Username')
  @IsString({ message: M.usernameTooShort })
  username: string;

  @ApiProperty({ example: 'member123', minLength: PASSWORD_MIN_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @IsString({ message: M.passwordTooShort })
  password: string;

  @ApiProperty({ example: 'maya@example.com' })
  @Trim()
  @MaxLength(EMAIL_MAX_LENGTH, { message: M.invalidEmail })
  // A quoted local part may hold line breaks, terminal escapes or direction marks: the address goes into mail
  // headers, logs and the admin's user list.
  @OneLine(M.invalidEmail)
  @IsEmail({}, { message: M.invalidEmail })
  email: string;

  @ApiProperty({ example: 'Maya Member', minLength: FULL_NAME_MIN_LENGTH })
  @Trim()
  @MaxLength(FULL_NAME_MAX_LENGTH, { message: M.fullNameTooLong })
  @MinLength(FULL_NAME_MIN_LENGTH, { message: M.fullNameTooShort })
  @SingleLine('Full name')
  @IsString({ message: M.fullNameTooShort })
  fullName: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+1 415-555-0134' })
  @EmptyToNull()
  @NullableField()
  @MaxLength(PHONE_MAX_LENGTH, { message: M.phoneTooLong })
  @AllVisible('Phone number')
  @SingleLine('Phone number')
  @IsString({ message: 'Phone number must be text' })
  phoneNumber?: string | null;

  @ApiPropertyOptional({ default: true })
  @OmittableField()
  @IsBoolean({ message: 'emailNotifications must be true or false' })
  emailNotifications?: boolean;

  @ApiPropertyOptional({ default: true })
  @OmittableField()
  @IsBoolean({ message: 'pushNotifications must be true or false' })
  pushNotifications?: boolean;

  @ApiPropertyOptional({ default: false })
  @OmittableField()
  @IsBoolean({ message: 'smsNotifications must be true or false' })
  smsNotifications?: boolean;
}
