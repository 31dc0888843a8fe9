import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LoginDto } from './login.dto';
import { RegisterDto } from './register.dto';

const CLIENT_ADDRESS_REQUIRED = 'clientAddress is required';

/** The client's address as the gateway sees it; identity counts login and registration attempts by it. */
export class ClientAddressDto {
  @ApiProperty({ example: '203.0.113.7' })
  @MaxLength(100, { message: 'clientAddress must be at most 100 characters' })
  @IsNotEmpty({ message: CLIENT_ADDRESS_REQUIRED })
  @IsString({ message: CLIENT_ADDRESS_REQUIRED })
  clientAddress: string;
}

/** The device token the browser kept from an earlier login (see AuthenticatedUserDto.deviceToken). */
export class LoginDeviceDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(512, { message: 'deviceToken must be at most 512 characters' })
  @IsString({ message: 'deviceToken must be a string' })
  deviceToken?: string;
}

/** A login as the gateway hands it to identity (internal). */
export class InternalLoginDto extends IntersectionType(
  IntersectionType(LoginDto, ClientAddressDto),
  LoginDeviceDto,
) {}

/** A registration as the gateway hands it to identity (internal). */
export class InternalRegisterDto extends IntersectionType(RegisterDto, ClientAddressDto) {}
