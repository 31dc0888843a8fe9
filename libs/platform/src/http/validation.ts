import {
  ArgumentMetadata,
  BadRequestException,
  Injectable,
  PipeTransform,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const own = Object.values(error.constraints ?? {})[0];
    if (own) return own;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Validates every body, query and param against its DTO: unknown fields are stripped, and the answer is a
 * 400 whose message is the first rule broken, worded as the spec words it.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(firstMessage(errors) ?? 'Invalid request'),
  });
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(
    ([key, inner]) => key.includes('\u0000') || containsNul(inner, depth + 1),
  );
}

/** PostgreSQL cannot store a NUL character in text, so such input is refused up front as bad input. */
@Injectable()
export class RejectNulCharactersPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'custom' && containsNul(value)) {
      throw new BadRequestException('Text must not contain NUL characters');
    }
    return value;
  }
}

/**
 * Query parameters are single plain values: `?date[]=…`, `?category[a]=b` or a repeated `?date=` are refused
 * with a 400 naming the parameter rather than silently ignored.
 */
@Injectable()
export class RejectStructuredQueryPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'query' || value === null || typeof value !== 'object') return value;
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (typeof inner !== 'string' || /[[\]]/.test(key)) {
        throw new BadRequestException(`Query parameter ${key.replace(/\[.*$/, '')} must be a single value`);
      }
    }
    return value;
  }
}
