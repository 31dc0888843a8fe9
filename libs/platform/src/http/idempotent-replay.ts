/** How long a retried request waits for the first one to settle, and how often it looks. */
const REPLAY_WAIT_MS = 10_000;
const REPLAY_POLL_MS = 50;

/**
 * What a request retried under an idempotency key answers with: the first request's record once it has settled,
 * so that a retry sent while the first is still being paid for answers as the first will. `find` looks the record
 * up afresh each time; a record still pending after the wait is answered as it stands, for the caller to refuse.
 */
export async function settledFirst<T>(
  find: () => Promise<T | null>,
  isPending: (record: T) => boolean,
): Promise<T | null> {
  let first = await find();
  for (let waited = 0; first && isPending(first) && waited < REPLAY_WAIT_MS; waited += REPLAY_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    first = await find();
  }
  return first;
}
