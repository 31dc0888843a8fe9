import { Injectable } from '@nestjs/common';
import { SCHEDULE_SNAPSHOTS_SIGNAL } from '@studio/contracts';
import { ChangeSignals, Clock } from '@studio/platform';
import { CatalogConfig } from '../catalog.config';

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * Schedule listings by key (a studio date, or the upcoming range) and the public class lists, kept for a short
 * time and dropped on any change to schedules, classes, trainers or categories. Seat counts are never kept.
 */
@Injectable()
export class ScheduleListingCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly config: CatalogConfig,
    private readonly clock: Clock,
    private readonly signals: ChangeSignals,
  ) {}

  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const generation = this.generation;
    const value = load();
    if (this.config.SCHEDULE_CACHE_TTL_MS > 0) {
      this.entries.set(key, { expiresAt: now + this.config.SCHEDULE_CACHE_TTL_MS, value });
    }
    try {
      return await value;
    } catch (error) {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
      throw error;
    } finally {
      // A listing read while a change was being made may predate it: do not keep it.
      if (generation !== this.generation && this.entries.get(key)?.value === value) this.entries.delete(key);
    }
  }

  /** After a change: forgets every listing here, and tells booking that its snapshots may be out of date. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.signals.announce(SCHEDULE_SNAPSHOTS_SIGNAL);
  }

  get size(): number {
    return this.entries.size;
  }
}
