import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import session, { SessionData } from 'express-session';
import { ENDED_SESSION_MEMORY_MS, sessionExpiry } from './session-expiry';

interface Entry {
  data: string;
  expires: number;
}

/** The soonest a change is written after it. */
const WRITE_DELAY_MS = 200;
/**
 * Writing holds the process while it runs (the whole file at once): the next write waits at least this many
 * times as long as the last one took, so that many signed-in members never cost more than a few percent of it.
 */
const WRITE_SPACING_FACTOR = 20;

/**
 * Sessions of the embedded mode, kept in memory and written to one file under DATA_DIR shortly after each
 * change, so that a restart does not sign everybody out. Distributed mode uses Redis instead.
 */
export class FileSessionStore extends session.Store {
  private readonly entries = new Map<string, Entry>();
  /** Ended session ids and until when they are remembered (see ENDED_SESSION_MEMORY_MS). */
  private readonly ended = new Map<string, number>();
  private writeTimer?: NodeJS.Timeout;
  private lastWriteMs = 0;

  constructor(private readonly file: string) {
    super();
    if (existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Entry>;
      for (const [sid, entry] of Object.entries(saved)) this.entries.set(sid, entry);
    }
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    const entry = this.entries.get(sid);
    if (!entry || entry.expires <= Date.now()) {
      if (entry) this.remove(sid);
      return callback(null, null);
    }
    callback(null, JSON.parse(entry.data) as SessionData);
  }

  override set(sid: string, data: SessionData, callback?: (err?: unknown) => void): void {
    if ((this.ended.get(sid) ?? 0) > Date.now()) return callback?.();
    this.entries.set(sid, { data: JSON.stringify(data), expires: sessionExpiry(data) });
    this.scheduleWrite();
    callback?.();
  }

  override touch(sid: string, data: SessionData, callback?: () => void): void {
    const entry = this.entries.get(sid);
    const expires = sessionExpiry(data);
    // Sessions move their expiry only when saved (see renewedAtMostEveryMinute): most touches change nothing.
    if (entry && entry.expires !== expires) {
      entry.expires = expires;
      this.scheduleWrite();
    }
    callback?.();
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.remove(sid);
    this.ended.set(sid, Date.now() + ENDED_SESSION_MEMORY_MS);
    callback?.();
  }

  /** Writes pending changes now; called at shutdown. */
  flush(): void {
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.writeTimer = undefined;
    const started = performance.now();
    const now = Date.now();
    const live: Record<string, Entry> = {};
    for (const [sid, entry] of this.entries) {
      if (entry.expires > now) live[sid] = entry;
      else this.entries.delete(sid);
    }
    for (const [sid, until] of this.ended) if (until <= now) this.ended.delete(sid);
    mkdirSync(dirname(this.file), { recursive: true });
    // Written beside and renamed, so a crash mid-write never leaves a half file.
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(live), { mode: 0o600 });
    renameSync(temporary, this.file);
    this.lastWriteMs = performance.now() - started;
  }

  private remove(sid: string): void {
    if (this.entries.delete(sid)) this.scheduleWrite();
  }

  private scheduleWrite(): void {
    if (this.writeTimer) return;
    this.writeTimer = setTimeout(
      () => this.flush(),
      Math.max(WRITE_DELAY_MS, WRITE_SPACING_FACTOR * this.lastWriteMs),
    );
    this.writeTimer.unref();
  }
}
