import type { PasswordResetRequestedEvent } from '@studio/contracts';

export const PASSWORD_RESET_SUBJECT = 'Reset your password';

function validity(event: PasswordResetRequestedEvent): string {
  const minutes = Math.round((Date.parse(event.expiresAt) - Date.parse(event.occurredAt)) / 60_000);
  if (minutes === 60) return 'one hour';
  return minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
}

/**
 * The plain-text e-mail with the reset link. It greets no one by name: anyone can open an account with any
 * address, and the name they type would otherwise open a genuine studio mail to its owner (a phishing line).
 */
export function passwordResetEmailBody(event: PasswordResetRequestedEvent): string {
  return [
    'Hello,',
    '',
    'We received a request to reset the password of your Studio account. Open this link to choose a new password:',
    '',
    event.resetUrl,
    '',
    `The link is valid for ${validity(event)} and works once. If you did not ask for a new password, ignore this ` +
      'e-mail: your password stays as it is.',
  ].join('\n');
}
