import { SCHEDULE_MAX_DURATION_MINUTES, SCHEDULE_MIN_DURATION_MINUTES } from '@studio/contracts/browser';
import { Form, InputNumber, Select } from 'antd';
import { useAdminClasses } from '../shared/use-admin-queries';
import { VALIDATION_TEXTS } from '../shared/admin-texts';

export const CLOCK_TEXTS = {
  hour: 'Hour must be between 1 and 12',
  minute: 'Minute must be between 0 and 59',
  duration: `Duration must be between ${SCHEDULE_MIN_DURATION_MINUTES} and ${SCHEDULE_MAX_DURATION_MINUTES} minutes`,
} as const;

const HOURS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
const MINUTES = Array.from({ length: 60 }, (_, i) => ({ value: i, label: String(i).padStart(2, '0') }));

/** The class and the studio-local start and length shared by the add and edit schedule forms (spec §5). */
export function ScheduleClockFields() {
  const classes = useAdminClasses();
  return (
    <>
      <Form.Item
        label="Class"
        name="classId"
        rules={[{ required: true, message: VALIDATION_TEXTS.selectClass }]}
      >
        <Select
          placeholder="Select a class"
          loading={classes.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <div className="admin-form__row">
        <Form.Item
          label="Start Hour"
          name="startHour"
          rules={[{ required: true, message: CLOCK_TEXTS.hour }]}
        >
          <Select options={HOURS} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item
          label="Start Minute"
          name="startMinute"
          rules={[{ required: true, message: CLOCK_TEXTS.minute }]}
        >
          <Select options={MINUTES} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item label="AM/PM" name="amPm" rules={[{ required: true }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: 'AM', label: 'AM' },
              { value: 'PM', label: 'PM' },
            ]}
          />
        </Form.Item>
      </div>
      <Form.Item
        label="Duration (minutes)"
        name="durationMinutes"
        rules={[
          { required: true, message: CLOCK_TEXTS.duration },
          {
            type: 'number',
            min: SCHEDULE_MIN_DURATION_MINUTES,
            max: SCHEDULE_MAX_DURATION_MINUTES,
            message: CLOCK_TEXTS.duration,
          },
        ]}
        extra="Times are in studio time (Pacific)"
      >
        <InputNumber step={5} precision={0} inputMode="numeric" />
      </Form.Item>
    </>
  );
}
