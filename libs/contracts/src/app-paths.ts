/**
 * The app's screens (spec §2): the frontend's route table is written with these, and the gateway answers a path
 * that names none of them with its 404 page under status 404, not 200.
 */
export const APP_PATHS = {
  home: '/',
  auth: '/auth',
  resetPassword: '/reset-password',
  classes: '/classes',
  dashboard: '/dashboard',
  memberClasses: '/classes/member',
  booking: '/booking/:id',
  payment: '/payment/:id',
  paymentStart: '/payment',
  confirmation: '/confirmation/:id',
  profile: '/profile',
  bookingHistory: '/booking-history',
  membershipCheckout: '/membership/checkout/:id',
  fitness: '/fitness',
  admin: '/admin',
  debugAuth: '/debug/auth',
} as const;

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

const PATTERNS = Object.values(APP_PATHS).map(segmentsOf);

/**
 * Whether a path names one of the app's screens, matched as the router matches it: letter case and a trailing
 * slash make no difference, and a `:param` segment takes any one segment.
 */
export function isAppPath(path: string): boolean {
  const segments = segmentsOf(path.toLowerCase());
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}

/** The screens of the public site (spec §2), the only ones for crawlers: the rest are a member's or an admin's. */
export const INDEXED_APP_PATHS: readonly string[] = [APP_PATHS.home, APP_PATHS.auth, APP_PATHS.classes];

/** Where a screen's paths start, as a robots.txt rule matches them: up to its first `:param` segment. */
function pathStart(path: string): string {
  const param = path.indexOf('/:');
  return param < 0 ? path : path.slice(0, param + 1);
}

/** robots.txt: every screen but the public site's, and the API, closed to crawlers. */
export function robotsTxt(): string {
  const closed = [
    '/api/',
    ...Object.values(APP_PATHS)
      .filter((path) => !INDEXED_APP_PATHS.includes(path))
      .map(pathStart),
  ];
  const rules = [...new Set(closed)]
    .filter((start) => !closed.some((other) => other !== start && start.startsWith(other)))
    .sort();
  return [
    "# The public site (home, class schedule, sign-in) is for everyone; members' and admins' screens and the API are not pages to index.",
    'User-agent: *',
    ...rules.map((start) => `Disallow: ${start}`),
    '',
  ].join('\n');
}
