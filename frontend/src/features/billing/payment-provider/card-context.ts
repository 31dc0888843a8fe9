import { createContext, useContext, type ComponentType } from 'react';

/** What the member has typed so far, as the card field reports it. */
export interface CardState {
  /** The field is ready for input (Stripe's iframe has loaded). */
  ready: boolean;
  /** Enough is entered to pay. */
  complete: boolean;
  /** An inline error to show under the field, if any. */
  error: string | null;
}

export interface CardFieldProps {
  id: string;
  /** The id of the error text shown for the field, while one shows: the field is then invalid and described by it. */
  errorId?: string;
  onChange: (state: CardState) => void;
}

/** One card processor as the screens see it: a field to type a card into and the two steps a payment needs. */
export interface CardProcessor {
  mode: 'stripe' | 'sandbox';
  /** The field's state before the member types anything. */
  initialState: CardState;
  Field: ComponentType<CardFieldProps>;
  /** Turns the card in the field into a payment-method id (Stripe creates it in the browser, type card). */
  createPaymentMethod: (billingName: string) => Promise<string>;
  /** Completes a charge that waits for the member (3-D Secure), given its client secret. */
  completePendingPayment: (clientSecret: string) => Promise<void>;
}

export const CardProcessorContext = createContext<CardProcessor | null>(null);

/** The card processor of the nearest PaymentProvider. */
export function useCardProcessor(): CardProcessor {
  const processor = useContext(CardProcessorContext);
  if (!processor) throw new Error('useCardProcessor must be used inside a PaymentProvider');
  return processor;
}
