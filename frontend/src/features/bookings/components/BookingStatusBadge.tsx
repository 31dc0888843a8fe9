import type { BookingStatus } from '@studio/contracts/browser';
import { StatusBadge, type BadgeTone } from '../../../ui/StatusBadge';

const STATUS: Record<BookingStatus, { tone: BadgeTone; label: string }> = {
  confirmed: { tone: 'success', label: 'Confirmed' },
  pending: { tone: 'warning', label: 'Pending' },
  cancelled: { tone: 'neutral', label: 'Cancelled' },
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { tone, label } = STATUS[status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}
