import { BillingMessages } from '@studio/contracts/browser';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { busyButton } from '../../../ui/busy-button';
import { toast } from '../../../ui/toast/toast-store';
import { ButtonLink } from '../../../ui/ButtonLink';
import type { Membership, MembershipPlan } from '../api/billing-api';
import { failureText } from '../../../api/http';
import { useMembershipQuote, usePurchaseMembership } from '../hooks/use-membership';
import {
  CardEntry,
  PaymentProvider,
  useCardProcessor,
  type CardState,
} from '../payment-provider/PaymentProvider';
import { MEMBERSHIP_TEXTS, PAYMENT_TEXTS } from '../payment-provider/payment-texts';
import { billingNote, dueTodayNote, formatPerMonth } from '../plan-display';
import './billing.css';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useIsMounted } from '../../../lib/use-is-mounted';

/**
 * The credits the member now holds: the plan's, or fewer after a change of plan within a credit cycle (those
 * already spent in it count against the new plan until the credits reset).
 */
function creditsText(plan: MembershipPlan, membership: Membership): string {
  if (plan.classCredits === 0) return '';
  const held = membership.status === 'active' ? membership.remainingCredits : plan.classCredits;
  return held === plan.classCredits
    ? ` with ${held} class credits`
    : ` with ${held} of its ${plan.classCredits} class credits until they reset`;
}

function CheckoutForm({ plan }: { plan: MembershipPlan }) {
  const processor = useCardProcessor();
  const purchase = usePurchaseMembership();
  const quote = useMembershipQuote(plan.id);
  const navigate = useNavigate();
  const isMounted = useIsMounted();
  const [card, setCard] = useState<CardState>(processor.initialState);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const note = billingNote(plan);
  // Only a quote as it stands now: one kept from before a refetch may describe a membership since replaced.
  const current = quote.isSuccess && !quote.isFetching ? quote.data : null;
  // The member holds this plan already (bought it here a moment ago, then went Back): nothing to subscribe to.
  const onPlan = quote.data?.alreadyHeld ? BillingMessages.samePlan : null;
  const dueNote = current && !current.alreadyHeld ? dueTodayNote(current) : null;

  const subscribe = useOneAtATime(async ({ name }: { name: string }) => {
    setProcessing(true);
    setFailure(null);
    try {
      const paymentMethodId = await processor.createPaymentMethod(name.trim());
      const membership = await purchase.mutateAsync({
        planId: plan.id,
        paymentMethodId,
        // The price on the Subscribe button: a price changed since is refused, not charged unseen.
        expectedPrice: plan.price,
        idempotencyKey: newIdempotencyKey('membership'),
      });
      if (membership.status === 'pending' && membership.clientSecret) {
        await processor.completePendingPayment(membership.clientSecret);
      }
      toast({
        title: MEMBERSHIP_TEXTS.upgraded,
        description: `You are now on the ${plan.name} plan${creditsText(plan, membership)}.`,
        variant: 'success',
      });
      // Unless the member left checkout while it was being paid.
      if (isMounted()) navigate('/profile');
    } catch (error) {
      // Spec §8 words the toast; the form says why (a decline carries the processor's reason). That alert is what
      // a screen reader reads out; the toast is only shown.
      setFailure(failureText(error, MEMBERSHIP_TEXTS.subscriptionFailed));
      toast({
        title: MEMBERSHIP_TEXTS.subscriptionFailedTitle,
        description: MEMBERSHIP_TEXTS.subscriptionFailed,
        variant: 'destructive',
        announce: false,
      });
      setProcessing(false);
    }
  });

  return (
    <Form layout="vertical" requiredMark={false} onFinish={subscribe} disabled={processing}>
      <CardEntry
        id="checkout-card"
        nameLabel="Name on Card"
        nameRequired={PAYMENT_TEXTS.nameOnCardRequired}
        card={card}
        onCardChange={setCard}
      />
      {onPlan && !processing ? <Alert className="billing-alert" type="info" showIcon title={onPlan} /> : null}
      {failure ? <Alert className="billing-alert" type="error" showIcon title={failure} /> : null}
      {note ? <p className="membership-card__note">{note}</p> : null}
      {dueNote ? <p className="membership-card__note">{dueNote}</p> : null}
      <div className="checkout-actions">
        <Button onClick={() => navigate('/')} disabled={processing}>
          Cancel
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          {...busyButton(processing)}
          disabled={!card.ready || !card.complete || onPlan !== null}
        >
          Subscribe {formatPerMonth(plan)}
        </Button>
      </div>
    </Form>
  );
}

/** Spec §2 "Membership checkout": the card form of one plan. */
export function MembershipCheckout({ plan }: { plan: MembershipPlan }) {
  return (
    <div className="checkout">
      <h1 className="page-title">Subscribe to {plan.name}</h1>
      <p className="page-subtitle">{plan.description}</p>
      <p className="membership-summary__price">{formatPerMonth(plan)}</p>
      <PaymentProvider leave={<ButtonLink to="/">Cancel</ButtonLink>}>
        <CheckoutForm plan={plan} />
      </PaymentProvider>
    </div>
  );
}
