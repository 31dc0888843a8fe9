import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock, JobQueue } from '@studio/platform';
import { NotificationsConfig } from '../config';
import { classReminderNotice } from './notice-texts';
import { Notifier } from './notifier';
import { RemindersRepository } from './reminders.repository';

export const REMINDER_SWEEP_JOB = 'notifications.reminder-sweep';
const SWEEP_BATCH = 100;

/**
 * Sends class reminders when due, from a repeating job (once across replicas in distributed mode). Reminders
 * live in the database rather than as delayed jobs, so none is lost on a restart and a cancellation drops it.
 */
@Injectable()
export class RemindersService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Reminders');

  constructor(
    private readonly reminders: RemindersRepository,
    private readonly notifier: Notifier,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly config: NotificationsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.process(REMINDER_SWEEP_JOB, async () => {
      const sent = await this.sweep();
      if (sent > 0) this.logger.log(`class reminders queued: ${sent}`);
    });
    await this.jobs.repeat(REMINDER_SWEEP_JOB, this.config.REMINDER_SWEEP_MS);
  }

  /** Queues the messages of every reminder due now; answers how many reminders went out. */
  async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.reminders.em().transactional(async (em) => {
        const due = await this.reminders.claimDue(em, this.clock.now(), SWEEP_BATCH);
        const sent = due.filter((r) => r.status === 'sent');
        await this.notifier.notify(
          em,
          sent.map((reminder) => ({
            userId: reminder.userId,
            build: (name) => classReminderNotice(reminder, name),
            // A class moved after its reminder went out is reminded of again, for its new time.
            key: `reminder:${reminder.bookingId}:${reminder.startTime.toISOString()}`,
            eventId: reminder.eventId,
          })),
        );
        total += sent.length;
        return due.length;
      });
      if (claimed < SWEEP_BATCH) return total;
    }
  }
}
