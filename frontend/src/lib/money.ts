import { centsToDollars } from '@studio/contracts/browser';

/** '$21.60': the API gives dollars (whole cents behind them), always shown with two decimals (spec §2). */
export function formatDollars(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** '$89.00' from 8900: amounts the app reckons in cents, shown as the API's dollars are. */
export function formatCents(cents: number): string {
  return formatDollars(centsToDollars(cents));
}
