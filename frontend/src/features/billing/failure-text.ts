import { ApiError } from '../../api/http';

/**
 * The text of a failed billing step: the server's message (a decline carries the processor's reason), the
 * processor's own error in the browser, else the screen's text from spec §8.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.status === 0 ? error.message : fallback);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
