/**
 * The one payment-provider module: the screens put their card form inside <PaymentProvider> and use <CardEntry>
 * and useCardProcessor(). GET /api/stripe/config says which processor is live: Stripe (Stripe.js and its card
 * element, loaded only then) or the sandbox (a plain field for Stripe's test cards).
 */
import { Alert, Button, Form, Input } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useStripeConfig } from '../hooks/use-payment-methods';
import { useCardProcessor, type CardFieldProps, type CardState } from './card-context';
import { PAYMENT_TEXTS } from './payment-texts';
import { SandboxCardProvider } from './sandbox-card';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';

const StripeCardProvider = lazy(() => import('./stripe-card'));

function Loading() {
  return (
    <LoadingStatus label="Loading payment system">
      <SkeletonLines rows={2} />
    </LoadingStatus>
  );
}

function SystemError({ description, actions }: { description: string; actions: ReactNode }) {
  return (
    <>
      <Alert type="error" showIcon title={PAYMENT_TEXTS.systemError} description={description} />
      {actions ? <div className="payment-system-error__actions">{actions}</div> : null}
    </>
  );
}

/**
 * `leave`: the screen's way out when there is no card form to fill (the checkout's Cancel); a failed load also
 * offers to try again.
 */
export function PaymentProvider({ children, leave }: { children: ReactNode; leave?: ReactNode }) {
  const config = useStripeConfig();
  if (config.isPending) return <Loading />;
  if (config.isError) {
    const retry = (
      <Button onClick={() => void config.refetch()} loading={config.isFetching}>
        Try Again
      </Button>
    );
    return (
      <SystemError
        description={PAYMENT_TEXTS.loadFailed}
        actions={
          <>
            {leave}
            {retry}
          </>
        }
      />
    );
  }
  if (config.data.mode === 'sandbox') return <SandboxCardProvider>{children}</SandboxCardProvider>;
  if (!config.data.publicKey) return <SystemError description={PAYMENT_TEXTS.noKey} actions={leave} />;
  return (
    <Suspense fallback={<Loading />}>
      <StripeCardProvider publicKey={config.data.publicKey}>{children}</StripeCardProvider>
    </Suspense>
  );
}

/** The live processor's card field, labelled by the form around it. */
function CardField(props: CardFieldProps) {
  const { Field } = useCardProcessor();
  return <Field {...props} />;
}

/** The cardholder's name (required, as `nameRequired` says) and the card, as each card form asks for them. */
export function CardEntry({
  id,
  nameLabel,
  nameRequired,
  card,
  onCardChange,
}: {
  id: string;
  nameLabel: string;
  nameRequired: string;
  card: CardState;
  onCardChange: (state: CardState) => void;
}) {
  // Form.Item ties its help to a field only when it has a name; the card is not a form value, so its error
  // gets an id here and the field points at it. It shows while the member types, so it is read out as it appears.
  const errorId = card.error ? `${id}-error` : undefined;
  return (
    <>
      <Form.Item
        label={nameLabel}
        name="name"
        rules={[{ required: true, whitespace: true, message: nameRequired }]}
      >
        <Input autoComplete="cc-name" autoCapitalize="words" />
      </Form.Item>
      <Form.Item
        label="Card"
        htmlFor={id}
        validateStatus={card.error ? 'error' : undefined}
        help={
          card.error ? (
            <span id={errorId} role="alert">
              {card.error}
            </span>
          ) : undefined
        }
      >
        <CardField id={id} errorId={errorId} onChange={onCardChange} />
      </Form.Item>
    </>
  );
}

export { useCardProcessor, type CardState } from './card-context';
