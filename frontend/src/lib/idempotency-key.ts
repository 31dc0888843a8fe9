/**
 * A fresh key for one press of a pay, book or subscribe button (letters, digits and dashes, as the API requires):
 * the retries of that press carry it, so a request whose answer was lost is answered with its first result.
 */
export function newIdempotencyKey(what: 'booking' | 'membership'): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  );
  return `${what}-${Date.now().toString(36)}-${random.join('')}`;
}
