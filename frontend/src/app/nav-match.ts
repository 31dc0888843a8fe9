/** Spec §2: a tab is active when the path starts with its target, except Home, which matches only the exact root. */
export function isTabActive(pathname: string, target: string, exact = false): boolean {
  if (exact || target === '/') return pathname === target;
  return pathname === target || pathname.startsWith(`${target}/`);
}
