import { PAYMENT_ID_DISPLAY_CHARS } from '@studio/contracts/browser';
import { formatDollars } from '../../../lib/money';
import { toPacific } from '../../../lib/pacific-time';

/** '$24.30', or 'N/A' when there is no amount (spec §2 "Payments tab"). */
export function formatAmount(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? formatDollars(amount) : 'N/A';
}

/** The first 8 characters and '...', or 'N/A' (spec §9 "Payment ID display"). */
export function shortPaymentId(id: string | null | undefined): string {
  return id ? `${id.slice(0, PAYMENT_ID_DISPLAY_CHARS)}...` : 'N/A';
}

/** 'Jan 5, 2026 3:00 PM' in Pacific time. */
export function formatTransactionDate(iso: string): string {
  return toPacific(iso).format('MMM D, YYYY h:mm A');
}
