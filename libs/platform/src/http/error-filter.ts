import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { ApiError } from '@studio/contracts';
import { DOMAIN_ERROR_STATUS, DomainError } from '../errors/domain-error';

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  /** The raw text of a body that did not parse. */
  body?: string;
}

/** Every request body of this API is a JSON object; a bare string, number or list is refused with this. */
export const JSON_BODY_NOT_AN_OBJECT = 'The request body must be a JSON object';

/** Whether the text is JSON after all (the parser, in strict mode, refuses anything but an object or a list). */
function isJson(text: string | undefined): boolean {
  if (text === undefined) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export const UNAVAILABLE_MESSAGES = {
  database: 'The database is not available right now. Please try again in a moment.',
  redis: 'Sessions and background jobs are not available right now. Please try again in a moment.',
} as const;

/**
 * PostgreSQL's code for a reference that no longer holds: a row removed while another was being written that refers
 * to it (a class created for a trainer deleted at that moment), or the other way round. Every check before the write
 * had passed; nothing was written, and the request may well succeed once reloaded.
 */
const FOREIGN_KEY_VIOLATION = '23503';
export const CHANGED_MEANWHILE_MESSAGE =
  'Something this change depends on was changed at the same time. Please reload and try again.';

/** PostgreSQL's codes for a connection the server ended (57P01-03) or could not keep (class 08). */
const LOST_DATABASE_CODE = /^(57P0[123]|08\w{3})$/;
const LOST_DATABASE_TEXT = /Connection terminated|not queryable|Timeout acquiring a connection|ECONNREFUSED/;
/** What knex says when a transaction's own BEGIN or COMMIT failed (its connection was lost) and MikroORM rolls back. */
const LOST_TRANSACTION_TEXT = /^Transaction query already complete/;
const LOST_REDIS_TEXT = /^(Connection is closed\.|Stream isn't writeable)/;
/**
 * zlib's and brotli's codes for data they cannot inflate (Z_DATA_ERROR, ERR__ERROR_FORMAT_PADDING_2): a body whose
 * Content-Encoding does not match its bytes.
 */
const BAD_COMPRESSED_DATA_CODE = /^(Z_(DATA|BUF|STREAM)_ERROR|ERR__ERROR_FORMAT_\w+)$/;

/** The body parser's inflate failed: the client sent bytes that are not what its Content-Encoding says. */
function isBadCompressedBody(exception: unknown): boolean {
  const code = (exception as { code?: unknown } | null)?.code;
  return typeof code === 'string' && BAD_COMPRESSED_DATA_CODE.test(code);
}

/**
 * Which store a fault says is out of reach (the database's connections were dropped, Redis is down): the
 * request may succeed once it is back, so it is a 503 naming it, not a 500.
 */
function unavailableStore(exception: unknown): keyof typeof UNAVAILABLE_MESSAGES | undefined {
  if (!(exception instanceof Error)) return undefined;
  const code = (exception as { code?: unknown }).code;
  if (typeof code === 'string' && LOST_DATABASE_CODE.test(code)) return 'database';
  if (exception.name === 'KnexTimeoutError' || LOST_TRANSACTION_TEXT.test(exception.message))
    return 'database';
  if (/^(Driver|Connection)Exception$/.test(exception.name) && LOST_DATABASE_TEXT.test(exception.message))
    return 'database';
  if (exception.name === 'MaxRetriesPerRequestError' || LOST_REDIS_TEXT.test(exception.message))
    return 'redis';
  return undefined;
}

/** Turns anything thrown into the one error shape; only true faults become 500, and are logged. */
export function toApiError(exception: unknown): ApiError {
  if (exception instanceof DomainError) {
    const status = DOMAIN_ERROR_STATUS[exception.kind];
    return { statusCode: status, message: exception.message, error: reasonPhrase(status) };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const body = exception.getResponse();
    let message: string = exception.message;
    if (typeof body === 'string') message = body;
    else if (body && typeof body === 'object') {
      const m = (body as { message?: unknown }).message;
      if (Array.isArray(m)) message = String(m[0]);
      else if (typeof m === 'string') message = m;
    }
    return { statusCode: status, message, error: reasonPhrase(status) };
  }
  const store = unavailableStore(exception);
  if (store) {
    const status = HttpStatus.SERVICE_UNAVAILABLE;
    return { statusCode: status, message: UNAVAILABLE_MESSAGES[store], error: reasonPhrase(status) };
  }
  if (exception instanceof Error && (exception as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) {
    return { statusCode: 409, message: CHANGED_MEANWHILE_MESSAGE, error: reasonPhrase(409) };
  }
  if (isBadCompressedBody(exception)) {
    return {
      statusCode: 400,
      message: 'The request body could not be decompressed as its Content-Encoding says',
      error: reasonPhrase(400),
    };
  }
  const parserError = exception as BodyParserError;
  if (parserError && typeof parserError === 'object' && parserError.type) {
    if (parserError.type === 'entity.too.large') {
      return { statusCode: 413, message: 'Request body is too large', error: reasonPhrase(413) };
    }
    if (parserError.type === 'entity.parse.failed') {
      const message = isJson(parserError.body) ? JSON_BODY_NOT_AN_OBJECT : 'Malformed JSON in request body';
      return { statusCode: 400, message, error: reasonPhrase(400) };
    }
    const status = parserError.status ?? parserError.statusCode ?? 400;
    if (status >= 400 && status < 500) {
      return {
        statusCode: status,
        message: parserError.message ?? reasonPhrase(status),
        error: reasonPhrase(status),
      };
    }
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    message: 'Something went wrong on our side. Please try again.',
    error: reasonPhrase(500),
  };
}

/** The wait a refusal names (a domain error's, or one relayed from a service), in whole seconds. */
export function retryAfterOf(exception: unknown): number | undefined {
  const seconds = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The challenge of a 401: the API's session cookie (no scheme is registered for cookies). */
export const SESSION_CHALLENGE = 'Cookie realm="studio"';

@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = toApiError(exception);
    if (body.statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
    // HTTP asks every 401 to name how to authenticate: here, the session cookie that logging in sets.
    if (body.statusCode === 401) response.setHeader('WWW-Authenticate', SESSION_CHALLENGE);
    response.status(body.statusCode).json(body);
  }
}

/**
 * Express error middleware for right after the JSON body parser. Nest turns the parser's SyntaxError into a 400
 * carrying the parser's own words ('Unexpected end of JSON input'); answered here first, a body that is not JSON
 * gets 'Malformed JSON in request body' (an oversized one 413, one that does not inflate 400) in the one error
 * shape.
 */
export function answerBodyParserErrors(
  error: unknown,
  _req: Request,
  res: Response,
  next: NextFunction,
): void {
  const type = (error as BodyParserError | null)?.type;
  if ((typeof type !== 'string' && !isBadCompressedBody(error)) || res.headersSent) return next(error);
  const body = toApiError(error);
  res.status(body.statusCode).json(body);
}
