import type { BookingStatus } from '@studio/contracts/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { todayPageKey } from './bookings-api';
import { findTodayPage } from './booking-groups';
import { ADMIN_BOOKINGS_STALE_MS, adminBookingsQuery } from './use-admin-bookings';

/**
 * Which page holds today's bookings; the pages it reads on the way stay cached for the list. The search is retried
 * as a whole (spec §9's back-off), so each page read on the way is tried once per search.
 */
export function useTodayPage(status: BookingStatus | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: todayPageKey(status),
    queryFn: () =>
      findTodayPage((page) => queryClient.fetchQuery({ ...adminBookingsQuery(status, page), retry: false })),
    staleTime: ADMIN_BOOKINGS_STALE_MS,
    refetchOnWindowFocus: false,
  });
}
