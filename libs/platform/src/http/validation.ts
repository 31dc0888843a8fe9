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

/** A UTF-16 surrogate without its partner: such a string is not Unicode text at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL cannot store this text as given, if it cannot. */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Text must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Text must be valid Unicode';
  return undefined;
}

function firstUnstorable(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return unstorable(value);
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const reason = unstorable(key) ?? firstUnstorable(inner, depth + 1);
    if (reason) return reason;
  }
  return undefined;
}

/**
 * Text PostgreSQL cannot store is refused up front as bad input: a NUL character, or a lone surrogate (JSON's
 * `"\ud800"`), which validators that encode text (class-validator's IsEmail) cannot even read: they throw.
 */
@Injectable()
export class RejectUnreadableTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const reason = metadata.type === 'custom' ? undefined : firstUnstorable(value);
    if (reason) throw new BadRequestException(reason);
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
