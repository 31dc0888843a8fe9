import { CalendarOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatTimeRange, studioToday, type StudioDate } from '../../../lib/pacific-time';
import { StatusBadge } from '../../../ui/StatusBadge';
import type { Schedule } from '../shared/admin-api';
import { toastFailure, toastSuccess } from '../shared/admin-feedback';
import { SCHEDULE_TEXTS } from '../shared/admin-texts';
import { AdminPanel } from '../shared/AdminPanel';
import { AdminTable } from '../shared/AdminTable';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { RowActions } from '../shared/RowActions';
import { useAdminSchedules } from '../shared/use-admin-queries';
import { AddSchedulesDialog } from './AddSchedulesDialog';
import { formatFullDate, formatShortDate, toggleDate } from './calendar-month';
import { EditScheduleDialog } from './EditScheduleDialog';
import { MultiDateCalendar } from './MultiDateCalendar';
import { useCancelSchedule, useClearAllSchedules } from './use-schedule-mutations';
import './schedules-tab.css';

/**
 * Spec §2 "Schedules tab": pick dates on the calendar (the last one clicked is focused), add a class on all of them
 * at once, and manage the focused date's schedules. Only one day is listed at a time, so a year of schedules stays
 * light.
 */
export default function SchedulesTab() {
  const [selected, setSelected] = useState<StudioDate[]>([]);
  const [focused, setFocused] = useState<StudioDate>(() => studioToday());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Schedule | null>(null);
  const [cancelling, setCancelling] = useState<Schedule | null>(null);
  const [clearing, setClearing] = useState(false);
  const schedules = useAdminSchedules(focused);
  const cancel = useCancelSchedule();
  const clearAll = useClearAllSchedules();

  const clickDate = (date: StudioDate) => {
    setSelected((dates) => toggleDate(dates, date));
    setFocused(date);
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toastSuccess(SCHEDULE_TEXTS.cancelled);
      setCancelling(null);
    } catch (error) {
      toastFailure(SCHEDULE_TEXTS.cancelFailed, error);
    }
  };

  const confirmClear = async () => {
    try {
      const { count } = await clearAll.mutateAsync();
      toastSuccess('Calendar Cleared', SCHEDULE_TEXTS.cleared(count));
      setClearing(false);
    } catch (error) {
      toastFailure(
        SCHEDULE_TEXTS.clearFailed,
        new Error(SCHEDULE_TEXTS.clearFailedDetail(error instanceof Error ? error.message : '')),
      );
    }
  };

  const columns: TableColumnsType<Schedule> = [
    {
      title: 'Time',
      key: 'time',
      render: (_, s) => <span className="schedule-time">{formatTimeRange(s.startTime, s.endTime)}</span>,
    },
    { title: 'Class', key: 'class', render: (_, s) => s.class.name },
    {
      title: 'Status',
      key: 'status',
      render: (_, s) =>
        s.isCancelled ? (
          <StatusBadge tone="danger">Cancelled</StatusBadge>
        ) : (
          <StatusBadge tone="success">Active</StatusBadge>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, s) =>
        s.isCancelled ? null : (
          <RowActions
            name={`${s.class.name} at ${formatTimeRange(s.startTime, s.endTime)}`}
            onEdit={() => setEditing(s)}
            onDelete={() => setCancelling(s)}
            deleteText="Cancel"
          />
        ),
    },
  ];

  return (
    <AdminPanel title="Schedules">
      <div className="schedules-layout">
        <div className="schedules-layout__picker">
          <MultiDateCalendar selected={selected} focused={focused} onClickDate={clickDate} />
          <div className="schedule-selection">
            <p className="schedule-selection__count">
              <CalendarOutlined aria-hidden /> Selected dates{' '}
              <span className="schedule-selection__badge">{selected.length}</span>
            </p>
            {selected.length > 0 ? (
              <ul className="schedule-selection__list" aria-label="Selected dates">
                {selected.map((date) => (
                  <li key={date}>{formatShortDate(date)}</li>
                ))}
              </ul>
            ) : (
              <p className="schedule-selection__hint">Click dates on the calendar to select them.</p>
            )}
            <div className="schedule-selection__actions">
              <Button onClick={() => setSelected([])} disabled={selected.length === 0}>
                Clear Selection ({selected.length})
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setAdding(true)}
                disabled={selected.length === 0}
              >
                Add New Schedule
              </Button>
              <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setClearing(true)}>
                Clear All Calendar
              </Button>
            </div>
          </div>
        </div>
        <div className="schedules-layout__day">
          <h3 className="schedules-day__title">Schedules for {formatFullDate(focused)}</h3>
          <AdminTable<Schedule>
            label={`Schedules for ${formatFullDate(focused)}`}
            columns={columns}
            rows={schedules.data}
            loading={schedules.isPending}
            error={schedules.error}
            errorTitle="Failed to load schedules"
            emptyText={SCHEDULE_TEXTS.empty}
          />
        </div>
      </div>
      <AddSchedulesDialog open={adding} dates={selected} onClose={() => setAdding(false)} />
      <EditScheduleDialog schedule={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel Schedule"
        text={SCHEDULE_TEXTS.confirmCancel}
        confirmText="Cancel Schedule"
        cancelText="Keep Schedule"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
      <ConfirmDialog
        open={clearing}
        title="Clear All Calendar"
        text={SCHEDULE_TEXTS.confirmClear}
        confirmText="Clear All"
        busy={clearAll.isPending}
        onConfirm={confirmClear}
        onClose={() => setClearing(false)}
      />
    </AdminPanel>
  );
}
