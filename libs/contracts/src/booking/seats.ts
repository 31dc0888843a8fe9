/** A schedule's `remainingSpots` (spec §3): its class's capacity less the seats taken, never below zero. */
export function remainingSpots(capacity: number, booked: number): number {
  return Math.max(0, capacity - booked);
}
