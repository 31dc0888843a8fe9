import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

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
