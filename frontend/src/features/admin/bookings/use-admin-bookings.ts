import type { BookingStatus } from '@studio/contracts/browser';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminBookingsKey, fetchAdminBookings } from './bookings-api';

/** Spec §9: admin bookings are fresh for 30 s and not refetched on focus. */
export const ADMIN_BOOKINGS_STALE_MS = 30_000;

export function adminBookingsQuery(status: BookingStatus | undefined, page: number) {
  return {
    queryKey: adminBookingsKey(status, page),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAdminBookings(status, page, signal),
    staleTime: ADMIN_BOOKINGS_STALE_MS,
  };
}

/** One page of bookings; the previous page stays on screen while the next one loads. */
export function useAdminBookings(status: BookingStatus | undefined, page: number | undefined) {
  return useQuery({
    ...adminBookingsQuery(status, page ?? 1),
    enabled: page !== undefined,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}
