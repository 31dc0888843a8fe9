import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH } from '../constants';
import {
  EMAIL_MAX_LENGTH,
  IDENTITY_MESSAGES as M,
  MatchesProperty,
  PASSWORD_MAX_LENGTH,
  Trim,
} from './validation';

export const PASSWORD_RESET_MESSAGES = {
  requested:
    'If your email is in our system, you will receive a password reset link shortly. Please check your email.',
  tokenValid: 'Token is valid',
  tokenInvalid: 'Invalid or expired token.',
  done: 'Your password has been reset. Please log in with your new password.',
} as const;

export class ForgotPasswordDto {
  @ApiProperty({ example: 'maya@example.com' })
  @Trim()
  @MaxLength(EMAIL_MAX_LENGTH, { message: M.invalidEmail })
  @IsEmail({}, { message: M.invalidEmail })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ example: 'q8N3v0r2mE1kX7cT9bYh4uJ6sW5aP0dLz3fG8iK2nQo' })
  @MaxLength(200, { message: PASSWORD_RESET_MESSAGES.tokenInvalid })
  @IsNotEmpty({ message: M.tokenRequired })
  @IsString({ message: M.tokenRequired })
  token: string;

  @ApiProperty({ example: 'a-new-secret', minLength: PASSWORD_MIN_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @IsString({ message: M.passwordTooShort })
  newPassword: string;

  @ApiPropertyOptional({ example: 'a-new-secret', description: 'When sent, must equal newPassword' })
  @IsOptional()
  @MatchesProperty('newPassword', { message: M.passwordsDoNotMatch })
  @IsString({ message: M.passwordsDoNotMatch })
  confirmPassword?: string;
}

export class TokenValidationDto {
  @ApiProperty({ example: true })
  valid: boolean;

  @ApiProperty({ example: PASSWORD_RESET_MESSAGES.tokenValid })
  message: string;
}
