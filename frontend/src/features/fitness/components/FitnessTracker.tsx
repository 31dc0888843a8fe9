import { useState } from 'react';
import { Tabs } from '../../../ui/Tabs';
import { AchievementsTab } from './AchievementsTab';
import { ClassStatsTab } from './ClassStatsTab';
import { FitnessSummary } from './FitnessSummary';
import { GoalsTab } from './GoalsTab';
import './fitness.css';

type FitnessTab = 'achievements' | 'goals' | 'class-stats';

/**
 * Spec §2 "Fitness tracker (/fitness)": the summary, then the Achievements, Goals and Class Stats tabs. The app's
 * own tabs: Ant Design's put a 'Tab 1 of 3' live region inside the focused tab, which became part of its name.
 */
export function FitnessTracker() {
  const [tab, setTab] = useState<FitnessTab>('achievements');
  return (
    <div className="page page--narrow fitness">
      <h1 className="page-title">Fitness Tracker</h1>
      <FitnessSummary />
      <Tabs
        label="Fitness tracker"
        active={tab}
        onChange={setTab}
        items={[
          { key: 'achievements', label: 'Achievements', panel: <AchievementsTab /> },
          { key: 'goals', label: 'Goals', panel: <GoalsTab /> },
          { key: 'class-stats', label: 'Class Stats', panel: <ClassStatsTab /> },
        ]}
      />
    </div>
  );
}
