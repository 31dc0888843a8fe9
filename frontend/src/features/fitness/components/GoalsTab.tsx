import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { toast } from '../../../ui/toast/toast-store';
import type { FitnessGoal } from '../api/fitness-api';
import { FITNESS_TEXTS } from '../fitness-texts';
import { useDeleteGoal } from '../hooks/use-delete-goal';
import { useGoals } from '../hooks/use-goals';
import { useSetGoalAchieved } from '../hooks/use-set-goal-achieved';
import { ActiveGoalCard, CompletedGoalCard, type PendingGoalChange } from './GoalCard';
import { LoadFailure } from '../../../ui/LoadFailure';
import { NewGoalDialog } from './NewGoalDialog';
import { UpdateProgressDialog } from './UpdateProgressDialog';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';
import { useOneAtATime } from '../../../lib/one-at-a-time';

function failed() {
  toast({ title: 'Error', description: FITNESS_TEXTS.updateFailed, variant: 'destructive' });
}

/** Spec §2 "Goals": 'New Goal', the active goals with their actions, the completed goals with 'Remove'. */
export function GoalsTab() {
  const goals = useGoals();
  const complete = useSetGoalAchieved();
  const remove = useDeleteGoal();
  const [creating, setCreating] = useState(false);
  const [updating, setUpdating] = useState<FitnessGoal | null>(null);
  const pending: PendingGoalChange | null = complete.isPending
    ? { goalId: complete.variables.id, change: 'complete' }
    : remove.isPending
      ? { goalId: remove.variables, change: 'delete' }
      : null;
  // A double tap would send the change twice: the second is dropped while the first runs.
  const onComplete = useOneAtATime((goal: FitnessGoal) =>
    complete.mutateAsync({ id: goal.id, achieved: true }).catch(failed),
  );
  const onDelete = useOneAtATime((goal: FitnessGoal) => remove.mutateAsync(goal.id).catch(failed));

  const actions = {
    pending,
    onUpdateProgress: setUpdating,
    onComplete,
    onDelete,
  };

  let body;
  if (goals.isPending) {
    body = (
      <LoadingStatus label="Loading goals">
        <SkeletonLines rows={4} />
      </LoadingStatus>
    );
  } else if (goals.isError) {
    body = (
      <LoadFailure
        title={FITNESS_TEXTS.goalsFailed}
        error={goals.error}
        onRetry={() => void goals.refetch()}
      />
    );
  } else {
    const active = goals.data.filter((g) => !g.achieved);
    const completed = goals.data.filter((g) => g.achieved);
    body = (
      <>
        <section aria-labelledby="goals-active">
          <h2 id="goals-active" className="fitness-tab__title">
            Active Goals
          </h2>
          {active.length === 0 ? (
            <div className="empty-card">
              <p>No active goals. Set one with New Goal.</p>
            </div>
          ) : (
            <ul className="goal-list" aria-label="Active goals">
              {active.map((goal) => (
                <ActiveGoalCard key={goal.id} goal={goal} actions={actions} />
              ))}
            </ul>
          )}
        </section>
        {completed.length > 0 ? (
          <section aria-labelledby="goals-completed">
            <h2 id="goals-completed" className="fitness-tab__title">
              Completed Goals
            </h2>
            <ul className="goal-list" aria-label="Completed goals">
              {completed.map((goal) => (
                <CompletedGoalCard
                  key={goal.id}
                  goal={goal}
                  pending={pending}
                  onRemove={(g) => remove.mutate(g.id, { onError: failed })}
                />
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  }

  return (
    <div className="fitness-tab">
      <div className="fitness-tab__toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          New Goal
        </Button>
      </div>
      {body}
      <NewGoalDialog open={creating} onClose={() => setCreating(false)} />
      <UpdateProgressDialog goal={updating} onClose={() => setUpdating(null)} />
    </div>
  );
}
