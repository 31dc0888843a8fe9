import { onePerKey } from './event-subscriptions';

describe('onePerKey', () => {
  const items = [
    { id: 1, at: 3 },
    { id: 2, at: 1 },
    { id: 1, at: 2 },
    { id: 1, at: 5 },
  ];

  it('keeps the later item of a key by default, in the order keys first came', () => {
    expect(onePerKey(items, (i) => i.id)).toEqual([
      { id: 1, at: 5 },
      { id: 2, at: 1 },
    ]);
  });

  it('keeps the item `prefer` picks', () => {
    expect(
      onePerKey(
        items,
        (i) => i.id,
        (candidate, kept) => candidate.at < kept.at,
      ),
    ).toEqual([
      { id: 1, at: 2 },
      { id: 2, at: 1 },
    ]);
    expect(onePerKey([], (i: { id: number }) => i.id)).toEqual([]);
  });
});
