import { ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { OmittableField } from '../common/validation';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { RegisterDto } from './register.dto';
import { IDENTITY_MESSAGES as M, PASSWORD_MAX_LENGTH } from './validation';

/**
 * The caller's own profile fields. `id` and `isAdmin` are not fields of it (dropped by validation); a field
 * may be left out, but null is checked by the field's rules (only phoneNumber may be null). The e-mail and
 * the password change only together with the right `currentPassword`.
 */
export class UpdateUserDto extends PartialType(OmitType(RegisterDto, ['password'] as const), {
  skipNullProperties: false,
}) {
  @ApiPropertyOptional({
    example: 'member123',
    description: 'Required when newPassword is given or the e-mail changes',
  })
  @OmittableField()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @IsString({ message: 'Current password must be text' })
  currentPassword?: string;

  @ApiPropertyOptional({ example: 'a-new-secret', minLength: PASSWORD_MIN_LENGTH })
  @OmittableField()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @IsString({ message: M.passwordTooShort })
  newPassword?: string;
}
