import type { PaymentStatus } from '@studio/contracts/browser';
import { Select, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { StatusBadge } from '../../../ui/StatusBadge';
import { LoadFailedAlert } from '../shared/LoadFailedAlert';
import { formatAmount, formatTransactionDate, shortPaymentId } from './payment-display';
import type { Transaction } from './payments-api';
import { useTransactions } from './use-transactions';
import { AdminLoading } from '../shared/AdminLoading';
import { QUIET_LOADING } from '../shared/AdminTable';
import '../shared/admin-shared.css';
import './payments.css';

type Filter = PaymentStatus | 'all';

const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All Statuses' },
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
];

const STATUS_LABEL: Record<PaymentStatus, string> = { paid: 'Paid', pending: 'Pending', failed: 'Failed' };
/** A refund's status says money went back, not that it came in. */
const REFUND_STATUS_LABEL: Record<PaymentStatus, string> = {
  paid: 'Refunded',
  pending: 'Refund Pending',
  failed: 'Refund Failed',
};
const STATUS_TONE = { paid: 'success', pending: 'warning', failed: 'danger' } as const;
const PAGE_SIZE = 25;

const columns: TableColumnsType<Transaction> = [
  { title: 'Booking ID', key: 'bookingId', render: (_, t) => t.bookingId ?? 'N/A' },
  { title: 'User', dataIndex: 'userId', key: 'userId' },
  { title: 'Class', key: 'class', render: (_, t) => t.className ?? t.description },
  { title: 'Date', key: 'date', render: (_, t) => formatTransactionDate(t.createdAt) },
  {
    title: 'Amount',
    key: 'amount',
    // Spec §2: '$ two decimals or N/A'; a refund is marked beside its amount, not in it.
    render: (_, t) =>
      t.kind === 'refund' ? (
        <span className="admin-payments__amount">
          <span>{formatAmount(t.amount)}</span> <StatusBadge tone="neutral">Refund</StatusBadge>
        </span>
      ) : (
        formatAmount(t.amount)
      ),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_, t) => (
      <StatusBadge tone={STATUS_TONE[t.status]}>
        {(t.kind === 'refund' ? REFUND_STATUS_LABEL : STATUS_LABEL)[t.status]}
      </StatusBadge>
    ),
  },
  {
    title: 'Payment ID',
    key: 'paymentId',
    render: (_, t) => <span title={t.paymentId ?? undefined}>{shortPaymentId(t.paymentId)}</span>,
  },
];

/** Spec §2 "Payments tab": every charge and refund, newest first, filtered by status. */
export default function PaymentsTab() {
  const [filter, setFilter] = useState<Filter>('all');
  const transactions = useTransactions(filter === 'all' ? undefined : filter);

  return (
    <section className="admin-payments" aria-labelledby="admin-payments-title">
      <div className="admin-payments__header">
        <Typography.Title level={2} id="admin-payments-title" className="admin-payments__title">
          Payment Transactions
        </Typography.Title>
        <Select<Filter>
          aria-label="Filter by payment status"
          className="admin-payments__filter"
          value={filter}
          options={FILTERS}
          onChange={setFilter}
        />
      </div>
      {transactions.isPending ? (
        <AdminLoading label="Loading transactions" />
      ) : transactions.isError ? (
        <LoadFailedAlert
          title="Error loading transactions"
          text="Failed to fetch transactions"
          error={transactions.error}
        />
      ) : (
        // The table scrolls sideways in its own box on a phone; the box takes keyboard focus so it can be scrolled.
        <div
          className="admin-table__scroll admin-payments__table"
          role="region"
          aria-label="Payment transactions table"
          tabIndex={0}
        >
          <Table<Transaction>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={transactions.data}
            loading={QUIET_LOADING}
            locale={{ emptyText: 'No transactions found' }}
            pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </div>
      )}
    </section>
  );
}
