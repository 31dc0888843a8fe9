import { CheckOutlined, CrownOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { loadFailureText } from '../../../api/http';
import { ButtonLink } from '../../../ui/ButtonLink';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useActiveMembership, usePlans } from '../hooks/use-membership';
import { MEMBERSHIP_TEXTS } from '../payment-provider/payment-texts';
import { featureSummary, formatDate, formatPerMonth, promotedPlan } from '../plan-display';
import { PlansDialog } from './PlansDialog';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';
import './billing.css';

/** Spec §2 "Membership upgrade card (home)". */
export function MembershipUpgradeCard() {
  const plans = usePlans();
  const active = useActiveMembership();
  const [dialogOpen, setDialogOpen] = useState(false);
  const promoted = promotedPlan(plans.data ?? []);
  const membership = active.data ?? null;

  let body;
  if (plans.isPending || active.isPending) {
    body = (
      <LoadingStatus label="Loading membership">
        <SkeletonLines rows={3} />
      </LoadingStatus>
    );
  } else if (active.isError || plans.isError) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={loadFailureText(active.error ?? plans.error, 'Membership options are unavailable right now.')}
      />
    );
  } else if (membership) {
    body = (
      <>
        <div className="membership-card__row">
          <h2 id="membership-title" className="membership-card__title">
            Your Membership
          </h2>
          {/* A cancelled membership stays active to its end date (spec §4), which the note below gives. */}
          <StatusBadge tone="success">Active</StatusBadge>
        </div>
        <p className="membership-card__plan">
          <strong>Active Membership</strong>: {membership.plan.name}
        </p>
        {membership.status === 'cancelled' ? (
          <p className="membership-card__note">Expires on {formatDate(membership.endDate)}</p>
        ) : null}
        <div className="membership-card__actions">
          <Button onClick={() => setDialogOpen(true)}>View All Plans</Button>
        </div>
      </>
    );
  } else if (!promoted) {
    body = (
      <h2 id="membership-title" className="membership-card__title">
        {MEMBERSHIP_TEXTS.comingSoon}
      </h2>
    );
  } else {
    const features = featureSummary(promoted.features);
    body = (
      <>
        <p className="membership-card__eyebrow">
          <CrownOutlined aria-hidden /> Upgrade your membership
        </p>
        <h2 id="membership-title" className="membership-card__title">
          {promoted.name}
        </h2>
        <ul className="plan-features">
          {features.shown.map((feature) => (
            <li key={feature}>
              <CheckOutlined aria-hidden /> {feature}
            </li>
          ))}
          {features.more ? <li className="membership-card__more">{features.more}</li> : null}
        </ul>
        <p className="membership-card__price">{formatPerMonth(promoted)}</p>
        <div className="membership-card__actions">
          <ButtonLink type="primary" to={`/membership/checkout/${promoted.id}`}>
            Upgrade Now
          </ButtonLink>
          <Button onClick={() => setDialogOpen(true)}>See All Plans</Button>
        </div>
      </>
    );
  }

  return (
    <section className="section membership-card" aria-label="Membership">
      {body}
      <PlansDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </section>
  );
}
