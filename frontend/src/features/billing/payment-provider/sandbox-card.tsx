import { findTestCard, looksLikeCardNumber } from '@studio/contracts/browser';
import { Input } from 'antd';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  CardProcessorContext,
  type CardFieldProps,
  type CardProcessor,
  type CardState,
} from './card-context';
import { PAYMENT_TEXTS } from './payment-texts';

export const SANDBOX_HINT =
  'Test mode: enter one of Stripe’s test cards, such as 4242 4242 4242 4242 or 5555 5555 5555 4444, or a test ' +
  'payment method id such as pm_card_visa.';
export const NOT_A_TEST_CARD =
  'This is not one of Stripe’s test cards. Use a test card such as 4242 4242 4242 4242.';

const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]+$/;
const MIN_CARD_DIGITS = 15;

/** The payment-method id a typed test card number or test id stands for, or null when it names none. */
export function sandboxPaymentMethodId(value: string): string | null {
  const typed = value.trim();
  const card = findTestCard(typed);
  if (card) return card.paymentMethodId;
  return PAYMENT_METHOD_ID.test(typed) ? typed : null;
}

/** What the field reports for a typed value. */
export function sandboxCardState(value: string): CardState {
  if (sandboxPaymentMethodId(value)) return { ready: true, complete: true, error: null };
  const digits = value.replace(/\D/g, '');
  const wrong = looksLikeCardNumber(value.trim()) && digits.length >= MIN_CARD_DIGITS;
  return { ready: true, complete: false, error: wrong ? NOT_A_TEST_CARD : null };
}

/** Sandbox mode (no Stripe keys): a plain field that takes Stripe's test card numbers and test ids. */
export function SandboxCardProvider({ children }: { children: ReactNode }) {
  const value = useRef('');
  const processor = useMemo<CardProcessor>(() => {
    function SandboxCardField({ id, errorId, onChange }: CardFieldProps) {
      const hintId = `${id}-hint`;
      useEffect(
        () => () => {
          value.current = '';
        },
        [],
      );
      return (
        <div className="card-field">
          <Input
            id={id}
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="4242 4242 4242 4242"
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              value.current = event.target.value;
              onChange(sandboxCardState(event.target.value));
            }}
            // As Stripe's own field does: a number left half typed says why it cannot be paid with, where the
            // checkout's disabled button could not.
            onBlur={() => {
              const state = sandboxCardState(value.current);
              if (value.current.trim() && !state.complete && !state.error)
                onChange({ ...state, error: PAYMENT_TEXTS.cardIncomplete });
            }}
          />
          <p id={hintId} className="card-field__hint">
            {SANDBOX_HINT}
          </p>
        </div>
      );
    }
    return {
      mode: 'sandbox',
      initialState: { ready: true, complete: false, error: null },
      Field: SandboxCardField,
      createPaymentMethod: async () => {
        const id = sandboxPaymentMethodId(value.current);
        if (!id) throw new Error(NOT_A_TEST_CARD);
        return id;
      },
      completePendingPayment: async () => {
        throw new Error('Card authentication is not available in test mode.');
      },
    };
  }, []);
  return <CardProcessorContext.Provider value={processor}>{children}</CardProcessorContext.Provider>;
}
