/** '$22.50': the API gives dollars (kept as whole cents behind it), shown with two decimals (spec §2). */
export function formatDollars(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}
