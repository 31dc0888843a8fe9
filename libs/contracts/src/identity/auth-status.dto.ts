import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserDto } from './user.dto';

export class AuthStatusHeadersDto {
  @ApiProperty({ type: String, nullable: true, example: 'http://localhost:3000' })
  origin: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'http://localhost:3000/debug/auth' })
  referer: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'localhost:3000' })
  host: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'studio.sid=[redacted]; userId=[redacted]',
    description: 'Cookie names only; every value is redacted',
  })
  cookieHeader: string | null;
}

export class AuthStatusSessionDto {
  @ApiProperty({ type: Number, nullable: true, example: 12 })
  userId: number | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-02-04T18:30:00.000Z' })
  cookieExpires: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 2592000000 })
  cookieMaxAgeMs: number | null;

  @ApiProperty({ example: true })
  cookieHttpOnly: boolean;

  @ApiProperty({ example: false })
  cookieSecure: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'lax' })
  cookieSameSite: string | null;
}

/**
 * The auth debug page's server side (spec §2). Secrets never appear: the session id and cookie values are
 * redacted, and in production a non-admin gets only isAuthenticated, user and timestamp.
 */
export class AuthStatusDto {
  @ApiProperty({ example: true })
  isAuthenticated: boolean;

  @ApiProperty({ type: UserDto, nullable: true })
  user: UserDto | null;

  @ApiProperty({ example: '2026-01-05T18:30:00.000Z' })
  timestamp: string;

  @ApiPropertyOptional({ example: true })
  hasSession?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'x7Kq…' })
  sessionID?: string | null;

  @ApiPropertyOptional({ example: 'development' })
  nodeEnv?: string;

  @ApiPropertyOptional({ type: AuthStatusHeadersDto })
  headers?: AuthStatusHeadersDto;

  @ApiPropertyOptional({ type: AuthStatusSessionDto, nullable: true })
  session?: AuthStatusSessionDto | null;
}
