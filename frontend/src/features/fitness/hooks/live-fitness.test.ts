import { FITNESS_POLL_MS, LIVE_FITNESS_QUERY } from './live-fitness';

describe('live fitness reads', () => {
  it('poll only once loaded: a failed first load keeps its error and Try Again instead of flashing to loading', () => {
    expect(LIVE_FITNESS_QUERY.refetchInterval({ state: { data: undefined } })).toBe(false);
    expect(LIVE_FITNESS_QUERY.refetchInterval({ state: { data: { points: 0 } } })).toBe(FITNESS_POLL_MS);
  });
});
