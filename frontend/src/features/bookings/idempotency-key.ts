/** A fresh key for one press of a pay or book button (letters, digits and dashes, as the API requires). */
export function newIdempotencyKey(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  );
  return `booking-${Date.now().toString(36)}-${random.join('')}`;
}
