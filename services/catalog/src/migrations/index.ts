import type { MigrationObject } from '@mikro-orm/core';

/** The catalog schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [];
