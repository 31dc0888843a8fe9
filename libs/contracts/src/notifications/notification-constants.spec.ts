import { toE164 } from './notification-constants';

describe('toE164 (the number an SMS goes to)', () => {
  it.each([
    ['+1 415-555-0134', '+14155550134'],
    ['+44 20 7946 0958', '+442079460958'],
    ['(415) 555-0134', '+14155550134'],
    ['415.555.0134', '+14155550134'],
    ['1-415-555-0134', '+14155550134'],
  ])('dials %s as %s', (typed, dialled) => {
    expect(toE164(typed)).toBe(dialled);
  });

  it.each(['555-0134', '+0 123 456 789', '015-555-0134', 'call me', ''])('cannot dial %p', (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});
