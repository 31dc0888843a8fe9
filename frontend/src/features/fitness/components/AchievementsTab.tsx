import { LockOutlined } from '@ant-design/icons';
import type { MemberAchievement } from '../api/fitness-api';
import { formatFitnessDate, plural } from '../fitness-display';
import { FITNESS_TEXTS } from '../fitness-texts';
import { useAchievements } from '../hooks/use-achievements';
import { AchievementIcon } from './AchievementIcon';
import { LoadFailure } from '../../../ui/LoadFailure';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';

function AchievementItem({ achievement }: { achievement: MemberAchievement }) {
  const { unlocked, unlockedAt } = achievement;
  return (
    <li className={`achievement${unlocked ? '' : ' achievement--locked'}`}>
      <AchievementIcon name={achievement.icon} />
      <div className="achievement__body">
        <h3 className="achievement__name">{achievement.name}</h3>
        <p className="achievement__description">{achievement.description}</p>
        <p className="achievement__meta">
          <span className="achievement__category">{achievement.category}</span>
          <span className="achievement__points">+{achievement.points} points</span>
          {unlocked && unlockedAt ? (
            <span>Unlocked {formatFitnessDate(unlockedAt)}</span>
          ) : (
            <span>
              <LockOutlined aria-hidden /> Locked
            </span>
          )}
        </p>
      </div>
    </li>
  );
}

function byUnlockDate(a: MemberAchievement, b: MemberAchievement): number {
  return (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? '');
}

/** Spec §2 "Achievements": the unlocked list, newest first, then the locked ones, dimmed. */
export function AchievementsTab() {
  const achievements = useAchievements();
  if (achievements.isPending) {
    return (
      <LoadingStatus label="Loading achievements">
        <SkeletonLines rows={5} />
      </LoadingStatus>
    );
  }
  if (achievements.isError) {
    return (
      <LoadFailure
        title={FITNESS_TEXTS.achievementsFailed}
        error={achievements.error}
        onRetry={() => void achievements.refetch()}
      />
    );
  }
  const unlocked = achievements.data.filter((a) => a.unlocked).sort(byUnlockDate);
  const locked = achievements.data.filter((a) => !a.unlocked);
  return (
    <div className="fitness-tab">
      <section aria-labelledby="achievements-unlocked">
        <h2 id="achievements-unlocked" className="fitness-tab__title">
          Unlocked ({unlocked.length})
        </h2>
        {unlocked.length === 0 ? (
          <div className="empty-card">
            <p>No achievements unlocked yet. Attend a class to earn your first one.</p>
          </div>
        ) : (
          <ul className="achievement-list" aria-label="Unlocked achievements">
            {unlocked.map((a) => (
              <AchievementItem key={a.id} achievement={a} />
            ))}
          </ul>
        )}
      </section>
      {locked.length > 0 ? (
        <section aria-labelledby="achievements-locked">
          <h2 id="achievements-locked" className="fitness-tab__title">
            Locked ({locked.length})
          </h2>
          <p className="fitness-tab__hint">
            {plural(locked.length, 'achievement', 'achievements')} still to earn.
          </p>
          <ul className="achievement-list" aria-label="Locked achievements">
            {locked.map((a) => (
              <AchievementItem key={a.id} achievement={a} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
