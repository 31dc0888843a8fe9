import { Button, Modal } from 'antd';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { errorText } from '../../../api/http';
import { toast } from '../../../ui/toast/toast-store';
import type { CancellationResult } from '../api/bookings-api';
import { formatDollars } from '../../../lib/money';
import { BOOKING_TEXTS, cancellationFailedText } from '../booking-texts';
import { cancellationMessage } from '../cancellation-result';
import { useCancelBooking, useCancellationQuote } from '../hooks/use-cancel-booking';
import './bookings.css';
import { formatDateTime } from '../../../lib/pacific-time';

/** The booking a member asked to cancel. */
export interface CancelTarget {
  id: number;
  className: string;
  /** When the class starts: the dialog says which of the member's bookings of a class it cancels. */
  startTime: string;
  /** Paid with a credit: there is no card payment for the dialog to say a refund goes back to. */
  usedCredits: boolean;
}

type Step = 'confirm' | 'quoting' | 'calculator' | 'cancelling';

function RefundCalculator({ quote }: { quote: CancellationResult }) {
  return (
    <>
      <dl className="refund-calculator">
        <div className="refund-calculator__row">
          <dt>Original payment</dt>
          <dd>{formatDollars(quote.originalPayment)}</dd>
        </div>
        {quote.isFullRefund ? null : (
          <div className="refund-calculator__row">
            <dt>Cancellation fee (less than 24h)</dt>
            <dd>-{formatDollars(quote.cancellationFee)}</dd>
          </div>
        )}
        <div className="refund-calculator__row refund-calculator__row--total">
          <dt>Total refund</dt>
          <dd>{formatDollars(quote.refundAmount)}</dd>
        </div>
      </dl>
      {/* Nothing to send back when the fee keeps the whole payment. */}
      {quote.refundAmount > 0 ? <p>{BOOKING_TEXTS.refundTiming}</p> : null}
    </>
  );
}

/**
 * Spec §2 "Cancel dialogs" and §4 "Cancellation flow": 'Cancel Booking' first; then, for a card booking, the
 * refund calculator 'Booking Cancellation' with the amounts the booking service quotes, and only 'Confirm
 * Cancellation' cancels, on the amounts shown (see confirmQuoted). A credit booking is cancelled straight after
 * the first confirmation. A failure says 'Cancellation failed: {server text}', or `failureText` where the screen
 * has its own (the home screen's, spec §8). A cancelled booking leaves its list, and with it the Cancel button the
 * dialog would give focus back to, so focus then goes to `focusAfterCancel` (the list's heading).
 */
export function CancelBookingFlow({
  target,
  onClose,
  focusAfterCancel,
  failureText,
}: {
  target: CancelTarget | null;
  onClose: () => void;
  focusAfterCancel: RefObject<HTMLElement | null>;
  failureText?: string;
}) {
  const quoteCall = useCancellationQuote();
  const cancelCall = useCancelBooking();
  const [step, setStep] = useState<Step>('confirm');
  const [quote, setQuote] = useState<CancellationResult | null>(null);
  const [quoteChanged, setQuoteChanged] = useState(false);
  const cancelled = useRef(false);

  const close = () => {
    setStep('confirm');
    setQuote(null);
    setQuoteChanged(false);
    onClose();
  };

  const fail = (error: unknown) => {
    toast({
      title: BOOKING_TEXTS.cancellationFailedTitle,
      description:
        failureText ?? cancellationFailedText(errorText(error, BOOKING_TEXTS.homeCancellationFailed)),
      variant: 'destructive',
    });
    close();
  };

  const cancel = async (id: number) => {
    setStep('cancelling');
    try {
      const result = await cancelCall.mutateAsync(id);
      toast({ ...cancellationMessage(result), variant: 'success' });
      cancelled.current = true;
      close();
    } catch (error) {
      fail(error);
    }
  };

  /**
   * 'Confirm Cancellation' cancels on the amounts the member saw: quoted again first, and when the class has since
   * come within 24 hours (the dialog was left open) the new amounts are shown to confirm instead.
   */
  const confirmQuoted = async () => {
    if (!target || !quote) return;
    setStep('cancelling');
    try {
      const now = await quoteCall.mutateAsync(target.id);
      if (now.refundAmount !== quote.refundAmount || now.cancellationFee !== quote.cancellationFee) {
        setQuote(now);
        setQuoteChanged(true);
        setStep('calculator');
        return;
      }
    } catch (error) {
      fail(error);
      return;
    }
    await cancel(target.id);
  };

  const confirm = async () => {
    if (!target) return;
    setStep('quoting');
    try {
      const figures = await quoteCall.mutateAsync(target.id);
      if (figures.usedCredits) {
        await cancel(target.id);
        return;
      }
      setQuote(figures);
      setStep('calculator');
    } catch (error) {
      fail(error);
    }
  };

  const busy = step === 'quoting' || step === 'cancelling';
  const calculator = quote !== null && (step === 'calculator' || step === 'cancelling');
  // The refund calculator is a confirm dialog of its own: its first focus is the safe 'Close', as in the others,
  // not the 'Confirm Cancellation' that took the place of the pressed 'Yes, Cancel'.
  const stepRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (calculator)
      stepRef.current?.closest('.ant-modal')?.querySelector<HTMLElement>('.ant-modal-close')?.focus();
  }, [calculator]);

  return (
    <Modal
      open={target !== null}
      title={calculator ? 'Booking Cancellation' : 'Cancel Booking'}
      onCancel={busy ? undefined : close}
      afterClose={() => {
        if (!cancelled.current) return;
        cancelled.current = false;
        focusAfterCancel.current?.focus();
      }}
      closable={!busy}
      mask={{ closable: false }}
      footer={[
        <Button key="keep" onClick={close} disabled={busy}>
          Keep Booking
        </Button>,
        // One key for the step's button: it stays the same element from 'Yes, Cancel' to 'Confirm Cancellation',
        // so the focus stays in the dialog until the refund calculator moves it to 'Close'.
        calculator ? (
          <Button
            key="proceed"
            danger
            type="primary"
            loading={step === 'cancelling'}
            onClick={() => void confirmQuoted()}
          >
            Confirm Cancellation
          </Button>
        ) : (
          <Button key="proceed" danger type="primary" loading={busy} onClick={confirm}>
            Yes, Cancel
          </Button>
        ),
      ]}
    >
      {target ? (
        <p className="cancel-dialog__class">
          {target.className}
          <span className="cancel-dialog__when">{formatDateTime(target.startTime)}</span>
        </p>
      ) : null}
      {calculator && quoteChanged ? (
        <p role="alert" className="cancel-dialog__changed">
          {BOOKING_TEXTS.quoteChanged}
        </p>
      ) : null}
      {/* One live region for both steps: when the amounts replace the question they are read out, so the fee is
          heard before Confirm Cancellation. */}
      <div role="status" className="cancel-dialog__step" ref={stepRef}>
        {calculator ? (
          <RefundCalculator quote={quote} />
        ) : (
          <>
            <p>{BOOKING_TEXTS.cannotBeUndone}</p>
            <p>{BOOKING_TEXTS.feeMayApply}</p>
            {target?.usedCredits ? null : <p>{BOOKING_TEXTS.refundTiming}</p>}
          </>
        )}
      </div>
      {busy ? (
        <p role="status" className="cancel-dialog__status">
          Processing your cancellation...
        </p>
      ) : null}
    </Modal>
  );
}
