/** Spec §2 "Bookings tab" and §8 "Admin: Bookings". */
export const BOOKINGS_TEXTS = {
  title: 'Class Bookings',
  empty: 'No bookings found',
  loadFailed: 'Error loading bookings',
  fetchFailed: 'Failed to fetch bookings',
  clearFailed: 'Failed to clear cache',
  refreshFailed: 'Failed to refresh bookings data.',
  cleared: 'Cache Cleared',
  jumpToToday: 'Jump to Today',
  noneToday: 'No bookings today',
} as const;
