import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { PlatformConfig } from '../config/platform-config';
import { EventBus } from '../events/event-bus';
import { SERVICE_NAME } from '../events/event-subscriptions';
import { JobQueue } from '../jobs/job-queue';

export interface ServiceHealth {
  service: string;
  status: 'up' | 'down';
  database: { status: 'up' | 'down'; kind: 'postgres' | 'embedded' };
  events: { status: 'up' | 'down'; kind: string };
  jobs: { status: 'up' | 'down'; kind: string };
}

@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    private readonly bus: EventBus,
    private readonly jobs: JobQueue,
    private readonly config: PlatformConfig,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  @Get()
  async check(@Res() response: Response): Promise<void> {
    const database = await this.orm.em
      .fork()
      .getConnection()
      .execute('select 1')
      .then(() => true)
      .catch(() => false);
    const [events, jobs] = await Promise.all([this.bus.isHealthy(), this.jobs.isHealthy()]);
    const up = (ok: boolean) => (ok ? ('up' as const) : ('down' as const));
    const body: ServiceHealth = {
      service: this.service,
      status: up(database && events && jobs),
      database: { status: up(database), kind: this.config.DATABASE_URL ? 'postgres' : 'embedded' },
      events: { status: up(events), kind: this.bus.kind },
      jobs: { status: up(jobs), kind: this.jobs.kind },
    };
    response.status(body.status === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json(body);
  }
}
