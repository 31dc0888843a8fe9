import {
  FitnessMessages,
  GOAL_DEFAULT_TARGET,
  GOAL_DESCRIPTION_MIN_LENGTH,
  GOAL_TARGET_MIN,
  GOAL_TITLE_MIN_LENGTH,
  GOAL_TYPES,
  type GoalType,
} from '@studio/contracts/browser';
import { Form, Input, InputNumber, Modal } from 'antd';
import { studioToday } from '../../../lib/pacific-time';
import { toast } from '../../../ui/toast/toast-store';
import { GOAL_TYPE_LABELS, isReadableDate } from '../fitness-display';
import { FITNESS_TEXTS } from '../fitness-texts';

interface GoalForm {
  title: string;
  description: string;
  goalType: GoalType;
  progressTarget: number;
  progressCurrent: number;
  targetDate: string;
}

function initialValues(): GoalForm {
  return {
    title: '',
    description: '',
    goalType: 'weight',
    progressTarget: GOAL_DEFAULT_TARGET,
    progressCurrent: 0,
    targetDate: studioToday(),
  };
}

const FORM_ID = 'new-goal';

const minTrimmed = (min: number, message: string) => ({
  validator: (_: unknown, value: string | undefined) =>
    (value ?? '').trim().length >= min ? Promise.resolve() : Promise.reject(new Error(message)),
});

/**
 * Spec §2/§5/§7: the 'New Goal' form with the goal rules and defaults. Creating a goal is intercepted: a valid
 * form sends nothing and the member is told custom goals are coming soon.
 */
export function NewGoalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<GoalForm>();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const intercept = () => {
    toast({ title: FITNESS_TEXTS.customGoalsTitle, description: FITNESS_TEXTS.customGoalsBody });
    close();
  };
  return (
    <Modal
      open={open}
      title="New Goal"
      okText="Create Goal"
      // The footer button submits the form (a native form attribute), so Enter in a field submits it too.
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      onCancel={close}
      destroyOnHidden
    >
      <Form<GoalForm>
        form={form}
        name={FORM_ID}
        layout="vertical"
        initialValues={initialValues()}
        onFinish={intercept}
        requiredMark={false}
      >
        <Form.Item
          name="title"
          label="Goal Title"
          required
          rules={[minTrimmed(GOAL_TITLE_MIN_LENGTH, FitnessMessages.goalTitleTooShort)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          required
          rules={[minTrimmed(GOAL_DESCRIPTION_MIN_LENGTH, FitnessMessages.goalDescriptionTooShort)]}
        >
          {/* One line, as a goal card shows it, and Enter submits from it as from the title. */}
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="goalType"
          label="Goal Type"
          rules={[
            { required: true, type: 'enum', enum: [...GOAL_TYPES], message: FitnessMessages.goalTypeInvalid },
          ]}
        >
          <select className="goal-form__select">
            {GOAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {GOAL_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </Form.Item>
        <div className="goal-form__row">
          <Form.Item name="progressCurrent" label="Current">
            <InputNumber min={0} inputMode="decimal" className="goal-form__number" />
          </Form.Item>
          <Form.Item
            name="progressTarget"
            label="Target"
            rules={[
              { required: true, message: FitnessMessages.goalTargetInvalid },
              { type: 'number', min: GOAL_TARGET_MIN, message: FitnessMessages.goalTargetInvalid },
            ]}
          >
            <InputNumber inputMode="decimal" className="goal-form__number" />
          </Form.Item>
        </div>
        <Form.Item
          name="targetDate"
          label="Target Date"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                isReadableDate(value ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(FitnessMessages.goalTargetDateInvalid)),
            },
          ]}
        >
          <Input type="date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
