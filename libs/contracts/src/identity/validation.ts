import { Transform } from 'class-transformer';
import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../constants';

/**
 * The texts of spec §5, written once for every identity DTO. class-validator runs a property's decorators
 * from the one nearest the property upwards and the API answers the first failure, so in these DTOs the
 * basic type check sits lowest and the length limits above it.
 */
export const IDENTITY_MESSAGES = {
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: 'Username must be at most 50 characters',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: 'Password must be at most 128 characters',
  invalidEmail: 'Please enter a valid email',
  fullNameTooShort: `Full name must be at least ${FULL_NAME_MIN_LENGTH} characters`,
  fullNameTooLong: 'Full name must be at most 100 characters',
  phoneTooLong: 'Phone number must be at most 30 characters',
  tokenRequired: 'Token is required',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 30;

/** Trims strings and leaves anything else for the type check to reject. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Spec §5: the phone number is trimmed and null when empty. */
export const EmptyToNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/** The property must equal another property of the same object. */
export function MatchesProperty(property: string, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'matchesProperty',
      target: object.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          return value === (args.object as Record<string, unknown>)[args.constraints[0] as string];
        },
      },
    });
}
