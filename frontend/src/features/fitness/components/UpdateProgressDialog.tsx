import { InputNumber, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { toast } from '../../../ui/toast/toast-store';
import type { FitnessGoal } from '../api/fitness-api';
import { FITNESS_TEXTS } from '../fitness-texts';
import { useUpdateGoalProgress } from '../hooks/use-update-goal-progress';

/** 'Update Progress': sets a goal's current amount (spec §7 POST /api/fitness/goals/{goalId}/progress). */
export function UpdateProgressDialog({ goal, onClose }: { goal: FitnessGoal | null; onClose: () => void }) {
  const update = useUpdateGoalProgress();
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (goal) setValue(goal.progressCurrent);
  }, [goal]);

  // Save Progress and Enter in the field both save, once however often pressed while it runs.
  const save = useOneAtATime(async () => {
    if (!goal || value === null) return;
    try {
      await update.mutateAsync({ id: goal.id, progressCurrent: value });
      onClose();
    } catch {
      toast({ title: 'Error', description: FITNESS_TEXTS.updateFailed, variant: 'destructive' });
    }
  });
  const unit = goal?.progressMetric ? ` (${goal.progressMetric})` : '';
  return (
    <Modal
      open={goal !== null}
      title="Update Progress"
      okText="Save Progress"
      okButtonProps={{ loading: update.isPending, disabled: value === null }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      {goal ? (
        <div className="goal-form">
          <p className="goal-form__goal">{goal.title}</p>
          <label htmlFor="goal-progress-current" className="goal-form__label">
            Current progress{unit}
          </label>
          {/* No min: a negative amount goes to the server and is refused with the spec's text, not saved as 0. */}
          <InputNumber
            id="goal-progress-current"
            value={value}
            onChange={(next) => setValue(next)}
            onPressEnter={() => void save()}
            className="goal-form__number"
          />
          <p className="goal-form__hint">
            Target: {goal.progressTarget}
            {unit}
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
