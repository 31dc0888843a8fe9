import { CREDIT_RESET_DAYS } from '@studio/contracts/browser';
import { Button, Progress } from 'antd';
import { useState } from 'react';
import { loadFailureText } from '../../../api/http';
import { StatusBadge } from '../../../ui/StatusBadge';
import { Surface } from '../../../ui/Surface';
import { useActiveMembership } from '../hooks/use-membership';
import { formatDate, formatPerMonth } from '../plan-display';
import { PlansDialog } from './PlansDialog';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';
import './billing.css';
import { LoadFailure } from '../../../ui/LoadFailure';

/** Spec §2 "Profile": the Current Membership card. */
export function CurrentMembershipCard() {
  const active = useActiveMembership();
  const [dialogOpen, setDialogOpen] = useState(false);
  const membership = active.data ?? null;

  let body;
  if (active.isPending) {
    body = (
      <LoadingStatus label="Loading membership">
        <SkeletonLines rows={2} />
      </LoadingStatus>
    );
  } else if (active.isError) {
    body = (
      <LoadFailure
        title={loadFailureText(active.error, 'Could not load your membership.')}
        onRetry={() => active.refetch()}
      />
    );
  } else if (!membership) {
    body = (
      <div className="membership-summary">
        <div className="membership-card__row">
          <h3 className="membership-summary__name">Pay-Per-Class</h3>
          <StatusBadge tone="neutral">Default</StatusBadge>
        </div>
        <p className="membership-summary__description">Book classes as you go</p>
      </div>
    );
  } else {
    const { plan } = membership;
    const cancelled = membership.status === 'cancelled';
    body = (
      <div className="membership-summary">
        <div className="membership-card__row">
          <h3 className="membership-summary__name">{plan.name}</h3>
          {/* A cancelled membership stays active to its end date (spec §4), which the note below gives. */}
          <StatusBadge tone="success">Active</StatusBadge>
        </div>
        <p className="membership-summary__description">{plan.description}</p>
        <p className="membership-summary__price">{formatPerMonth(plan)}</p>
        {plan.classCredits > 0 ? (
          <div className="membership-summary__credits">
            <p>
              <strong>{membership.remainingCredits}</strong> of {plan.classCredits} credits remaining
            </p>
            <Progress
              percent={Math.round((membership.remainingCredits / plan.classCredits) * 100)}
              showInfo={false}
              aria-label="Credits remaining"
            />
            <p className="membership-card__note">Credits reset every {CREDIT_RESET_DAYS} days</p>
          </div>
        ) : null}
        {cancelled ? (
          <p className="membership-card__note">Expires on {formatDate(membership.endDate)}</p>
        ) : null}
      </div>
    );
  }

  return (
    <Surface className="membership-current">
      <h2 className="card-heading">Current Membership</h2>
      {body}
      <div className="membership-card__actions">
        <Button type="primary" onClick={() => setDialogOpen(true)}>
          Upgrade Membership
        </Button>
      </div>
      <PlansDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Surface>
  );
}
