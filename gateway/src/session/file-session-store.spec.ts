import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionData } from 'express-session';
import { FileSessionStore } from './file-session-store';

const sessionFor = (userId: number, expiresInMs: number) =>
  ({
    userId,
    authVersion: 1,
    cookie: { originalMaxAge: expiresInMs, expires: new Date(Date.now() + expiresInMs) },
  }) as unknown as SessionData;

const read = (store: FileSessionStore, sid: string) =>
  new Promise<SessionData | null | undefined>((resolve) => store.get(sid, (_e, s) => resolve(s)));

describe('FileSessionStore', () => {
  const file = () => join(mkdtempSync(join(tmpdir(), 'sessions-')), 'sessions.json');

  it('keeps sessions across a restart', async () => {
    const path = file();
    const before = new FileSessionStore(path);
    before.set('abc', sessionFor(7, 60_000));
    before.flush();
    const after = new FileSessionStore(path);
    expect((await read(after, 'abc'))?.userId).toBe(7);
  });

  it('forgets destroyed and expired sessions', async () => {
    const path = file();
    const store = new FileSessionStore(path);
    store.set('gone', sessionFor(1, 60_000));
    store.set('old', sessionFor(2, -1));
    store.destroy('gone');
    store.flush();
    const after = new FileSessionStore(path);
    expect(await read(after, 'gone')).toBeNull();
    expect(await read(after, 'old')).toBeNull();
  });

  it('does not bring an ended session back when a request that loaded it saves it afterwards', async () => {
    const path = file();
    const store = new FileSessionStore(path);
    store.set('ended', sessionFor(5, 60_000));
    const loaded = (await read(store, 'ended'))!;
    store.destroy('ended');
    store.set('ended', { ...loaded, renewedAt: Date.now() } as SessionData);
    expect(await read(store, 'ended')).toBeNull();
    store.flush();
    expect(await read(new FileSessionStore(path), 'ended')).toBeNull();
  });

  it('writes nothing for a touch that does not move the expiry, and keeps a moved one', async () => {
    const path = file();
    const store = new FileSessionStore(path);
    const data = sessionFor(3, 60_000);
    store.set('kept', data);
    store.flush();
    const flush = jest.spyOn(store, 'flush');
    store.touch('kept', data);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flush).not.toHaveBeenCalled();
    store.touch('kept', sessionFor(3, 120_000));
    store.flush();
    const after = new FileSessionStore(path);
    expect((await read(after, 'kept'))?.userId).toBe(3);
  });

  it('spaces its writes out by how long the last one took', () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    try {
      const store = new FileSessionStore(file());
      const clock = jest.spyOn(performance, 'now').mockReturnValueOnce(0).mockReturnValueOnce(100);
      store.set('first', sessionFor(1, 60_000));
      store.flush();
      clock.mockRestore();
      const flush = jest.spyOn(store, 'flush');
      store.set('second', sessionFor(2, 60_000));
      jest.advanceTimersByTime(1_999);
      expect(flush).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(flush).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
