import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123120000CreateBookings } from './20261123120000-create-bookings';
import { Migration20261127120000BookingMovedByStudio } from './20261127120000-booking-moved-by-studio';
import { Migration20261128090000BookingPaymentMethod } from './20261128090000-booking-payment-method';
import { Migration20261128140000ScheduleStudio } from './20261128140000-schedule-studio';

/** The booking schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261123120000CreateBookings', class: Migration20261123120000CreateBookings },
  { name: 'Migration20261127120000BookingMovedByStudio', class: Migration20261127120000BookingMovedByStudio },
  { name: 'Migration20261128090000BookingPaymentMethod', class: Migration20261128090000BookingPaymentMethod },
  { name: 'Migration20261128140000ScheduleStudio', class: Migration20261128140000ScheduleStudio },
];
