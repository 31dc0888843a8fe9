import { BookingCancelled, createEvent, MembershipLapsed, MembershipRenewalFailed } from '@studio/contracts';
import { cancellationOutcome, membershipLapsedNotice, membershipRenewalFailedNotice } from './notice-texts';

describe('notice texts', () => {
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
    expect(notice.emailBody).toContain('We will try again until Mar 3, 2032.');
    expect(notice.smsText).toBe(
      'Studio: your Premium renewal payment failed (Your card was declined). Update your card by Mar 3, 2032 to keep it.',
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
});
