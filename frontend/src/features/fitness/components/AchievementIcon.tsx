import {
  AimOutlined,
  CarryOutOutlined,
  CompassOutlined,
  CrownOutlined,
  FireOutlined,
  FlagOutlined,
  GlobalOutlined,
  MoonOutlined,
  RetweetOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
  StepForwardOutlined,
  SunOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The catalogue names its icons (footprints, flame, …); each is drawn with the nearest Ant Design icon. */
const ICONS: Record<string, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  footprints: StepForwardOutlined,
  'calendar-check': CarryOutOutlined,
  award: CrownOutlined,
  medal: SafetyCertificateOutlined,
  star: StarOutlined,
  trophy: TrophyOutlined,
  flame: FireOutlined,
  zap: ThunderboltOutlined,
  dumbbell: RocketOutlined,
  compass: CompassOutlined,
  globe: GlobalOutlined,
  target: AimOutlined,
  sunrise: SunOutlined,
  moon: MoonOutlined,
  repeat: RetweetOutlined,
  mountain: FlagOutlined,
};

export function AchievementIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? TrophyOutlined;
  return (
    <span className="achievement__icon" aria-hidden="true">
      <Icon />
    </span>
  );
}
