import { Modal } from 'antd';
import { toast } from '../../../ui/toast/toast-store';
import type { Membership } from '../api/billing-api';
import { useCancelMembership } from '../hooks/use-membership';
import { MEMBERSHIP_TEXTS } from '../payment-provider/payment-texts';
import { formatDate, formatPerMonth } from '../plan-display';
import { useOneAtATime } from '../../../lib/one-at-a-time';

/** Spec §2 "Cancel dialog": plan, price per month and start date; 'Keep Membership' or 'Confirm Cancellation'. */
export function MembershipCancelDialog({
  membership,
  onClose,
  onCancelled,
  afterClose,
}: {
  membership: Membership | null;
  onClose: () => void;
  /** The cancellation went through (before the dialog closes): where it was opened from may move focus on. */
  onCancelled?: () => void;
  /** The dialog has closed and given focus back to its opener (or tried to, if the opener is gone). */
  afterClose?: () => void;
}) {
  const cancel = useCancelMembership();
  // A double tap would send a second cancel, refused as already cancelled, with a false failure toast.
  const confirm = useOneAtATime(async () => {
    if (!membership) return;
    try {
      await cancel.mutateAsync(membership.id);
      toast({ title: 'Membership Cancelled', description: MEMBERSHIP_TEXTS.cancelled, variant: 'success' });
      onCancelled?.();
      onClose();
    } catch {
      toast({
        title: MEMBERSHIP_TEXTS.cancelFailedTitle,
        description: MEMBERSHIP_TEXTS.cancelFailed,
        variant: 'destructive',
      });
    }
  });
  return (
    <Modal
      open={membership !== null}
      title="Cancel Membership"
      okText="Confirm Cancellation"
      cancelText="Keep Membership"
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onOk={confirm}
      onCancel={onClose}
      afterClose={afterClose}
    >
      {membership ? (
        <>
          <p>
            Are you sure you want to cancel your membership? It stays active until the end of your billing
            period.
          </p>
          <dl className="billing-facts">
            <dt>Plan</dt>
            <dd>{membership.plan.name}</dd>
            <dt>Price</dt>
            <dd>{formatPerMonth(membership.plan)}</dd>
            <dt>Started</dt>
            <dd>{formatDate(membership.startDate)}</dd>
          </dl>
        </>
      ) : null}
    </Modal>
  );
}
