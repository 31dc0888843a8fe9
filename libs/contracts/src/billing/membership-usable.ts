/**
 * Whether a live membership can still be used at `at`: a cancelled one until its endDate (spec §4), whether or not
 * the renewal sweep has ended it yet; an active one while it stands. Billing judges credits by it, and the booking
 * page offers a membership's credits only for a class it can pay for.
 */
export function membershipUsableAt(m: { status: string; endDate: Date | string }, at: Date): boolean {
  return m.status !== 'cancelled' || new Date(m.endDate).getTime() > at.getTime();
}
