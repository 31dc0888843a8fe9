import { IDENTITY_MESSAGES } from '@studio/contracts/browser';

/** Texts of spec §5 (validation, shared with the identity service) and §8 (Auth), verbatim. */
export const AUTH_TEXTS = {
  usernameMin: IDENTITY_MESSAGES.usernameTooShort,
  passwordMin: IDENTITY_MESSAGES.passwordTooShort,
  emailInvalid: IDENTITY_MESSAGES.invalidEmail,
  fullNameMin: IDENTITY_MESSAGES.fullNameTooShort,
  tokenRequired: IDENTITY_MESSAGES.tokenRequired,
  passwordsMismatch: IDENTITY_MESSAGES.passwordsDoNotMatch,
  loginFailed: IDENTITY_MESSAGES.invalidCredentials,
  registrationFailed: 'Registration failed. This username or email may already be taken.',
  forgotFailedTitle: 'Failed to process forgot password request',
  forgotFailed: 'Failed to process your request. Please try again.',
  forgotSentTitle: 'Email Sent!',
  forgotSent:
    'If your email is in our system, you will receive a password reset link shortly. Please check your email.',
  tokenFailedTitle: 'Failed to validate token',
  tokenInvalid: 'Invalid or expired token.',
  tokenFailed: 'Failed to validate token. Please try again or request a new password reset link.',
  resetFailedTitle: 'Failed to reset password',
  resetFailed: 'Failed to reset password. Please try again.',
  resetDoneTitle: 'Password Reset Successfully!',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  noResetToken: 'No reset token provided. Please request a new password reset link.',
} as const;
