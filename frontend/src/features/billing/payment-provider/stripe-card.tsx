/**
 * Live Stripe: Stripe.js (loaded from Stripe's own site) and its card element. Loaded only when the gateway says
 * Stripe is live, so sandbox mode never fetches Stripe.js.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Alert } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadErrorText, PAYMENT_TEXTS } from './payment-texts';
import { CardProcessorContext, type CardFieldProps, type CardProcessor } from './card-context';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';

// Stripe's input lives in its iframe, out of reach of our ids, so the group around it carries the error.
function StripeCardField({ id, errorId, onChange }: CardFieldProps) {
  return (
    <div
      className="card-field card-field--stripe"
      id={id}
      role="group"
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
    >
      <CardElement
        options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#111827' } } }}
        onReady={() => onChange({ ready: true, complete: false, error: null })}
        onLoadError={() => onChange({ ready: false, complete: false, error: PAYMENT_TEXTS.formFailed })}
        onChange={(event) =>
          onChange({ ready: true, complete: event.complete, error: event.error?.message ?? null })
        }
      />
    </div>
  );
}

function StripeBridge({ children }: { children: ReactNode }) {
  const stripe = useStripe();
  const elements = useElements();
  const processor = useMemo<CardProcessor>(
    () => ({
      mode: 'stripe',
      initialState: { ready: false, complete: false, error: null },
      Field: StripeCardField,
      createPaymentMethod: async (billingName) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new Error(PAYMENT_TEXTS.notReady);
        const { paymentMethod, error } = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: billingName },
        });
        if (error || !paymentMethod) throw new Error(error?.message ?? PAYMENT_TEXTS.methodFailed);
        return paymentMethod.id;
      },
      completePendingPayment: async (clientSecret) => {
        if (!stripe) throw new Error(PAYMENT_TEXTS.notReady);
        const { error } = await stripe.handleNextAction({ clientSecret });
        if (error) throw new Error(error.message ?? PAYMENT_TEXTS.paymentFailed);
      },
    }),
    [stripe, elements],
  );
  return <CardProcessorContext.Provider value={processor}>{children}</CardProcessorContext.Provider>;
}

export default function StripeCardProvider({
  publicKey,
  children,
}: {
  publicKey: string;
  children: ReactNode;
}) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  /** Spec §8: why the payment system is not there — Stripe.js refused to load, or loaded without a Stripe. */
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadStripe(publicKey).then(
      (loaded) => {
        if (!live) return;
        if (loaded) setStripe(loaded);
        else setFailure(PAYMENT_TEXTS.initFailed);
      },
      (error: unknown) => {
        if (!live) return;
        const reason = error instanceof Error ? error.message : '';
        setFailure(reason ? loadErrorText(reason) : PAYMENT_TEXTS.loadFailed);
      },
    );
    return () => {
      live = false;
    };
  }, [publicKey]);
  if (failure) {
    return <Alert type="error" showIcon title={PAYMENT_TEXTS.systemError} description={failure} />;
  }
  if (!stripe) {
    return (
      <LoadingStatus label="Loading payment system">
        <SkeletonLines rows={2} />
      </LoadingStatus>
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeBridge>{children}</StripeBridge>
    </Elements>
  );
}
