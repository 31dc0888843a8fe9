import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';

const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{1,100}$/;

export const IDEMPOTENCY_KEY_MESSAGES = {
  invalid: 'idempotencyKey must be 1 to 100 letters, digits, dashes, underscores, dots or colons',
} as const;

/**
 * The optional key of a request that changes money: a retry with the same key answers the first result instead
 * of doing it again. The gateway copies the Idempotency-Key header into it when the body has none.
 */
export const IdempotencyKeyField =
  (example: string): PropertyDecorator =>
  (target, property) => {
    const decorators: PropertyDecorator[] = [
      ApiPropertyOptional({
        example,
        description:
          'Makes a retried request return the first result instead of doing it again (what an Idempotency-Key header would carry)',
      }),
      IsOptional(),
      Matches(IDEMPOTENCY_KEY_PATTERN, { message: IDEMPOTENCY_KEY_MESSAGES.invalid }),
      IsString({ message: IDEMPOTENCY_KEY_MESSAGES.invalid }),
    ];
    for (const decorate of decorators) decorate(target, property);
  };
