import { Form } from 'antd';
import type { Schedule } from '../shared/admin-api';
import { toastFailure, toastSuccess } from '../shared/admin-feedback';
import { SCHEDULE_TEXTS } from '../shared/admin-texts';
import { FormDialog } from '../shared/FormDialog';
import { formatFullDate, formatShortDate } from './calendar-month';
import {
  clockOf,
  datesWithoutTime,
  editedTimes,
  formatClock,
  formatUtc,
  type ScheduleClock,
} from './schedule-time';
import { ScheduleClockFields } from './ScheduleClockFields';
import { useUpdateSchedule } from './use-schedule-mutations';

const FORM_ID = 'admin-edit-schedule-form';

type EditValues = ScheduleClock & { classId: number };

/** 'Edit Schedule': the date stays; class, start and length change. It shows the date and the stored UTC time. */
export function EditScheduleDialog({
  schedule,
  onClose,
}: {
  schedule: Schedule | null;
  onClose: () => void;
}) {
  const update = useUpdateSchedule();
  const current = schedule ? clockOf(schedule) : null;

  const save = async ({ classId, ...clock }: EditValues) => {
    if (!schedule || !current) return;
    if (datesWithoutTime([current.date], clock).length > 0) {
      const on = formatShortDate(current.date);
      toastFailure(
        SCHEDULE_TEXTS.updateFailed,
        new Error(SCHEDULE_TEXTS.timeSkipped(formatClock(clock), on)),
      );
      return;
    }
    try {
      await update.mutateAsync({
        id: schedule.id,
        body: { classId, ...editedTimes(schedule, clock) },
      });
      toastSuccess(SCHEDULE_TEXTS.updated);
      onClose();
    } catch (error) {
      toastFailure(SCHEDULE_TEXTS.updateFailed, error);
    }
  };

  return (
    <FormDialog
      open={schedule !== null}
      title="Edit Schedule"
      formId={FORM_ID}
      submitText="Update Schedule"
      submitting={update.isPending}
      onClose={onClose}
    >
      {schedule && current ? (
        <Form<EditValues>
          id={FORM_ID}
          layout="vertical"
          requiredMark={false}
          initialValues={{
            classId: schedule.classId,
            startHour: current.startHour,
            startMinute: current.startMinute,
            amPm: current.amPm,
            durationMinutes: current.durationMinutes,
          }}
          onFinish={save}
        >
          <dl className="schedule-facts">
            <dt>Date</dt>
            <dd>{formatFullDate(current.date)}</dd>
            <dt>UTC time</dt>
            <dd>
              {formatUtc(schedule.startTime)} to {formatUtc(schedule.endTime)}
            </dd>
          </dl>
          <ScheduleClockFields />
        </Form>
      ) : null}
    </FormDialog>
  );
}
