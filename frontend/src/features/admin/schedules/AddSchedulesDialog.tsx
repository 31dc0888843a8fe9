import { Form } from 'antd';
import type { StudioDate } from '../../../lib/pacific-time';
import { failureReason, toastFailure, toastSuccess } from '../shared/admin-feedback';
import { SCHEDULE_TEXTS, VALIDATION_TEXTS } from '../shared/admin-texts';
import { FormDialog } from '../shared/FormDialog';
import { formatShortDate } from './calendar-month';
import { DEFAULT_CLOCK, datesWithoutTime, formatClock, type ScheduleClock } from './schedule-time';
import { ScheduleClockFields } from './ScheduleClockFields';
import { useCreateSchedules } from './use-schedule-mutations';
import { useOneAtATime } from '../../../lib/one-at-a-time';

const FORM_ID = 'admin-add-schedules-form';

type AddValues = ScheduleClock & { classId?: number };

/** 'Add New Schedule': one class at the same studio time on every selected date; 'Save Schedules' ('Saving...'). */
export function AddSchedulesDialog({
  open,
  dates,
  onClose,
}: {
  open: boolean;
  dates: readonly StudioDate[];
  onClose: () => void;
}) {
  const create = useCreateSchedules();

  const save = useOneAtATime(async ({ classId, ...clock }: AddValues) => {
    if (dates.length === 0) {
      toastFailure(SCHEDULE_TEXTS.createFailed, new Error(VALIDATION_TEXTS.selectDate));
      return;
    }
    const skipped = datesWithoutTime(dates, clock);
    if (skipped.length > 0) {
      const on = skipped.map(formatShortDate).join(', ');
      toastFailure(
        SCHEDULE_TEXTS.createFailed,
        new Error(SCHEDULE_TEXTS.timeSkipped(formatClock(clock), on)),
      );
      return;
    }
    const { created, failures } = await create.mutateAsync({ classId: Number(classId), dates, clock });
    if (failures.length === 0) {
      toastSuccess(SCHEDULE_TEXTS.created(created.length));
      onClose();
      return;
    }
    const reasons = failures.map(
      ({ date, error }) => `${formatShortDate(date)}: ${failureReason(error) ?? ''}`,
    );
    const done = created.length > 0 ? `${SCHEDULE_TEXTS.created(created.length)}. ` : '';
    toastFailure(SCHEDULE_TEXTS.createFailed, new Error(`${done}${reasons.join('; ')}`));
    if (created.length > 0) onClose();
  });

  return (
    <FormDialog
      open={open}
      title="Add New Schedule"
      formId={FORM_ID}
      submitText="Save Schedules"
      submittingText="Saving..."
      submitting={create.isPending}
      onClose={onClose}
    >
      <Form<AddValues>
        id={FORM_ID}
        layout="vertical"
        requiredMark={false}
        initialValues={DEFAULT_CLOCK}
        onFinish={save}
      >
        <div className="schedule-dates">
          <p className="schedule-dates__title">Selected dates ({dates.length})</p>
          {dates.length > 0 ? (
            <ul className="schedule-dates__list">
              {dates.map((date) => (
                <li key={date}>{formatShortDate(date)}</li>
              ))}
            </ul>
          ) : (
            <p role="alert" className="schedule-dates__problem">
              {VALIDATION_TEXTS.selectDate}
            </p>
          )}
        </div>
        <ScheduleClockFields />
      </Form>
    </FormDialog>
  );
}
