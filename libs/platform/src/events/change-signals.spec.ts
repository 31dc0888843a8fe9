import { ChangeListener, InProcessChangeSignals, RedisChangeSignals } from './change-signals';
import { eventually } from '../testing';

function recorder() {
  const heard = { changes: 0, links: [] as boolean[] };
  const listener: ChangeListener = {
    changed: () => (heard.changes += 1),
    linked: (live) => heard.links.push(live),
  };
  return { heard, listener };
}

describe('ChangeSignals', () => {
  it('in one process: every app hears every announcement on its channel, linked from the start', async () => {
    const [one, other] = [new InProcessChangeSignals(), new InProcessChangeSignals()];
    const { heard, listener } = recorder();
    one.listen('things', listener);
    expect(heard.links).toEqual([true]);
    other.announce('things');
    other.announce('else');
    expect(heard.changes).toBe(1);
    await one.close();
    other.announce('things');
    expect(heard.changes).toBe(1);
  });

  it('over Redis: linked once subscribed, hearing announcements from other processes on its channel only', async () => {
    const prefix = `${process.env.QUEUE_PREFIX ?? 'test'}-signals`;
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const [listening, announcing] = [
      new RedisChangeSignals(url, prefix),
      new RedisChangeSignals(url, prefix),
    ];
    try {
      const { heard, listener } = recorder();
      listening.listen('things', listener);
      expect(heard.links).toEqual([false]);
      await eventually(() => expect(heard.links.at(-1)).toBe(true));
      announcing.announce('else');
      announcing.announce('things');
      await eventually(() => expect(heard.changes).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard.changes).toBe(1);
    } finally {
      await listening.close();
      await announcing.close();
    }
  });
});
