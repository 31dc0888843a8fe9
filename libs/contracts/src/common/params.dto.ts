import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * An id in a path: a positive decimal integer in range, written plainly. `0x19`, `25e0`, `+25`, `25.0` and
 * `025` are not ids; they stay strings and fail the integer rule.
 */
export const PositiveId = (name: string) => (target: object, key: string) => {
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value,
  )(target, key);
  IsInt({ message: `${name} must be a positive whole number` })(target, key);
  Min(1, { message: `${name} must be a positive whole number` })(target, key);
  Max(MAX_ID, { message: `${name} must be a positive whole number` })(target, key);
};

export class IdParamsDto {
  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_ID, type: 'integer' })
  @PositiveId('id')
  id: number;
}

export class ClassIdParamsDto {
  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_ID, type: 'integer' })
  @PositiveId('classId')
  classId: number;
}

export class TokenParamsDto {
  @ApiProperty({
    example: '3f2a…',
    description:
      'The reset token from the e-mailed link; any other text (a link with more pasted after it) is answered as invalid',
  })
  @IsString({ message: 'Invalid or expired token.' })
  token: string;
}
