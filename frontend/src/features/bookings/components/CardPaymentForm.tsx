import { Alert, Button, Form, Radio } from 'antd';
import { useState } from 'react';
import type { PaymentMethod } from '../../billing/api/billing-api';
import { usePaymentMethods } from '../../billing/hooks/use-payment-methods';
import {
  CardEntry,
  PaymentProvider,
  useCardProcessor,
  type CardState,
} from '../../billing/payment-provider/PaymentProvider';
import { PAYMENT_TEXTS } from '../../billing/payment-provider/payment-texts';
import { busyButton } from '../../../ui/busy-button';
import { toast } from '../../../ui/toast/toast-store';
import { formatDollars } from '../../../lib/money';
import { BOOKING_TEXTS } from '../booking-texts';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';

const NEW_CARD = 'new';

function cardLabel(card: PaymentMethod): string {
  const brand = card.cardBrand.charAt(0).toUpperCase() + card.cardBrand.slice(1);
  const expiry = `${String(card.cardExpMonth).padStart(2, '0')}/${String(card.cardExpYear).slice(-2)}`;
  return `${brand} ending in ${card.cardLast4} (expires ${expiry})${card.isDefault ? ' · Default' : ''}`;
}

interface CardPaymentProps {
  total: number;
  processing: boolean;
  failure: string | null;
  /** Pays with a card: a saved card's payment-method id, or one the processor creates from the field. */
  onPay: (paymentMethodId: () => Promise<string>) => void;
  /** The member changed the card or the choice of card: a failure told of the last one no longer applies. */
  onEdit: () => void;
}

const CARD_FIELD_ID = 'booking-card';
const PAY_WITH_ID = 'booking-pay-with';

function CardForm({ total, processing, failure, onPay, onEdit }: CardPaymentProps) {
  const processor = useCardProcessor();
  const savedCards = usePaymentMethods();
  const cards = savedCards.data ?? [];
  // Spec §2: card payment asks for the cardholder name and a card; a saved card is one tap away.
  const [selected, setSelected] = useState<string>(NEW_CARD);
  const [card, setCard] = useState<CardState>(processor.initialState);
  const usesNewCard = selected === NEW_CARD;

  const pay = ({ name }: { name?: string }) => {
    if (!usesNewCard) {
      onPay(async () => selected);
      return;
    }
    if (!card.complete) {
      setCard({ ...card, error: card.error ?? PAYMENT_TEXTS.cardIncomplete });
      // The field to mend takes focus, as a missing cardholder name does.
      document.getElementById(CARD_FIELD_ID)?.focus();
      return;
    }
    onPay(() => processor.createPaymentMethod((name ?? '').trim()));
  };

  // Spec §2: the pay button waits only for the payment form to be ready (and for a payment in progress).
  const ready = !usesNewCard || card.ready;
  if (savedCards.isPending) {
    return (
      <LoadingStatus label="Loading your saved cards">
        <SkeletonLines rows={2} />
      </LoadingStatus>
    );
  }
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={pay}
      onFinishFailed={() =>
        toast({
          title: BOOKING_TEXTS.cardholderRequiredTitle,
          description: BOOKING_TEXTS.cardholderRequired,
          variant: 'destructive',
        })
      }
      disabled={processing}
      className="card-payment"
    >
      {cards.length > 0 ? (
        // A label names a form control only; the group of radios takes its name from the label's text.
        <Form.Item label={<span id={PAY_WITH_ID}>Pay with</span>}>
          <Radio.Group
            aria-labelledby={PAY_WITH_ID}
            value={selected}
            onChange={(event) => {
              setSelected(event.target.value as string);
              onEdit();
            }}
            className="card-payment__choices"
          >
            {cards.map((saved) => (
              <Radio key={saved.id} value={saved.stripePaymentMethodId}>
                {cardLabel(saved)}
              </Radio>
            ))}
            <Radio value={NEW_CARD}>A new card</Radio>
          </Radio.Group>
        </Form.Item>
      ) : null}
      {usesNewCard ? (
        <CardEntry
          id={CARD_FIELD_ID}
          nameLabel="Cardholder Name"
          nameRequired={BOOKING_TEXTS.cardholderRequired}
          card={card}
          onCardChange={(next) => {
            setCard(next);
            onEdit();
          }}
        />
      ) : null}
      {failure ? (
        <Alert
          className="booking-alert"
          type="error"
          showIcon
          title={PAYMENT_TEXTS.paymentFailed}
          description={failure}
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        {...busyButton(processing)}
        disabled={!ready}
      >
        Pay {formatDollars(total)}
      </Button>
    </Form>
  );
}

/** Spec §2 "Booking page" card payment, on the billing module's card processor (Stripe or the sandbox). */
export function CardPaymentForm(props: CardPaymentProps) {
  return (
    <PaymentProvider>
      <CardForm {...props} />
    </PaymentProvider>
  );
}
