import {
  BookingCancelled,
  createEvent,
  MembershipCancelled,
  MembershipExpired,
  MembershipLapsed,
  MembershipRenewalFailed,
  MembershipStarted,
} from '@studio/contracts';
import {
  cancellationOutcome,
  membershipCancelledNotice,
  membershipExpiredNotice,
  membershipLapsedNotice,
  membershipRenewalFailedNotice,
  membershipStartedNotice,
} from './notice-texts';

describe('notice texts', () => {
  const named = { membershipId: 7, userId: 3, planId: 2, planName: 'Premium' };

  it("gives a new membership's receipt: what the card paid, the credits and the renewal date in Pacific time", () => {
    const started = membershipStartedNotice(
      createEvent(
        MembershipStarted,
        { ...named, amountCents: 8900, remainingCredits: 12, endDate: '2032-04-01T06:30:00.000Z' },
        new Date('2032-03-01T06:30:00Z'),
      ),
      'Maya',
    );
    expect(started.subject).toBe('Your Premium membership has started');
    expect(started.emailBody).toContain(
      'Your Premium membership has started. We charged $89.00 to your card. You have 12 class credits.\n',
    );
    expect(started.emailBody).toContain('It renews on Mar 31, 2032, charged to the same card');
    expect(started.smsText).toBe(
      'Studio: your Premium membership has started ($89.00), renews Mar 31, 2032.',
    );

    const changed = membershipStartedNotice(
      createEvent(
        MembershipStarted,
        {
          ...named,
          amountCents: 0,
          remainingCredits: 0,
          endDate: '2032-04-01T06:30:00.000Z',
          previousPlanName: 'Unlimited',
        },
        new Date('2032-03-01T06:30:00Z'),
      ),
      null,
    );
    expect(changed.emailBody).toContain(
      'It replaces your Unlimited membership. The unused part of your Unlimited membership paid for its first ' +
        'period.\n',
    );
    expect(changed.smsText).toBe(
      'Studio: your Premium membership has started (nothing charged), renews Mar 31, 2032.',
    );
    const charged = membershipStartedNotice(
      createEvent(
        MembershipStarted,
        {
          ...named,
          amountCents: 6450,
          remainingCredits: 0,
          endDate: '2032-04-01T06:30:00.000Z',
          previousPlanName: 'Starter',
        },
        new Date('2032-03-01T06:30:00Z'),
      ),
      null,
    );
    expect(charged.emailBody).toContain(
      'It replaces your Starter membership. We charged $64.50 to your card, the unused part of your Starter ' +
        'membership taken off.\n',
    );
  });

  it.each([
    ['a free plan', 0, 'The plan is free: nothing was charged'],
    [
      'a plan priced under $0.50 (its charges waived, not free)',
      30,
      'Charges under $0.50 are waived: nothing was charged',
    ],
  ])(
    'says %s charged nothing and renews at no charge, for a first membership or a change',
    (_, priceCents, paid) => {
      for (const previousPlanName of [undefined, 'Starter']) {
        const started = membershipStartedNotice(
          createEvent(
            MembershipStarted,
            {
              ...named,
              planName: 'Tiny',
              amountCents: 0,
              priceCents,
              remainingCredits: 1,
              endDate: '2032-04-01T06:30:00.000Z',
              ...(previousPlanName ? { previousPlanName } : {}),
            },
            new Date('2032-03-01T06:30:00Z'),
          ),
          null,
        );
        expect(started.emailBody).toContain(`${paid}. You have 1 class credit.\n`);
        expect(started.emailBody).toContain('It renews on Mar 31, 2032 at no charge, until you cancel it');
        expect(started.emailBody).not.toContain('unused part');
        expect(started.emailBody).not.toContain('charged to the same card');
      }
    },
  );

  it('tells a member whose cancelled membership reached its end date that it ended', () => {
    const notice = membershipExpiredNotice(
      createEvent(MembershipExpired, { ...named, endedAt: '2032-04-01T06:30:00.000Z' }, new Date()),
      'Maya',
    );
    expect(notice.subject).toBe('Your Premium membership has ended');
    expect(notice.emailBody).toContain('Your Premium membership, cancelled earlier, ended on Mar 31, 2032.');
    expect(notice.smsText).toBe('Studio: your Premium membership ended on Mar 31, 2032.');
  });

  it('tells a member who cancelled until when the membership stays usable', () => {
    const notice = membershipCancelledNotice(
      createEvent(MembershipCancelled, { ...named, endDate: '2032-04-01T06:30:00.000Z' }, new Date()),
      'Maya',
    );
    expect(notice.subject).toBe('Your Premium membership is cancelled');
    expect(notice.emailBody).toContain(
      'Your Premium membership is cancelled and will not renew. It stays active until it expires on Mar 31, 2032.',
    );
    expect(notice.smsText).toBe('Studio: your Premium membership is cancelled; it expires on Mar 31, 2032.');
  });

  it("ends a lapsed membership's notice with one stop after the processor's own sentence", () => {
    const event = createEvent(
      MembershipLapsed,
      {
        membershipId: 7,
        userId: 3,
        planId: 2,
        planName: 'Premium',
        reason: 'Your card was declined.',
        lapsedAt: '2032-03-03T10:00:01.000Z',
      },
      new Date('2032-03-03T10:00:01Z'),
    );
    const notice = membershipLapsedNotice(event, 'Maya');
    expect(notice.emailBody).toContain(
      'Your Premium membership could not be renewed and has ended: Your card was declined.\n',
    );
    expect(notice.emailBody).not.toContain('..');
    expect(notice.smsText).toBe('Studio: your Premium membership has ended (Your card was declined).');
  });

  it('tells the member a renewal failed, why, and until when a card that pays keeps the membership', () => {
    const event = createEvent(
      MembershipRenewalFailed,
      {
        membershipId: 7,
        userId: 3,
        planId: 2,
        planName: 'Premium',
        reason: 'Your card was declined.',
        retryUntil: '2032-03-03T10:00:00.000Z',
      },
      new Date('2032-02-29T10:00:01Z'),
    );
    const notice = membershipRenewalFailedNotice(event, 'Maya');
    expect(notice.subject).toBe('Your Premium membership could not be renewed');
    expect(notice.emailBody).toContain(
      'The payment to renew your Premium membership did not go through: Your card was declined.\n',
    );
    // The last attempt is at 2:00 AM: a member reading only the day would update the card too late.
    expect(notice.emailBody).toContain('We will try again until Mar 3, 2032, 2:00 AM Pacific time.');
    expect(notice.smsText).toBe(
      'Studio: your Premium renewal payment failed (Your card was declined). Update your card by Mar 3, 2032, ' +
        '2:00 AM Pacific time to keep it.',
    );
  });

  it('says nothing is left to refund when the late fee takes the whole payment', () => {
    const event = createEvent(
      BookingCancelled,
      {
        bookingId: 18,
        userId: 3,
        scheduleId: 4,
        classId: 5,
        className: 'Quick Stretch',
        startTime: '2032-03-03T22:00:00.000Z',
        usedCredits: false,
        refundCents: 0,
        feeCents: 1000,
        creditReturned: false,
        reason: 'member',
        remainingSpots: 3,
      },
      new Date('2032-03-03T10:00:00Z'),
    );
    expect(cancellationOutcome(event)).toBe('A $10.00 cancellation fee applies. Nothing is left to refund.');
  });

  it('tells a credit booking cancelled early why its credit stayed spent, and one cancelled late why not', () => {
    const cancelled = (isFullRefund: boolean | undefined) =>
      createEvent(
        BookingCancelled,
        {
          bookingId: 19,
          userId: 3,
          scheduleId: 4,
          classId: 5,
          className: 'Quick Stretch',
          startTime: '2032-03-03T22:00:00.000Z',
          usedCredits: true,
          refundCents: 0,
          feeCents: 0,
          creditReturned: false,
          ...(isFullRefund === undefined ? {} : { isFullRefund }),
          reason: 'member',
          remainingSpots: 3,
        },
        new Date('2032-02-20T10:00:00Z'),
      );
    expect(cancellationOutcome(cancelled(true))).toBe(
      'The class credit was not returned, as the credit period it was spent in has ended (credits reset every 30 days).',
    );
    const late =
      'The class credit was not returned, as the booking was cancelled less than 24 hours before the class.';
    expect(cancellationOutcome(cancelled(false))).toBe(late);
    expect(cancellationOutcome(cancelled(undefined))).toBe(late);
  });
});
