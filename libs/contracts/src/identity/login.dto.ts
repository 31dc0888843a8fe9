import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../constants';
import { IDENTITY_MESSAGES as M, PASSWORD_MAX_LENGTH, Trim, USERNAME_MAX_LENGTH } from './validation';

export class LoginDto {
  @ApiProperty({ example: 'maya', minLength: USERNAME_MIN_LENGTH })
  @Trim()
  @MaxLength(USERNAME_MAX_LENGTH, { message: M.usernameTooLong })
  @MinLength(USERNAME_MIN_LENGTH, { message: M.usernameTooShort })
  @IsString({ message: M.usernameTooShort })
  username: string;

  @ApiProperty({ example: 'member123', minLength: PASSWORD_MIN_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @IsString({ message: M.passwordTooShort })
  password: string;
}
