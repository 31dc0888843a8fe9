import { Alert, Button, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { busyButton } from '../../../ui/busy-button';
import { toast } from '../../../ui/toast/toast-store';
import { failureText } from '../../../api/http';
import { useAddPaymentMethod } from '../hooks/use-payment-methods';
import {
  CardEntry,
  PaymentProvider,
  useCardProcessor,
  type CardState,
} from '../payment-provider/PaymentProvider';
import { PAYMENT_TEXTS } from '../payment-provider/payment-texts';
import { brandName } from '../plan-display';
import { useOneAtATime } from '../../../lib/one-at-a-time';

interface AddCardValues {
  name: string;
  setDefault: boolean;
}

function AddCardFields({ onAdded }: { onAdded: () => void }) {
  const processor = useCardProcessor();
  const add = useAddPaymentMethod();
  const [form] = Form.useForm<AddCardValues>();
  const [card, setCard] = useState<CardState>(processor.initialState);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = useOneAtATime(async ({ name, setDefault }: AddCardValues) => {
    setProcessing(true);
    setFailure(null);
    try {
      const paymentMethodId = await processor.createPaymentMethod(name.trim());
      const saved = await add.mutateAsync({ paymentMethodId, setDefault });
      toast({
        title: 'Card added',
        description: `${brandName(saved.cardBrand)} ending in ${saved.cardLast4} was saved.`,
        variant: 'success',
      });
      onAdded();
    } catch (error) {
      const text = failureText(error, PAYMENT_TEXTS.addCardFailed);
      // Read out once, by the alert beside the form: the toast says the same.
      setFailure(text);
      toast({
        title: PAYMENT_TEXTS.addCardTitle,
        description: text,
        variant: 'destructive',
        announce: false,
      });
    } finally {
      setProcessing(false);
    }
  });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: '', setDefault: true }}
      onFinish={submit}
      disabled={processing}
    >
      <CardEntry
        id="new-card"
        nameLabel="Cardholder Name"
        nameRequired={PAYMENT_TEXTS.cardholderRequired}
        card={card}
        onCardChange={setCard}
      />
      <Form.Item name="setDefault" valuePropName="checked">
        <Checkbox>Set as default</Checkbox>
      </Form.Item>
      {failure ? <Alert className="billing-alert" type="error" showIcon title={failure} /> : null}
      <Button
        type="primary"
        htmlType="submit"
        block
        {...busyButton(processing)}
        disabled={!card.ready || !card.complete}
      >
        Add Card
      </Button>
    </Form>
  );
}

/** Spec §2 "Payment methods page": the Add New Card form. */
export function AddCardForm({ onAdded }: { onAdded: () => void }) {
  return (
    <PaymentProvider>
      <AddCardFields onAdded={onAdded} />
    </PaymentProvider>
  );
}
