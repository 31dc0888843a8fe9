import { pollOnceLoaded } from '../../../api/query-client';

/**
 * Fitness figures change when a class is booked, cancelled or ends, which the fitness service learns from booking
 * events a moment later; so while the tracker is open its reads are polled (issue 15: updated within seconds of a
 * booking without a reload), and refetched on window focus as every query is.
 */
export const FITNESS_POLL_MS = 5_000;

export const LIVE_FITNESS_QUERY = {
  staleTime: 0,
  // Not while a first load has failed: its error and Try Again stay instead of flashing back to loading.
  refetchInterval: pollOnceLoaded(FITNESS_POLL_MS),
  refetchOnWindowFocus: true,
} as const;
