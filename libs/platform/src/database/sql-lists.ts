/**
 * The placeholders of a statement's list, one `row` per item joined by commas: `?, ?, ?` for `in (…)`, or rows
 * such as `(?, ?::int)` for `values …`. The items themselves always travel as the statement's parameters.
 */
export function placeholders(items: readonly unknown[], row = '?'): string {
  return items.map(() => row).join(', ');
}
