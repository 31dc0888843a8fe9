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
