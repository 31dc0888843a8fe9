import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122191000CreateAchievements } from './20261122191000-create-achievements';
import { Migration20261123180000CreateProgress } from './20261123180000-create-progress';
import { Migration20261128110000AttendanceConfirmedAt } from './20261128110000-attendance-confirmed-at';

/** The fitness schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122191000CreateAchievements', class: Migration20261122191000CreateAchievements },
  { name: 'Migration20261123180000CreateProgress', class: Migration20261123180000CreateProgress },
  {
    name: 'Migration20261128110000AttendanceConfirmedAt',
    class: Migration20261128110000AttendanceConfirmedAt,
  },
];
