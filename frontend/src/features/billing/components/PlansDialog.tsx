import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { PLAN_INTERVAL_MONTHS } from '@studio/contracts/browser';
import { useRef, useState, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadFailureText } from '../../../api/http';
import { formatDollars } from '../../../lib/money';
import { toast } from '../../../ui/toast/toast-store';
import type { Membership, MembershipPlan } from '../api/billing-api';
import { useActiveMembership, usePlans } from '../hooks/use-membership';
import { MEMBERSHIP_TEXTS } from '../payment-provider/payment-texts';
import { billingNote, formatDate, formatPerMonth, sortPlans } from '../plan-display';
import { MembershipCancelDialog } from './MembershipCancelDialog';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';
import './billing.css';

/**
 * Spec §2's terms ('charged monthly until cancelled'); a quarterly or yearly plan is charged its whole price each
 * period, and the terms say so rather than promise a monthly charge it does not make.
 */
export function subscriptionTerms(plan: Pick<MembershipPlan, 'price' | 'interval'>): string[] {
  const months = PLAN_INTERVAL_MONTHS[plan.interval];
  return [
    months === 1
      ? 'Your card will be charged automatically every month until you cancel.'
      : `Your card will be charged ${formatDollars(plan.price)} automatically every ${months} months until you cancel, the first time today.`,
    'You can cancel any time from the membership section of your profile.',
    'After cancelling, your membership stays active until the end of the billing period.',
    'No refunds are given for partial months.',
  ];
}

/** A plan as a card of the dialog shows it: one of the list, or the member's own on their terms. */
type PlanCard = Pick<MembershipPlan, 'id' | 'name' | 'description' | 'price' | 'interval' | 'features'>;

/**
 * The plans offered, with the member's own plan on the terms they hold it at (its price may have changed since),
 * and shown also when it is no longer offered (an admin deactivated it), so that it can still be cancelled.
 */
function planCards(listed: readonly MembershipPlan[], current: Membership | null): PlanCard[] {
  if (!current) return [...listed];
  if (!listed.some((plan) => plan.id === current.plan.id)) return [current.plan, ...listed];
  return listed.map((plan) => (plan.id === current.plan.id ? current.plan : plan));
}

function PlanOption({
  plan,
  current,
  selected,
  onSelect,
  onCancelMembership,
  expiryRef,
}: {
  plan: PlanCard;
  current: Membership | null;
  selected: boolean;
  onSelect: () => void;
  onCancelMembership: () => void;
  expiryRef: Ref<HTMLParagraphElement>;
}) {
  const isCurrent = current?.plan.id === plan.id;
  const note = billingNote(plan);
  const action = selected ? 'Selected' : 'Choose Plan';
  const className = `plan-option${isCurrent ? ' plan-option--current' : ''}${selected ? ' plan-option--selected' : ''}`;
  return (
    <li className={className}>
      <h3 className="plan-option__name">{plan.name}</h3>
      <p className="plan-option__description">{plan.description}</p>
      <p className="plan-option__price">{formatPerMonth(plan)}</p>
      {note ? <p className="plan-option__note">{note}</p> : null}
      <ul className="plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckOutlined aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      <div className="plan-option__actions">
        {isCurrent && current ? (
          <>
            <Button disabled block className="plan-option__current">
              Current Plan
            </Button>
            {current.status === 'cancelled' ? (
              <p className="plan-option__note" ref={expiryRef} tabIndex={-1}>
                Expires on {formatDate(current.endDate)}
              </p>
            ) : (
              <Button type="link" danger onClick={onCancelMembership}>
                Cancel Membership
              </Button>
            )}
          </>
        ) : (
          <Button
            block
            type={selected ? 'primary' : 'default'}
            aria-pressed={selected}
            // Starts with the visible text, so voice control finds it (WCAG 2.5.3), and names the plan.
            aria-label={`${action}: ${plan.name}`}
            onClick={onSelect}
          >
            {action}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Spec §2 "Plans dialog 'Upgrade Your Membership'" with its 'Confirm Recurring Subscription' step. */
export function PlansDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const plans = usePlans();
  const active = useActiveMembership();
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState<Membership | null>(null);
  // A cancellation replaces the focused 'Cancel Membership' with 'Expires on': focus goes there once the cancel
  // dialog has closed, since closing it gives focus back to the removed button, which drops it to the page.
  const focusExpiry = useRef(false);
  const expiry = useRef<HTMLParagraphElement | null>(null);
  const afterCancelClosed = () => {
    if (!focusExpiry.current) return;
    focusExpiry.current = false;
    expiry.current?.focus();
  };
  const sorted = sortPlans(plans.data ?? []);
  const selected = sorted.find((plan) => plan.id === selectedId) ?? null;
  const current = active.data ?? null;
  const cards = planCards(sorted, current);

  const upgrade = () => {
    if (!selected) {
      toast({
        title: MEMBERSHIP_TEXTS.noPlanTitle,
        description: MEMBERSHIP_TEXTS.noPlan,
        variant: 'destructive',
      });
      return;
    }
    setConfirming(true);
  };

  const proceed = () => {
    if (!selected) return;
    setConfirming(false);
    onClose();
    navigate(`/membership/checkout/${selected.id}`);
  };

  return (
    <>
      <Modal
        open={open}
        title="Upgrade Your Membership"
        width={960}
        onCancel={onClose}
        footer={[
          <Button key="close" onClick={onClose}>
            Close
          </Button>,
          <Button key="upgrade" type="primary" onClick={upgrade} disabled={sorted.length === 0}>
            Upgrade Now
          </Button>,
        ]}
      >
        <p>Choose the plan that fits your routine. Prices are per month.</p>
        {plans.isPending || active.isPending ? (
          <LoadingStatus label="Loading membership plans">
            <SkeletonLines rows={4} />
          </LoadingStatus>
        ) : plans.isError ? (
          <Alert
            type="error"
            showIcon
            title={loadFailureText(plans.error, 'Could not load membership plans.')}
          />
        ) : cards.length === 0 ? (
          <div className="empty-card">
            <p>{MEMBERSHIP_TEXTS.comingSoon}</p>
          </div>
        ) : (
          <ul className="plan-grid" aria-label="Membership plans">
            {cards.map((plan) => (
              <PlanOption
                key={plan.id}
                plan={plan}
                current={current}
                selected={plan.id === selectedId}
                onSelect={() => setSelectedId(plan.id)}
                onCancelMembership={() => setCancelling(current)}
                expiryRef={expiry}
              />
            ))}
          </ul>
        )}
        {active.isError ? (
          <Alert
            type="warning"
            showIcon
            title={loadFailureText(active.error, 'Could not load your membership.')}
          />
        ) : null}
      </Modal>
      <Modal
        open={confirming}
        title="Confirm Recurring Subscription"
        okText="Continue to Checkout"
        cancelText="Back"
        onOk={proceed}
        onCancel={() => setConfirming(false)}
      >
        {selected ? (
          <>
            <p>
              You are subscribing to <strong>{selected.name}</strong> for {formatPerMonth(selected)}.
            </p>
            <ul className="plan-terms">
              {subscriptionTerms(selected).map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Modal>
      <MembershipCancelDialog
        membership={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          focusExpiry.current = true;
        }}
        afterClose={afterCancelClosed}
      />
    </>
  );
}
