import { Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { BookingCancelled, BookingConfirmed, BookingRescheduled } from '@studio/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Clock, EventSubscriptions, JobQueue } from '@studio/platform';
import { ProgressRepository } from './progress.repository';
import { ProgressService } from './progress.service';

export const JUDGE_ATTENDANCE_JOB = 'judge-attendance';
export const JUDGE_ATTENDANCE_EVERY_MS = 60_000;
/** Members judged per run; the rest wait for the next run. */
export const JUDGE_ATTENDANCE_BATCH = 200;

/**
 * Where attendance comes from: booking's confirmed, cancelled and rescheduled events (through the inbox, so a repeat changes
 * nothing), recorded in the event's transaction; and a job that, once a minute, recomputes the members whose
 * classes have ended since, so a class counts soon after its end without a read.
 */
@Injectable()
export class Attendance implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly jobs: JobQueue,
    private readonly repository: ProgressRepository,
    private readonly progress: ProgressService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.subscriptions.onBatch(BookingConfirmed, (events, em) =>
      this.record(em, events, (some) => this.repository.recordConfirmed(em, some)),
    );
    this.subscriptions.onBatch(BookingCancelled, (events, em) =>
      this.record(em, events, (some) => this.repository.recordCancelled(em, some)),
    );
    this.subscriptions.onBatch(BookingRescheduled, (events, em) =>
      this.record(em, events, (some) => this.repository.recordRescheduled(em, some)),
    );
    this.jobs.process(JUDGE_ATTENDANCE_JOB, () => this.judgeEnded().then(() => undefined));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.repeat(JUDGE_ATTENDANCE_JOB, JUDGE_ATTENDANCE_EVERY_MS);
  }

  /**
   * Records a run of bookings' news. A class still ahead changes none of the member's figures until it ends,
   * when the job counts it, so those are written together; one that has ended (an event that arrives late) is
   * counted now, with the member's stats row locked before the booking's row is written, as every recomputation
   * locks it first, so two never wait on each other.
   */
  private async record<E extends { userId: number; startTime: string; endTime?: string }>(
    em: EntityManager,
    events: E[],
    write: (some: E[]) => Promise<void>,
  ): Promise<void> {
    const now = this.clock.now();
    const hasEnded = (e: E) => Date.parse(e.endTime ?? e.startTime) <= now.getTime();
    await write(events.filter((e) => !hasEnded(e)));
    for (const event of events.filter(hasEnded)) {
      await this.repository.lockStats(em, event.userId, now);
      await write([event]);
      await this.progress.refresh(em, event.userId, now);
    }
  }

  /** Recomputes every member with a class ended and not yet judged; answers how many. */
  async judgeEnded(): Promise<number> {
    const now = this.clock.now();
    const members = await this.repository.membersToJudge(now, JUDGE_ATTENDANCE_BATCH);
    for (const userId of members) {
      await this.repository.transaction((em) => this.progress.refresh(em, userId, now));
    }
    return members.length;
  }
}
