/** Business constants of spec §9: the one place they are written down. */
export const STUDIO_TIME_ZONE = 'America/Los_Angeles';

export const TAX_RATE_PERCENT = 8;
export const LATE_CANCEL_FEE_CENTS = 1000;
export const CANCELLATION_WINDOW_HOURS = 24;
/** Classes not today stay bookable up to this long after their start (and never after their end). */
export const BOOKING_GRACE_AFTER_START_MINUTES = 8.5 * 60;
export const CREDITS_PER_BOOKING = 1;
export const CREDIT_RESET_DAYS = 30;
export const REFUND_BUSINESS_DAYS = '5-7';

export const MORNING_ENDS_HOUR = 12;
export const AFTERNOON_ENDS_HOUR = 17;
export const WEEK_STRIP_DAYS = 7;

export const PUBLIC_FEATURED_CLASSES = 3;
export const HOME_FEATURED_SKELETONS = 6;

export const CLASS_MIN_PRICE = 1;
export const CLASS_MIN_DURATION_MINUTES = 15;
export const CLASS_MIN_CAPACITY = 1;
export const CLASS_DEFAULT_DURATION_MINUTES = 60;
export const CLASS_DEFAULT_CAPACITY = 10;

export const SCHEDULE_MIN_DURATION_MINUTES = 15;
export const SCHEDULE_MAX_DURATION_MINUTES = 240;
export const SCHEDULE_DEFAULT_DURATION_MINUTES = 60;

export const TRAINER_NAME_MIN_LENGTH = 2;
export const TRAINER_SPECIALIZATION_MIN_LENGTH = 2;
export const CATEGORY_NAME_MIN_LENGTH = 2;

export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const FULL_NAME_MIN_LENGTH = 2;
export const RESET_TOKEN_TTL_MINUTES = 60;

export const GOAL_TITLE_MIN_LENGTH = 3;
export const GOAL_DESCRIPTION_MIN_LENGTH = 5;
export const GOAL_TARGET_MIN = 1;
export const GOAL_DEFAULT_TARGET = 155;
export const GOAL_TYPES = ['weight', 'attendance', 'strength', 'endurance', 'flexibility', 'other'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const DEFAULT_WEEKLY_CLASS_GOAL = 3;
export const STARTING_LEVEL = 1;
export const NEXT_LEVEL_POINTS = 100;
export const DEFAULT_PLAN_CLASS_CREDITS = 0;

export const PLAN_INTERVALS = ['monthly', 'quarterly', 'yearly'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
export const PLAN_FEATURES_SHOWN = 3;

export const SPOTS_LOW_THRESHOLD = 5;
export const PAYMENT_ID_DISPLAY_CHARS = 8;
export const MAX_FAILED_AUTH_REFRESHES = 3;

export const HOMEPAGE_SECTION_IDS = ['hero', 'benefits', 'featured', 'cta'] as const;
export type HomepageSectionId = (typeof HOMEPAGE_SECTION_IDS)[number];
/** A homepage section's texts besides its title, each optional (null when not set). */
export const HOMEPAGE_OPTIONAL_TEXT_FIELDS = [
  'subtitle',
  'buttonText',
  'buttonLink',
  'buttonColor',
  'secondaryButtonText',
  'secondaryButtonLink',
  'secondaryButtonColor',
  'backgroundColor',
] as const;

export const BOOKING_STATUSES = ['confirmed', 'pending', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const PAYMENT_STATUSES = ['paid', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DEVICE_TYPES = ['ios', 'android'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const SITE_SETTING_META_KEYS = [
  'title',
  'description',
  'ogTitle',
  'ogDescription',
  'ogImage',
] as const;

export type MetaSettingKey = (typeof SITE_SETTING_META_KEYS)[number];

/** What the meta settings are until an admin changes them. */
export const DEFAULT_META_SETTINGS: Readonly<Record<MetaSettingKey, string>> = {
  title: 'Studio — Book Your Next Class',
  description: 'Book fitness classes, manage your membership and track your progress.',
  ogTitle: 'Alternative Fitness Studio',
  ogDescription: 'Book fitness classes, manage your membership and track your progress.',
  ogImage: '/og-image.png',
};

/** Spec §5: the social image is a path under the site root ('/og-image.png'), not another site's address. */
export function isSiteRootPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value);
}

/** Upper bounds of the identity fields; each is used by its rule and its message. */
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 30;

/* How the browser client talks to the API (spec §9 "Query defaults", "Polling", "Timeouts", "userId cookie"). */
export const QUERY_STALE_MS = 5_000;
export const QUERY_GC_MS = 5 * 60_000;
export const QUERY_RETRIES = 2;
export const QUERY_RETRY_BASE_MS = 1_000;
export const QUERY_RETRY_CAP_MS = 30_000;
export const MUTATION_RETRIES = 2;
export const MUTATION_RETRY_CAP_MS = 10_000;

/** The booking history, where a member watches their bookings' states (the spec's one view polled every 3 s). */
export const HISTORY_BOOKINGS_POLL_MS = 3_000;
export const CLASSES_PAGE_BOOKINGS_POLL_MS = 10_000;
export const HOME_BOOKINGS_POLL_MS = 15_000;
export const BOOKINGS_RETRIES = 5;
export const SCHEDULES_STALE_MS = 30_000;
export const SCHEDULES_GC_MS = 2 * 60_000;
export const SCHEDULES_RETRIES = 1;
export const SCHEDULES_RETRY_DELAY_MS = 500;
export const USER_FETCH_RETRIES = 2;
export const USER_FETCH_RETRY_DELAY_MS = 1_000;

/** After a reset request the panel closes, and after a reset it returns to login, this long after success. */
export const RESET_RETURN_DELAY_MS = 3_000;

export const USER_ID_COOKIE_DAYS_AT_START = 60;
export const USER_ID_COOKIE_DAYS_ON_REFRESH = 30;

/* Billing (issue 12): money in integer cents; the bounds an admin's plan and an internal charge must keep. */
export const CURRENCY = 'usd';
export const PLAN_NAME_MAX_LENGTH = 100;
export const PLAN_DESCRIPTION_MAX_LENGTH = 1000;
export const PLAN_MAX_PRICE_CENTS = 1_000_000;
export const PLAN_MAX_CLASS_CREDITS = 1000;
export const PLAN_MAX_PRIORITY = 1000;
export const PLAN_MAX_FEATURES = 30;
export const PLAN_FEATURE_MAX_LENGTH = 200;
/** The dearest class (catalog's CLASS_MAX_PRICE, $100,000) with its 8 % tax: every bookable class can be charged. */
export const CHARGE_MAX_CENTS = 10_800_000;
/**
 * Declined cards a member may try in an hour (saving one, paying for a class or a plan) before further attempts
 * wait: enough for typing slips and a second card, not for testing a list of stolen numbers through the studio.
 */
export const CARD_REFUSAL_LIMITS = { windowMs: 60 * 60_000, perMember: 10 } as const;
/** The smallest charge card processors take (Stripe's $0.50 in US dollars). */
export const CHARGE_MIN_CENTS = 50;
export const PLAN_INTERVAL_MONTHS: Record<PlanInterval, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/**
 * pending: first charge in flight (or awaiting 3-D Secure); active; cancelled: usable until endDate; expired:
 * a cancelled one past endDate; lapsed: its renewal kept failing; replaced: by an upgrade; failed: first charge
 * declined.
 */
export const MEMBERSHIP_STATUSES = [
  'pending',
  'active',
  'cancelled',
  'expired',
  'lapsed',
  'replaced',
  'failed',
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
/** The statuses of the one membership a member may hold at a time. */
export const LIVE_MEMBERSHIP_STATUSES = ['active', 'cancelled'] as const;
/** A declined renewal is tried again after these delays (hours, counted from the period end); then it lapses. */
export const RENEWAL_RETRY_HOURS = [1, 24, 72] as const;

export const TRANSACTION_KINDS = ['charge', 'refund'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const PAYMENT_PROCESSOR_MODES = ['stripe', 'sandbox'] as const;
export type PaymentProcessorMode = (typeof PAYMENT_PROCESSOR_MODES)[number];
