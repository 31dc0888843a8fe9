import { ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { RegisterDto } from './register.dto';
import { IDENTITY_MESSAGES as M, PASSWORD_MAX_LENGTH } from './validation';

/**
 * The caller's own profile fields. `id` and `isAdmin` are not fields of it (dropped by validation); the
 * password changes only with `newPassword` together with the right `currentPassword`.
 */
export class UpdateUserDto extends PartialType(OmitType(RegisterDto, ['password'] as const)) {
  @ApiPropertyOptional({ example: 'member123', description: 'Required when newPassword is given' })
  @IsOptional()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @IsString({ message: 'Current password is required to change the password' })
  currentPassword?: string;

  @ApiPropertyOptional({ example: 'a-new-secret', minLength: PASSWORD_MIN_LENGTH })
  @IsOptional()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @IsString({ message: M.passwordTooShort })
  newPassword?: string;
}
