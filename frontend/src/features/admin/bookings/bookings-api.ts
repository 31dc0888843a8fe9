/** Spec §7 "Admin: Bookings": the paged list (optional status) and the clear-cache call, through the typed client. */
import type { BookingStatus } from '@studio/contracts/browser';
import { apiClient, call } from '../../../api/http';
import type { components } from '../../../api/schema';
import { studioToday } from '../../../lib/pacific-time';
import { ADMIN_KEYS } from '../shared/admin-api';

type Schemas = components['schemas'];
export type AdminBooking = Schemas['AdminBookingDto'];
export type AdminBookingsPage = Schemas['AdminBookingsPageDto'];

/** Bookings per page: enough for a busy day or two, small enough to render at once on a phone. */
export const BOOKINGS_PAGE_SIZE = 100;

export function adminBookingsKey(status: BookingStatus | undefined, page: number) {
  return [...ADMIN_KEYS.bookings, { status, page, limit: BOOKINGS_PAGE_SIZE }] as const;
}

export function todayPageKey(status: BookingStatus | undefined) {
  return [...ADMIN_KEYS.bookings, 'today-page', { status }] as const;
}

/** Spec §2: a server that answers a plain array (the legacy form) sends every booking: one page of them all. */
function asPage(answer: AdminBookingsPage | AdminBooking[]): AdminBookingsPage {
  if (!Array.isArray(answer)) return answer;
  const total = answer.length;
  return { bookings: answer, pagination: { page: 1, pages: 1, limit: total, total, today: studioToday() } };
}

export async function fetchAdminBookings(
  status: BookingStatus | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<AdminBookingsPage> {
  const answer: AdminBookingsPage | AdminBooking[] = await call(() =>
    apiClient.GET('/api/admin/bookings', {
      // All Bookings hides the cancelled ones (spec §2): left out by the server, they take no place on its pages.
      params: {
        query: {
          status,
          ...(status === undefined ? { hideCancelled: 'true' } : {}),
          page,
          limit: BOOKINGS_PAGE_SIZE,
          skipCache: 'true',
        },
      },
      signal,
    }),
  );
  return asPage(answer);
}

export function clearBookingsCache() {
  return call(() => apiClient.POST('/api/admin/bookings/clear-cache'));
}
