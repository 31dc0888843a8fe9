import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../constants';
import { IDENTITY_MESSAGES as M, PASSWORD_MAX_LENGTH, Trim, USERNAME_MAX_LENGTH } from './validation';

export class LoginDto {
  @ApiProperty({ example: 'maya', minLength: USERNAME_MIN_LENGTH })
  @Trim()
  @IsString({ message: M.usernameTooShort })
  @MinLength(USERNAME_MIN_LENGTH, { message: M.usernameTooShort })
  @MaxLength(USERNAME_MAX_LENGTH, { message: M.usernameTooLong })
  username: string;

  @ApiProperty({ example: 'member123', minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: M.passwordTooShort })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  password: string;
}
