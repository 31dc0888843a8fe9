import { BILLING_ROUTES } from '../billing/billing.routes';
import { BOOKING_ROUTES } from '../booking/booking.routes';
import { CATALOG_ROUTES } from '../catalog/catalog.routes';
import { IDENTITY_ROUTES } from '../identity/identity.routes';
import { FITNESS_ROUTES } from '../fitness/fitness.routes';
import { NOTIFICATIONS_ROUTES } from '../notifications/notifications.routes';
import type { AnyRoute } from './route-definition';

/** Every route of every domain's table, in table order. */
export const ALL_ROUTES: readonly AnyRoute[] = [
  ...Object.values(IDENTITY_ROUTES),
  ...Object.values(CATALOG_ROUTES),
  ...Object.values(BOOKING_ROUTES),
  ...Object.values(BILLING_ROUTES),
  ...Object.values(NOTIFICATIONS_ROUTES),
  ...Object.values(FITNESS_ROUTES),
];
