import { HttpException, Injectable, OnModuleInit } from '@nestjs/common';
import {
  BookingMessages,
  CATALOG_ROUTES,
  SCHEDULE_SNAPSHOTS_SIGNAL,
  ScheduleSnapshotDto,
} from '@studio/contracts';
import { ChangeSignals, Clock, NotFoundError, ServiceClients } from '@studio/platform';
import { BookingConfig } from '../booking.config';

/** A schedule as catalog described it, and when it was read. */
export interface ObservedSchedule {
  snapshot: ScheduleSnapshotDto;
  observedAt: Date;
}

interface UpcomingSnapshots {
  /** On the studio clock, for the copy's ordering; `readAtMs` on the process's own, for how long it is kept. */
  readAt: Date;
  readAtMs: number;
  /** The count of catalog's changes heard when the read began: one begun before the latest change is not used. */
  changes: number;
  byId: Map<number, ScheduleSnapshotDto>;
}

/**
 * What booking reads of a schedule at the moment of booking: catalog holds the truth about it. Under load (a
 * booking within SCHEDULE_SNAPSHOT_MS of the one before) one read of every upcoming schedule serves the bookings of
 * the next SCHEDULE_SNAPSHOT_MS instead of a read each; a lone booking, or one whose schedule is not among them
 * (new since, or beyond the range), reads its schedule alone. The read is dropped whenever catalog
 * signals a change to schedules or classes, and is used only while such signals can be heard, so a booking never
 * meets a price, time or capacity older than the last change catalog answered for.
 */
@Injectable()
export class CatalogSchedules implements OnModuleInit {
  private upcoming?: Promise<UpcomingSnapshots>;
  /** Whether catalog's change signals reach this process now (see ChangeListener.linked). */
  private hearsChanges = false;
  private changes = 0;
  /** When the last booking asked (the process's clock), to tell a busy moment from a lone booking. */
  private lastAskedMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly clients: ServiceClients,
    private readonly config: BookingConfig,
    private readonly clock: Clock,
    private readonly signals: ChangeSignals,
  ) {}

  onModuleInit(): void {
    this.signals.listen(SCHEDULE_SNAPSHOTS_SIGNAL, {
      changed: () => this.forget(),
      linked: (live) => {
        this.hearsChanges = live;
        this.forget();
      },
    });
  }

  async snapshot(scheduleId: number): Promise<ObservedSchedule> {
    const askedMs = performance.now();
    const busy = askedMs - this.lastAskedMs < this.config.SCHEDULE_SNAPSHOT_MS;
    this.lastAskedMs = askedMs;
    if (this.hearsChanges && busy) {
      const upcoming = await this.upcomingSnapshots();
      const snapshot = upcoming.changes === this.changes ? upcoming.byId.get(scheduleId) : undefined;
      if (snapshot) return { snapshot, observedAt: upcoming.readAt };
    }
    return this.current(scheduleId);
  }

  /** The schedule as catalog describes it at this moment, read alone. */
  async current(scheduleId: number): Promise<ObservedSchedule> {
    const observedAt = this.clock.now();
    try {
      const snapshot = await this.clients
        .of('catalog')
        .call(CATALOG_ROUTES.getScheduleSnapshot, { params: { id: scheduleId } });
      return { snapshot, observedAt };
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 404) {
        throw new NotFoundError(BookingMessages.scheduleNotFound);
      }
      throw error;
    }
  }

  private forget(): void {
    this.changes += 1;
    this.upcoming = undefined;
  }

  /** The upcoming schedules read at most SCHEDULE_SNAPSHOT_MS ago; one read however many bookings wait for it. */
  private async upcomingSnapshots(): Promise<UpcomingSnapshots> {
    const kept = this.upcoming;
    if (kept) {
      const read = await kept.catch(() => undefined);
      if (read && performance.now() - read.readAtMs < this.config.SCHEDULE_SNAPSHOT_MS) return read;
      // Another booking started the next read meanwhile: wait for that one.
      if (this.upcoming !== kept && this.upcoming) return this.upcoming;
    }
    const readAt = this.clock.now();
    const readAtMs = performance.now();
    const changes = this.changes;
    const reading = this.clients
      .of('catalog')
      .call(CATALOG_ROUTES.listUpcomingScheduleSnapshots)
      .then((list) => ({ readAt, readAtMs, changes, byId: new Map(list.map((s) => [s.id, s])) }));
    this.upcoming = reading;
    reading.catch(() => {
      if (this.upcoming === reading) this.upcoming = undefined;
    });
    return reading;
  }
}
