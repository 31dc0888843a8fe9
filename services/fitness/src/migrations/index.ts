import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122191000CreateAchievements } from './20261122191000-create-achievements';

/** The fitness schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122191000CreateAchievements', class: Migration20261122191000CreateAchievements },
];
