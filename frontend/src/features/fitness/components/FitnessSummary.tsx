import { CalendarOutlined, FireOutlined, RiseOutlined, TrophyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Surface } from '../../../ui/Surface';
import type { FitnessStats } from '../api/fitness-api';
import { levelProgressPercent, plural, pointsToNextLevel } from '../fitness-display';
import { FITNESS_TEXTS } from '../fitness-texts';
import { useFitnessStats } from '../hooks/use-fitness-stats';
import { LoadFailure } from '../../../ui/LoadFailure';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';

function LevelCard({ stats }: { stats: FitnessStats }) {
  const percent = levelProgressPercent(stats);
  const nextLevel = stats.level + 1;
  return (
    <section className="fitness-level" aria-labelledby="fitness-level-title">
      <div className="fitness-level__top">
        <h2 id="fitness-level-title" className="fitness-level__title">
          <TrophyOutlined aria-hidden /> Level {stats.level}
        </h2>
        <p className="fitness-level__streak">
          <FireOutlined aria-hidden /> {stats.currentStreak} day streak
        </p>
      </div>
      <p className="fitness-level__points">
        <span className="fitness-level__points-value">{stats.totalPoints}</span> total points
      </p>
      <div
        className="fitness-bar fitness-bar--light"
        role="progressbar"
        aria-label={`Progress to Level ${nextLevel}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="fitness-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="fitness-level__next">
        {plural(pointsToNextLevel(stats), 'point', 'points')} to Level {nextLevel} ({stats.totalPoints}/
        {stats.nextLevelPoints})
      </p>
    </section>
  );
}

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Surface className="fitness-tile">
      <h2 className="fitness-tile__label">
        {icon} {label}
      </h2>
      <p className="fitness-tile__value">{value}</p>
    </Surface>
  );
}

/** Spec §2: the header card (level, points, streak, progress to the next level) and the three tiles. */
export function FitnessSummary() {
  const stats = useFitnessStats();
  if (stats.isPending) {
    return (
      <LoadingStatus label="Loading fitness stats" className="fitness-summary">
        <SkeletonLines rows={4} />
      </LoadingStatus>
    );
  }
  if (stats.isError) {
    return (
      <LoadFailure
        title={FITNESS_TEXTS.statsFailed}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const s = stats.data;
  return (
    <div className="fitness-summary">
      <LevelCard stats={s} />
      <div className="fitness-tiles">
        <Tile icon={<CalendarOutlined aria-hidden />} label="Total Classes" value={String(s.totalClasses)} />
        <Tile
          icon={<FireOutlined aria-hidden />}
          label="Longest Streak"
          value={plural(s.longestStreak, 'day', 'days')}
        />
        <Tile
          icon={<RiseOutlined aria-hidden />}
          label="This Week's Classes"
          value={`${s.weeklyClassCount}/${s.weeklyClassGoal}`}
        />
      </div>
    </div>
  );
}
