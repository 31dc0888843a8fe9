import {
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants';

/**
 * The texts of spec §5, written once for every identity DTO. class-validator runs a property's decorators
 * from the one nearest the property upwards and the API answers the first failure, so in these DTOs the
 * basic type check sits lowest and the length limits above it.
 */
export const IDENTITY_MESSAGES = {
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  invalidEmail: 'Please enter a valid email',
  fullNameTooShort: `Full name must be at least ${FULL_NAME_MIN_LENGTH} characters`,
  fullNameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  phoneTooLong: `Phone number must be at most ${PHONE_MAX_LENGTH} characters`,
  tokenRequired: 'Token is required',
  passwordsDoNotMatch: 'Passwords do not match',
  /** Spec §8 (Auth): the login screen shows the server's message, so the server answers with this one. */
  invalidCredentials: 'Invalid username or password. Please try again.',
} as const;
