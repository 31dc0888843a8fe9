import type { QueryClient } from '@tanstack/react-query';

/** Seats left and credits left change with every booking and cancellation (spec §7's other keys included). */
const RELATED_KEYS = [
  ['/api/schedules'],
  ['/api/user/memberships/active'],
  ['/api/user/bookings'],
  ['/api/bookings/upcoming'],
] as const;

export async function refreshAfterBookingChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(RELATED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
