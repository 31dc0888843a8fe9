import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { Clock } from '../clock';
import { PlatformConfig } from '../config/platform-config';
import { EventBus } from '../events/event-bus';
import { SERVICE_NAME } from '../events/event-subscriptions';
import { JobQueue } from '../jobs/job-queue';
import { CachedCheck, HEALTH_CHECK_INTERVAL_MS, HEALTH_CHECK_TIMEOUT_MS, withinTime } from './cached-check';

export interface ServiceHealth {
  service: string;
  status: 'up' | 'down';
  database: { status: 'up' | 'down'; kind: 'postgres' | 'embedded' };
  events: { status: 'up' | 'down'; kind: string };
  jobs: { status: 'up' | 'down'; kind: string };
}

/**
 * `/health/live`: the process answers (no dependency is asked). `/health` and `/health/ready`: the database,
 * event bus and job queue, checked at most every few seconds whatever the number of probes.
 */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  private readonly readiness: CachedCheck<ServiceHealth>;

  constructor(
    private readonly orm: MikroORM,
    private readonly bus: EventBus,
    private readonly jobs: JobQueue,
    private readonly config: PlatformConfig,
    @Inject(SERVICE_NAME) private readonly service: string,
    clock: Clock,
  ) {
    this.readiness = new CachedCheck(
      () => this.checkDependencies(),
      HEALTH_CHECK_INTERVAL_MS,
      () => clock.now().getTime(),
    );
  }

  @Get('live')
  live(): { service: string; status: 'up' } {
    return { service: this.service, status: 'up' };
  }

  @Get()
  async check(@Res() response: Response): Promise<void> {
    const body = await this.readiness.get();
    response.status(body.status === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json(body);
  }

  @Get('ready')
  ready(@Res() response: Response): Promise<void> {
    return this.check(response);
  }

  private async checkDependencies(): Promise<ServiceHealth> {
    const within = (work: Promise<boolean>) => withinTime(work, HEALTH_CHECK_TIMEOUT_MS, false);
    const [database, events, jobs] = await Promise.all([
      within(
        this.orm.em
          .fork()
          .getConnection()
          .execute('select 1')
          .then(() => true),
      ),
      within(this.bus.isHealthy()),
      within(this.jobs.isHealthy()),
    ]);
    const up = (ok: boolean) => (ok ? ('up' as const) : ('down' as const));
    return {
      service: this.service,
      status: up(database && events && jobs),
      database: { status: up(database), kind: this.config.DATABASE_URL ? 'postgres' : 'embedded' },
      events: { status: up(events), kind: this.bus.kind },
      jobs: { status: up(jobs), kind: this.jobs.kind },
    };
  }
}
