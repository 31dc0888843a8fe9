import { CheckOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { oneAtATimeButton } from '../../../ui/busy-button';
import { Surface } from '../../../ui/Surface';
import type { FitnessGoal } from '../api/fitness-api';
import { GOAL_TYPE_LABELS, formatTargetDate, goalPercent } from '../fitness-display';

/** A change of a goal whose request runs; the goals wait for it, one change at a time. */
export interface PendingGoalChange {
  goalId: number;
  change: 'complete' | 'delete';
}

export interface GoalActions {
  onUpdateProgress: (goal: FitnessGoal) => void;
  onComplete: (goal: FitnessGoal) => void;
  onDelete: (goal: FitnessGoal) => void;
  pending: PendingGoalChange | null;
}

/** The button of `change` on `goal`: busy while its own request runs, disabled while another change's does. */
function changeButton(
  pending: PendingGoalChange | null,
  goal: FitnessGoal,
  change: PendingGoalChange['change'],
) {
  return oneAtATimeButton(pending?.goalId === goal.id && pending.change === change, pending !== null);
}

function amount(goal: FitnessGoal, value: number): string {
  return goal.progressMetric ? `${value} ${goal.progressMetric}` : String(value);
}

/** An active goal: progress bar, target date, 'Update Progress', 'Complete' and delete. */
export function ActiveGoalCard({ goal, actions }: { goal: FitnessGoal; actions: GoalActions }) {
  const percent = goalPercent(goal);
  return (
    <li>
      <Surface className="goal">
        <div className="goal__head">
          <h3 className="goal__title">{goal.title}</h3>
          <span className="goal__type">{GOAL_TYPE_LABELS[goal.goalType]}</span>
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            {...changeButton(actions.pending, goal, 'delete')}
            onClick={() => actions.onDelete(goal)}
            aria-label={`Delete ${goal.title}`}
          />
        </div>
        <p className="goal__description">{goal.description}</p>
        <div
          className="fitness-bar"
          role="progressbar"
          aria-label={`Progress of ${goal.title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        >
          <div className="fitness-bar__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="goal__progress">
          {amount(goal, goal.progressCurrent)} of {amount(goal, goal.progressTarget)} ({percent}%)
        </p>
        <p className="goal__date">Target date: {formatTargetDate(goal.targetDate)}</p>
        <div className="goal__actions">
          <Button
            icon={<EditOutlined aria-hidden />}
            onClick={() => actions.onUpdateProgress(goal)}
            aria-label={`Update Progress of ${goal.title}`}
          >
            Update Progress
          </Button>
          <Button
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            {...changeButton(actions.pending, goal, 'complete')}
            onClick={() => actions.onComplete(goal)}
            aria-label={`Complete ${goal.title}`}
          >
            Complete
          </Button>
        </div>
      </Surface>
    </li>
  );
}

/** A completed goal, with 'Remove'. */
export function CompletedGoalCard({
  goal,
  onRemove,
  pending,
}: {
  goal: FitnessGoal;
  onRemove: (goal: FitnessGoal) => void;
  pending: PendingGoalChange | null;
}) {
  return (
    <li>
      <Surface className="goal goal--completed">
        <div className="goal__head">
          <h3 className="goal__title">
            <CheckOutlined aria-hidden className="goal__done" /> {goal.title}
          </h3>
          <span className="goal__type">{GOAL_TYPE_LABELS[goal.goalType]}</span>
        </div>
        <p className="goal__progress">
          {amount(goal, goal.progressCurrent)} of {amount(goal, goal.progressTarget)}
        </p>
        <div className="goal__actions">
          <Button
            {...changeButton(pending, goal, 'delete')}
            onClick={() => onRemove(goal)}
            aria-label={`Remove ${goal.title}`}
          >
            Remove
          </Button>
        </div>
      </Surface>
    </li>
  );
}
