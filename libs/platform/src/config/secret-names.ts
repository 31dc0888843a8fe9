/**
 * Whether a name (a setting, a path parameter) holds a secret whose value is never written to a message or a log:
 * secrets, passwords, tokens, keys, signatures, and addresses other than the public one, which may carry a
 * password (DATABASE_URL, REDIS_URL, SMTP_URL).
 */
export function isSecretName(name: string): boolean {
  return /secret|password|token|key|auth|signature|(?<!public)_url$/i.test(name);
}
