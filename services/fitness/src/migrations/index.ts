import type { MigrationObject } from '@mikro-orm/core';

/** The fitness schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [];
