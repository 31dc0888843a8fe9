import type { AuthSnapshotDto } from '@studio/contracts';
import { RedisChangeSignals } from '@studio/platform';
import { GatewayConfig } from '../config';
import { ReadCache } from '../routes/read-cache';
import { AuthChangeChannel } from './auth-change-channel';
import { eventually } from '@studio/platform/testing';

const user = { id: 7, username: 'ann', fullName: 'Ann', email: 'ann@example.com', isAdmin: true };
const snapshot = { id: 7, isAdmin: true, authVersion: 1, user } as AuthSnapshotDto;

/** One gateway's cache and channel, on the machine's Redis under this test run's prefix. */
function gateway() {
  const config = new GatewayConfig();
  config.READ_CACHE_MS = 1000;
  const cache = new ReadCache(config);
  const signals = new RedisChangeSignals(process.env.TEST_REDIS_URL!, process.env.QUEUE_PREFIX!);
  return { cache, signals, channel: new AuthChangeChannel(signals, cache) };
}

describe('AuthChangeChannel', () => {
  const gateways = [gateway(), gateway()];

  afterAll(async () => {
    for (const g of gateways) await g.signals.close();
  });

  it("keeps roles for long once linked, and forgets them at a change made through another gateway's identity route", async () => {
    const [a, b] = gateways;
    for (const g of gateways) g.channel.onModuleInit();
    const held = (g: (typeof gateways)[number]) => {
      g.cache.keepSnapshot(7, snapshot, g.cache.currentRoleGeneration(), Date.now() - 5000);
      return g.cache.snapshot(7) !== undefined;
    };
    await eventually(() => expect(held(a) && held(b)).toBe(true));

    a.cache.forgetAfterChangeBy('identity');
    expect(a.cache.snapshot(7)).toBeUndefined();
    await eventually(() => expect(b.cache.snapshot(7)).toBeUndefined());

    // A change outside identity (a booking) tells no one.
    a.cache.keepSnapshot(7, snapshot, a.cache.currentRoleGeneration());
    b.cache.keepSnapshot(7, snapshot, b.cache.currentRoleGeneration());
    b.cache.forgetAfterChangeBy('booking');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.cache.snapshot(7)).toBe(snapshot);
  });
});
