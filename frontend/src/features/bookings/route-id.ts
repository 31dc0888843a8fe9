/** A positive whole-number id from a route parameter, or null when it is not one. */
export function routeId(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}
