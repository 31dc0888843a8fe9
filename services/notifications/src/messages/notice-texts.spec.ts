import { createEvent, MembershipLapsed } from '@studio/contracts';
import { membershipLapsedNotice } from './notice-texts';

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
});
