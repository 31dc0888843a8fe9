import { PLAN_INTERVALS, type PlanInterval } from '@studio/contracts/browser';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Plan, PlanInput } from '../shared/admin-api';
import { PLAN_TEXTS, VALIDATION_TEXTS } from '../shared/admin-texts';
import { FormDialog } from '../shared/FormDialog';
import { wholeCents } from '../shared/form-rules';
import type { FormState } from '../shared/use-entity-dialogs';
import { useEntityForm } from '../shared/use-entity-form';
import { featuresText, isFeatureListText } from './plan-features';
import { useCreatePlan, useUpdatePlan } from './use-plan-mutations';

const FORM_ID = 'admin-plan-form';

export const PLAN_FIELD_TEXTS = {
  price: 'Price must be 0 or more',
  cents: VALIDATION_TEXTS.priceCents,
  whole: 'Enter a whole number of 0 or more',
} as const;

interface PlanValues {
  name: string;
  description?: string;
  price: number | null;
  interval: PlanInterval;
  features: string;
  classCredits: number | null;
  priority: number | null;
  isActive: boolean;
}

/** Spec §5 defaults: monthly, features '[]', priority 0, active, 0 credits, price 0. */
function initialValues(plan: Plan | null): PlanValues {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: plan?.price ?? 0,
    interval: plan?.interval ?? 'monthly',
    features: plan ? featuresText(plan.features) : '[]',
    classCredits: plan?.classCredits ?? 0,
    priority: plan?.priority ?? 0,
    isActive: plan?.isActive ?? true,
  };
}

/** Spec §7: the plan is sent with its features as JSON text. */
function toBody(values: PlanValues): PlanInput {
  return {
    name: values.name.trim(),
    description: values.description?.trim() ?? '',
    price: Number(values.price),
    interval: values.interval,
    features: values.features,
    classCredits: Number(values.classCredits),
    priority: Number(values.priority),
    isActive: values.isActive,
  };
}

const wholeNumber = [
  { required: true, message: PLAN_FIELD_TEXTS.whole },
  { type: 'integer' as const, min: 0, message: PLAN_FIELD_TEXTS.whole },
];

/** The create and edit plan dialog. */
export function PlanDialog({
  state,
  onClose,
  onDelete,
}: {
  state: FormState<Plan>;
  onClose: () => void;
  onDelete: (plan: Plan) => void;
}) {
  const { editing, save, dialog } = useEntityForm({
    state,
    create: useCreatePlan(),
    update: useUpdatePlan(),
    texts: { ...PLAN_TEXTS, createFailed: PLAN_TEXTS.saveFailed, updateFailed: PLAN_TEXTS.saveFailed },
    onClose,
    onDelete,
  });
  const submit = (values: PlanValues) => save(toBody(values));

  return (
    <FormDialog
      {...dialog}
      title={editing ? 'Edit Membership Plan' : 'Create Membership Plan'}
      formId={FORM_ID}
      submitText={editing ? 'Update Plan' : 'Create Plan'}
      deleteText={editing ? 'Delete Plan' : undefined}
    >
      <Form<PlanValues>
        id={FORM_ID}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(editing)}
        onFinish={submit}
      >
        <Form.Item
          label="Plan Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: VALIDATION_TEXTS.planName }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={2} />
        </Form.Item>
        <div className="admin-form__row">
          <Form.Item
            label="Price ($)"
            name="price"
            rules={[
              { required: true, message: PLAN_FIELD_TEXTS.price },
              { type: 'number', min: 0, message: PLAN_FIELD_TEXTS.price },
              wholeCents(PLAN_FIELD_TEXTS.cents),
            ]}
          >
            <InputNumber step={0.01} inputMode="decimal" />
          </Form.Item>
          <Form.Item label="Interval" name="interval">
            <Select options={PLAN_INTERVALS.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </div>
        <Form.Item
          label="Features"
          name="features"
          extra='A JSON list, such as ["10 classes per month", "Free towel"]'
          rules={[
            {
              validator: (_, value: string) =>
                isFeatureListText(value ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(VALIDATION_TEXTS.planFeatures)),
            },
          ]}
        >
          <Input.TextArea rows={3} spellCheck={false} />
        </Form.Item>
        <div className="admin-form__row">
          <Form.Item label="Class Credits" name="classCredits" rules={wholeNumber}>
            <InputNumber inputMode="numeric" />
          </Form.Item>
          <Form.Item label="Priority" name="priority" rules={wholeNumber}>
            <InputNumber inputMode="numeric" />
          </Form.Item>
        </div>
        <Form.Item label="Active" name="isActive" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
