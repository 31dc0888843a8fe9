import type { PaymentStatus } from '@studio/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { fetchTransactions, transactionsKey } from './payments-api';

export function useTransactions(status: PaymentStatus | undefined) {
  return useQuery({
    queryKey: transactionsKey(status),
    queryFn: ({ signal }) => fetchTransactions(status, signal),
  });
}
