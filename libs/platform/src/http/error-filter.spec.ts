import { ConflictError, DomainError, InvalidError, NotFoundError } from '../errors/domain-error';
import { toApiError } from './error-filter';

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
});
