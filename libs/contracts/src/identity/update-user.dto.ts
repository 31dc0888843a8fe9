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
  @IsString({ message: 'Current password is required to change the password' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  currentPassword?: string;

  @ApiPropertyOptional({ example: 'a-new-secret', minLength: PASSWORD_MIN_LENGTH })
  @IsOptional()
  @IsString({ message: M.passwordTooShort })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  newPassword?: string;
}
