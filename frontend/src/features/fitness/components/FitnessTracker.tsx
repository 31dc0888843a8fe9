import { Tabs } from 'antd';
import { useState } from 'react';
import { AchievementsTab } from './AchievementsTab';
import { ClassStatsTab } from './ClassStatsTab';
import { FitnessSummary } from './FitnessSummary';
import { GoalsTab } from './GoalsTab';
import './fitness.css';

type FitnessTab = 'achievements' | 'goals' | 'class-stats';

/** Spec §2 "Fitness tracker (/fitness)": the summary, then the Achievements, Goals and Class Stats tabs. */
export function FitnessTracker() {
  const [tab, setTab] = useState<FitnessTab>('achievements');
  return (
    <div className="page page--narrow fitness">
      <h1 className="page-title">Fitness Tracker</h1>
      <FitnessSummary />
      <Tabs
        className="fitness-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as FitnessTab)}
        items={[
          { key: 'achievements', label: 'Achievements', children: <AchievementsTab /> },
          { key: 'goals', label: 'Goals', children: <GoalsTab /> },
          { key: 'class-stats', label: 'Class Stats', children: <ClassStatsTab /> },
        ]}
      />
    </div>
  );
}
