/** Spec §7 "Admin: Transactions": GET /api/admin/transactions with an optional status, through the typed client. */
import type { PaymentStatus } from '@studio/contracts/browser';
import { apiClient, call } from '../../../api/http';
import type { components } from '../../../api/schema';

export type Transaction = components['schemas']['TransactionDto'];

export function transactionsKey(status: PaymentStatus | undefined) {
  return ['/api/admin/transactions', { status }] as const;
}

export function fetchTransactions(status: PaymentStatus | undefined, signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/admin/transactions', { params: { query: { status } }, signal }));
}
