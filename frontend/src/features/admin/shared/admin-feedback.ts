/** The toasts of spec §8 "Admin": a success by its text, a failure by its text with the server's reason beneath. */
import { errorText } from '../../../api/http';
import { toast } from '../../../ui/toast/toast-store';

/** The server's reason for a failure (a validation or conflict message), or the transport's text without one. */
export function failureReason(error: unknown): string | undefined {
  return errorText(error, '') || undefined;
}

export function toastSuccess(title: string, description?: string): void {
  toast({ title, description, variant: 'success' });
}

export function toastFailure(title: string, error: unknown): void {
  toast({ title, description: failureReason(error), variant: 'destructive' });
}
