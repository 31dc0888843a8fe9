import { CreditCardOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { toast } from '../../../ui/toast/toast-store';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { StatusBadge } from '../../../ui/StatusBadge';
import type { Membership, PaymentMethod } from '../api/billing-api';
import { useActiveMembership } from '../hooks/use-membership';
import { failureText } from '../../../api/http';
import {
  usePaymentMethods,
  useRemovePaymentMethod,
  useSetDefaultPaymentMethod,
} from '../hooks/use-payment-methods';
import { PAYMENT_TEXTS } from '../payment-provider/payment-texts';
import { brandName, formatDate, formatExpiry } from '../plan-display';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';
import { useOneAtATime } from '../../../lib/one-at-a-time';

function cardName(card: PaymentMethod): string {
  return `${brandName(card.cardBrand)} ending in ${card.cardLast4}`;
}

/**
 * What removing the default card does to a membership that renews: renewals charge the default card, and the
 * next card in the list (which billing orders by who takes the default's place) becomes it.
 */
function renewalNote(cards: readonly PaymentMethod[], membership: Membership | null | undefined): string {
  if (membership?.status !== 'active' || membership.plan.price <= 0) return '';
  const next = cards.find((card) => !card.isDefault);
  const plan = membership.plan.name;
  return next
    ? ` Your ${plan} membership renews with this card: its renewals will be charged to ${cardName(next)} instead.`
    : ` Your ${plan} membership renews with this card: with no other card saved, its renewal on ${formatDate(membership.endDate)} cannot be charged.`;
}

function SavedCard({ card, removalNote }: { card: PaymentMethod; removalNote: string }) {
  const remove = useRemovePaymentMethod();
  const makeDefault = useSetDefaultPaymentMethod();
  const [confirming, setConfirming] = useState(false);
  const name = cardName(card);

  const onRemove = useOneAtATime(async () => {
    try {
      await remove.mutateAsync(card.id);
      setConfirming(false);
      toast({ title: 'Card removed', description: `${name} was removed.`, variant: 'success' });
    } catch (error) {
      toast({
        title: PAYMENT_TEXTS.removeTitle,
        description: failureText(error, PAYMENT_TEXTS.removeFailed),
        variant: 'destructive',
      });
    }
  });

  const onMakeDefault = useOneAtATime(async () => {
    try {
      await makeDefault.mutateAsync(card.id);
      toast({
        title: 'Default card updated',
        description: `${name} is now your default card.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: PAYMENT_TEXTS.defaultTitle,
        description: failureText(error, PAYMENT_TEXTS.defaultFailed),
        variant: 'destructive',
      });
    }
  });

  return (
    <li className="saved-card">
      <CreditCardOutlined className="saved-card__icon" aria-hidden />
      <div className="saved-card__details">
        <div className="saved-card__name">
          <span>
            {brandName(card.cardBrand)} •••• {card.cardLast4}
          </span>
          {card.isDefault ? <StatusBadge tone="success">Default</StatusBadge> : null}
        </div>
        <div className="saved-card__expiry">Expires {formatExpiry(card.cardExpMonth, card.cardExpYear)}</div>
      </div>
      <div className="saved-card__actions">
        {card.isDefault ? null : (
          <Button
            size="small"
            onClick={onMakeDefault}
            loading={makeDefault.isPending}
            aria-label={`Make Default: ${name}`}
          >
            Make Default
          </Button>
        )}
        <Button
          size="small"
          danger
          loading={remove.isPending}
          aria-label={`Remove ${name}`}
          onClick={() => setConfirming(true)}
        >
          Remove
        </Button>
        <ConfirmDialog
          open={confirming}
          title="Remove this card?"
          text={`${name} will no longer be available for payments.${removalNote}`}
          confirmText="Remove"
          cancelText="Keep"
          busy={remove.isPending}
          onConfirm={() => void onRemove()}
          onClose={() => setConfirming(false)}
        />
      </div>
    </li>
  );
}

/**
 * Spec §2 "Payment methods page": the saved cards, with their empty and error states. The empty state offers
 * 'Add New Card' through `onAddCard` when given; a screen with an 'Add New Card' of its own leaves it out.
 */
export function SavedCards({ onAddCard }: { onAddCard?: () => void }) {
  const cards = usePaymentMethods();
  const membership = useActiveMembership();
  if (cards.isPending) {
    return (
      <LoadingStatus label="Loading saved cards">
        <SkeletonLines rows={3} />
      </LoadingStatus>
    );
  }
  if (cards.isError) {
    return (
      <div className="empty-card" role="alert">
        <p>{PAYMENT_TEXTS.loadCardsFailed}</p>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
      </div>
    );
  }
  if (cards.data.length === 0) {
    return (
      <div className="empty-card">
        <p>You have no saved cards yet.</p>
        {onAddCard ? (
          <Button type="primary" onClick={onAddCard}>
            Add New Card
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="saved-cards" aria-label="Saved cards">
      {cards.data.map((card) => (
        <SavedCard
          key={card.id}
          card={card}
          removalNote={card.isDefault ? renewalNote(cards.data, membership.data) : ''}
        />
      ))}
    </ul>
  );
}
