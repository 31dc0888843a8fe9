import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122191000CreateAchievements } from './20261122191000-create-achievements';
import { Migration20261123180000CreateProgress } from './20261123180000-create-progress';

/** The fitness schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122191000CreateAchievements', class: Migration20261122191000CreateAchievements },
  { name: 'Migration20261123180000CreateProgress', class: Migration20261123180000CreateProgress },
];
