import {
  BookingCancelledEvent,
  BookingConfirmedEvent,
  BookingMessages,
  BookingRescheduledEvent,
  CHARGE_MIN_CENTS,
  formatStudioDateTime,
  inStudio,
  MembershipCancelledEvent,
  MembershipExpiredEvent,
  MembershipLapsedEvent,
  MembershipRenewalFailedEvent,
  MembershipRenewedEvent,
  membershipChargeCents,
  MembershipStartedEvent,
  REFUND_BUSINESS_DAYS,
} from '@studio/contracts';

/** One notice in the shape of each channel: an e-mail, a short text, a push notification. */
export interface NoticeContent {
  kind: string;
  subject: string;
  emailBody: string;
  smsText: string;
  pushTitle: string;
  pushBody: string;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** 'Monday, Jan 5, 3:00 PM Pacific time' */
export function studioWhen(instant: string | Date): string {
  return `${formatStudioDateTime(instant)} Pacific time`;
}

function email(name: string | null, ...paragraphs: string[]): string {
  return [`Hi ${name ?? 'there'},`, ...paragraphs, 'See you at the studio!'].join('\n\n');
}

export function bookingConfirmedNotice(event: BookingConfirmedEvent, name: string | null): NoticeContent {
  const when = studioWhen(event.startTime);
  const trainer = event.trainerName ? ` with ${event.trainerName}` : '';
  const paid = event.usedCredits
    ? 'You used 1 class credit.'
    : event.totalPriceCents > 0
      ? `You paid ${dollars(event.totalPriceCents)}.`
      : '';
  return {
    kind: 'booking-confirmed',
    subject: `Booking confirmed: ${event.className}`,
    emailBody: email(name, `You're booked for ${event.className}${trainer} on ${when}. ${paid}`.trim()),
    smsText: `Studio: you're booked for ${event.className} on ${when}.`,
    pushTitle: 'Booking confirmed',
    pushBody: `${event.className}, ${when}`,
  };
}

/** What came back: the refund and fee of a card booking, or the credit of a credit booking. */
export function cancellationOutcome(event: BookingCancelledEvent): string {
  if (event.usedCredits) {
    if (event.creditReturned) return 'Your class credit has been returned.';
    return event.isFullRefund === true
      ? BookingMessages.creditPeriodEnded
      : 'The class credit was not returned, as the booking was cancelled less than 24 hours before the class.';
  }
  const refund =
    event.refundCents > 0
      ? `${dollars(event.refundCents)} is refunded to your card and appears in ${REFUND_BUSINESS_DAYS} business days.`
      : '';
  if (event.feeCents > 0)
    return `A ${dollars(event.feeCents)} cancellation fee applies. ${refund || BookingMessages.nothingToRefund}`;
  return event.refundCents > 0 ? `You get a full refund: ${refund}` : '';
}

export function bookingCancelledNotice(event: BookingCancelledEvent, name: string | null): NoticeContent {
  const when = studioWhen(event.startTime);
  const what =
    event.reason === 'schedule-cancelled'
      ? `The studio had to cancel ${event.className} on ${when}, sorry.`
      : `Your booking for ${event.className} on ${when} is cancelled.`;
  const outcome = cancellationOutcome(event);
  return {
    kind: 'booking-cancelled',
    subject: `Booking cancelled: ${event.className}`,
    emailBody: email(name, `${what} ${outcome}`.trim()),
    smsText: `Studio: ${what} ${outcome}`.trim(),
    pushTitle: 'Booking cancelled',
    pushBody: `${event.className}, ${when}. ${outcome}`.trim(),
  };
}

/** The studio moved a booked class: when it is now, and when it was. */
export function bookingRescheduledNotice(event: BookingRescheduledEvent, name: string | null): NoticeContent {
  const was = studioWhen(event.previousStartTime);
  const when = studioWhen(event.startTime);
  if (event.previousClassName !== undefined) return classReplacedNotice(event, name, was, when);
  return {
    kind: 'booking-rescheduled',
    subject: `Class moved: ${event.className}`,
    emailBody: email(
      name,
      `The studio moved ${event.className}, which you booked for ${was}, to ${when}. Your booking moves with it.`,
      'If the new time does not suit you, you can cancel the booking for a full refund (or your class credit back) until the class starts.',
    ),
    smsText: `Studio: ${event.className} moved from ${was} to ${when}. Your booking moves with it.`,
    pushTitle: 'Class moved',
    pushBody: `${event.className}, now ${when}`,
  };
}

/** Another class took the booked one's place (at the same time or another): the booking is now for it. */
function classReplacedNotice(
  event: BookingRescheduledEvent,
  name: string | null,
  was: string,
  when: string,
): NoticeContent {
  const now = was === when ? `at the same time, ${when}` : `on ${when}`;
  return {
    kind: 'booking-rescheduled',
    subject: `Class changed: ${event.className}`,
    emailBody: email(
      name,
      `The studio replaced ${event.previousClassName}, which you booked for ${was}, with ${event.className} ${now}. Your booking is now for ${event.className}.`,
      'If it does not suit you, you can cancel the booking for a full refund (or your class credit back) until the class starts.',
    ),
    smsText: `Studio: ${event.previousClassName} on ${was} is replaced by ${event.className} ${now}. Your booking moves with it.`,
    pushTitle: 'Class changed',
    pushBody: `${event.className}, ${when}`,
  };
}

export interface ReminderFacts {
  className: string;
  startTime: Date;
}

export function classReminderNotice(reminder: ReminderFacts, name: string | null): NoticeContent {
  const when = studioWhen(reminder.startTime);
  const time = inStudio(reminder.startTime).format('h:mm A');
  return {
    kind: 'class-reminder',
    subject: `Reminder: ${reminder.className} at ${time}`,
    emailBody: email(name, `A reminder that ${reminder.className} starts on ${when}.`),
    smsText: `Studio: reminder, ${reminder.className} starts on ${when}.`,
    pushTitle: `${reminder.className} at ${time}`,
    pushBody: `Your class starts on ${when}.`,
  };
}

/** 'Mar 3, 2032': the studio's date of an instant, as the membership notices give it. */
function studioDay(instant: string): string {
  return inStudio(instant).format('MMM D, YYYY');
}

/** A deadline within its day (the last renewal attempt): the day alone would read as the whole of it. */
function studioDeadline(instant: string): string {
  return `${inStudio(instant).format('MMM D, YYYY, h:mm A')} Pacific time`;
}

/** The processor's reason is a sentence of its own ('Your card was declined.'): the notice puts its own stop. */
function withoutStop(reason: string): string {
  return reason.replace(/[.!?\s]+$/, '');
}

/** What a member whose membership ends can do, in the notices of its end. */
const WITHOUT_A_PLAN = 'book classes as you go, or choose a plan again from your profile.';

/** ' You have 8 class credits.' (nothing for a plan without credits) */
function creditsSentence(remainingCredits: number): string {
  return remainingCredits > 0
    ? ` You have ${remainingCredits} class ${remainingCredits === 1 ? 'credit' : 'credits'}.`
    : '';
}

/** The receipt of a membership bought (or a plan changed to): what the card paid, the credits, the renewal. */
export function membershipStartedNotice(event: MembershipStartedEvent, name: string | null): NoticeContent {
  const next = studioDay(event.endDate);
  const credits = creditsSentence(event.remainingCredits);
  const previous = event.previousPlanName;
  const free = event.priceCents === 0;
  // Priced under what card payments start at: its charges are waived, the first and each renewal.
  const waived = !free && event.priceCents !== undefined && membershipChargeCents(event.priceCents) === 0;
  const paid =
    event.amountCents > 0
      ? previous
        ? `We charged ${dollars(event.amountCents)} to your card, the unused part of your ${previous} membership taken off`
        : `We charged ${dollars(event.amountCents)} to your card`
      : free
        ? 'The plan is free: nothing was charged'
        : previous && !waived
          ? `The unused part of your ${previous} membership paid for its first period`
          : `Charges under ${dollars(CHARGE_MIN_CENTS)} are waived: nothing was charged`;
  const renews =
    free || waived
      ? `It renews on ${next} at no charge, until you cancel it from your profile.`
      : `It renews on ${next}, charged to the same card, until you cancel it from your profile; a cancelled ` +
        'membership stays active to the end of its period.';
  const replaced = previous ? ` It replaces your ${previous} membership.` : '';
  return {
    kind: 'membership-started',
    subject: `Your ${event.planName} membership has started`,
    emailBody: email(
      name,
      `Your ${event.planName} membership has started.${replaced} ${paid}.${credits}`,
      renews,
    ),
    // A bare '$0.00' reads as the plan's price: with nothing charged the text says so.
    smsText: `Studio: your ${event.planName} membership has started (${event.amountCents > 0 ? dollars(event.amountCents) : 'nothing charged'}), renews ${next}.`,
    pushTitle: 'Membership started',
    pushBody: `${event.planName}, renews on ${next}.${credits}`,
  };
}

export function membershipCancelledNotice(
  event: MembershipCancelledEvent,
  name: string | null,
): NoticeContent {
  const end = studioDay(event.endDate);
  return {
    kind: 'membership-cancelled',
    subject: `Your ${event.planName} membership is cancelled`,
    emailBody: email(
      name,
      `Your ${event.planName} membership is cancelled and will not renew. It stays active until it expires on ${end}.`,
      `After that you can ${WITHOUT_A_PLAN}`,
    ),
    smsText: `Studio: your ${event.planName} membership is cancelled; it expires on ${end}.`,
    pushTitle: 'Membership cancelled',
    pushBody: `${event.planName}: expires on ${end}.`,
  };
}

export function membershipRenewedNotice(event: MembershipRenewedEvent, name: string | null): NoticeContent {
  const next = studioDay(event.endDate);
  const credits = creditsSentence(event.remainingCredits);
  return {
    kind: 'membership-renewed',
    subject: `Your ${event.planName} membership renewed`,
    emailBody: email(
      name,
      `Your ${event.planName} membership renewed for ${dollars(event.amountCents)}.${credits} It runs until ${next}.`,
    ),
    smsText: `Studio: your ${event.planName} membership renewed (${dollars(event.amountCents)}), until ${next}.`,
    pushTitle: 'Membership renewed',
    pushBody: `${event.planName}, until ${next}.${credits}`,
  };
}

export function membershipRenewalFailedNotice(
  event: MembershipRenewalFailedEvent,
  name: string | null,
): NoticeContent {
  const reason = withoutStop(event.reason);
  const until = studioDeadline(event.retryUntil);
  return {
    kind: 'membership-renewal-failed',
    subject: `Your ${event.planName} membership could not be renewed`,
    emailBody: email(
      name,
      `The payment to renew your ${event.planName} membership did not go through: ${reason}.`,
      `We will try again until ${until}. To keep your membership, make a card that works your default in ` +
        'Payment Methods on your profile before then; otherwise the membership ends.',
    ),
    smsText: `Studio: your ${event.planName} renewal payment failed (${reason}). Update your card by ${until} to keep it.`,
    pushTitle: 'Membership renewal failed',
    pushBody: `${event.planName}: update your card by ${until} to keep it.`,
  };
}

export function membershipLapsedNotice(event: MembershipLapsedEvent, name: string | null): NoticeContent {
  const reason = withoutStop(event.reason);
  return {
    kind: 'membership-lapsed',
    subject: `Your ${event.planName} membership has ended`,
    emailBody: email(
      name,
      `Your ${event.planName} membership could not be renewed and has ended: ${reason}.`,
      `You can still ${WITHOUT_A_PLAN}`,
    ),
    smsText: `Studio: your ${event.planName} membership has ended (${reason}).`,
    pushTitle: 'Membership ended',
    pushBody: `${event.planName}: ${event.reason}`,
  };
}

export function membershipExpiredNotice(event: MembershipExpiredEvent, name: string | null): NoticeContent {
  const end = studioDay(event.endedAt);
  return {
    kind: 'membership-expired',
    subject: `Your ${event.planName} membership has ended`,
    emailBody: email(
      name,
      `Your ${event.planName} membership, cancelled earlier, ended on ${end}.`,
      `You can still ${WITHOUT_A_PLAN}`,
    ),
    smsText: `Studio: your ${event.planName} membership ended on ${end}.`,
    pushTitle: 'Membership ended',
    pushBody: `${event.planName}: ended on ${end}.`,
  };
}
