import { ConflictError, DomainError, InvalidError, NotFoundError } from '../errors/domain-error';
import { CHANGED_MEANWHILE_MESSAGE, toApiError, UNAVAILABLE_MESSAGES } from './error-filter';

describe('toApiError', () => {
  it('maps each kind of domain error to its status, keeping the message the user reads', () => {
    expect(toApiError(new InvalidError('Price must be at least $1'))).toEqual({
      statusCode: 400,
      message: 'Price must be at least $1',
      error: 'Bad Request',
    });
    expect(toApiError(new NotFoundError('Class not found')).statusCode).toBe(404);
    expect(toApiError(new ConflictError('Category name already exists')).statusCode).toBe(409);
    expect(toApiError(new DomainError('too-many', 'Slow down')).statusCode).toBe(429);
  });

  it('hides the text of an unexpected fault behind the generic 500', () => {
    expect(toApiError(new Error('secret detail'))).toEqual({
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
      error: 'Internal Server Error',
    });
  });

  it('answers 503 naming the database when its connections were terminated or cannot be had', () => {
    const terminated = Object.assign(
      new Error('select 1 - terminating connection due to administrator command'),
      {
        name: 'DriverException',
        code: '57P01',
      },
    );
    const gone = Object.assign(new Error('select 1 - Connection terminated unexpectedly'), {
      name: 'DriverException',
    });
    const pool = Object.assign(new Error('Knex: Timeout acquiring a connection.'), {
      name: 'KnexTimeoutError',
    });
    const commit = new Error('Transaction query already complete, run with DEBUG=knex:tx for more info');
    for (const fault of [terminated, gone, pool, commit]) {
      expect(toApiError(fault)).toEqual({
        statusCode: 503,
        message: UNAVAILABLE_MESSAGES.database,
        error: 'Service Unavailable',
      });
    }
  });

  it('answers 503 naming sessions and jobs when Redis is out of reach', () => {
    const retries = Object.assign(new Error('Reached the max retries per request limit (which is 2).'), {
      name: 'MaxRetriesPerRequestError',
    });
    for (const fault of [retries, new Error('Connection is closed.')]) {
      expect(toApiError(fault)).toMatchObject({ statusCode: 503, message: UNAVAILABLE_MESSAGES.redis });
    }
  });

  it('answers 409 when a row referred to went (or a referring one arrived) while the request wrote', () => {
    const dangling = Object.assign(new Error('insert or update on table "classes" violates foreign key'), {
      name: 'ForeignKeyConstraintViolationException',
      code: '23503',
    });
    expect(toApiError(dangling)).toEqual({
      statusCode: 409,
      message: CHANGED_MEANWHILE_MESSAGE,
      error: 'Conflict',
    });
  });

  it('keeps other driver faults behind the generic 500', () => {
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), {
      name: 'SyntaxErrorException',
      code: '42601',
    });
    expect(toApiError(syntax).statusCode).toBe(500);
  });
});
