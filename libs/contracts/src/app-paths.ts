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
