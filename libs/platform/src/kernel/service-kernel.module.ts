import {
  DynamicModule,
  Global,
  Injectable,
  Logger,
  Module,
  BeforeApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { EVENT_TOPICS } from '@studio/contracts';
import { Clock, SystemClock } from '../clock';
import { loadConfig } from '../config/load-config';
import { PlatformConfig, ServiceDirectory } from '../config/platform-config';
import { DatabaseSpec, ormOptions, resolveDatabaseUrl } from '../database/orm-config';
import { ChangeSignals, createChangeSignals } from '../events/change-signals';
import { EventBus } from '../events/event-bus';
import { EventSubscriptions, SERVICE_NAME } from '../events/event-subscriptions';
import { InProcessEventBus } from '../events/in-process-event-bus';
import { KafkaEventBus } from '../events/kafka-event-bus';
import { Outbox, OutboxRelay } from '../events/outbox';
import { HealthController } from '../health/health.controller';
import { BullmqJobQueue } from '../jobs/bullmq-job-queue';
import { InProcessJobQueue } from '../jobs/in-process-job-queue';
import { JobQueue } from '../jobs/job-queue';
import { InternalAssertions, resolveInternalSecret } from '../http/internal-assertion';
import { ServiceClients } from '../http/service-clients';

export interface KernelOptions extends DatabaseSpec {
  /** The app's own config class (extends PlatformConfig); read and validated once. */
  config?: new () => PlatformConfig;
}

export function createEventBus(config: PlatformConfig, clientId: string): EventBus {
  if (!config.KAFKA_BROKERS) return new InProcessEventBus();
  return new KafkaEventBus({
    brokers: config.KAFKA_BROKERS.split(','),
    clientId,
    prefix: config.KAFKA_TOPIC_PREFIX,
    topics: EVENT_TOPICS,
  });
}

export function createJobQueue(config: PlatformConfig, service: string): JobQueue {
  return config.REDIS_URL
    ? new BullmqJobQueue(config.REDIS_URL, service, config.QUEUE_PREFIX)
    : new InProcessJobQueue();
}

/** Brings the schema up to date before anything reads it: every onModuleInit runs before any bootstrap hook. */
@Injectable()
class MigrationRunner implements OnModuleInit {
  private readonly logger = new Logger('Migrations');
  constructor(private readonly orm: MikroORM) {}

  async onModuleInit(): Promise<void> {
    const applied = await this.orm.getMigrator().up();
    if (applied.length > 0) this.logger.log(`applied ${applied.map((m) => m.name).join(', ')}`);
  }
}

@Injectable()
class Shutdown implements BeforeApplicationShutdown {
  constructor(
    private readonly relay: OutboxRelay,
    private readonly bus: EventBus,
    private readonly jobs: JobQueue,
    private readonly signals: ChangeSignals,
  ) {}

  /**
   * In this order, before the database pool closes so that none is left mid-query: the outbox relay publishes
   * what is committed, job workers finish the jobs they run, consumers finish their message, commit their
   * offsets and leave, and the bus disconnects.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.jobs.close();
    await this.bus.close();
    await this.signals.close();
  }
}

/**
 * What every service stands on: validated config, its own database with migrations run at start-up, the
 * event bus with outbox and inbox, the job queue, a clock and /health.
 */
@Global()
@Module({})
export class ServiceKernelModule {
  static forRoot(options: KernelOptions): DynamicModule {
    const configClass = options.config ?? PlatformConfig;
    return {
      module: ServiceKernelModule,
      imports: [
        MikroOrmModule.forRootAsync({
          // Naming the driver keeps the module from calling the factory (and reading config) at import time.
          driver: PostgreSqlDriver,
          useFactory: async (config: PlatformConfig) => {
            const url = await resolveDatabaseUrl(config, options.service);
            return ormOptions(options, url, !config.DATABASE_URL);
          },
          inject: [PlatformConfig],
        }),
      ],
      controllers: [HealthController],
      providers: [
        // Read when each app is created (not when its module file is imported), so that every app started
        // in one process sees the settings of its own start.
        { provide: PlatformConfig, useFactory: () => loadConfig(configClass) },
        ...(configClass === PlatformConfig ? [] : [{ provide: configClass, useExisting: PlatformConfig }]),
        { provide: SERVICE_NAME, useValue: options.service },
        {
          provide: EventBus,
          useFactory: async (config: PlatformConfig) => {
            const bus = createEventBus(config, options.service);
            await bus.start();
            return bus;
          },
          inject: [PlatformConfig],
        },
        {
          provide: JobQueue,
          useFactory: (config: PlatformConfig) => createJobQueue(config, options.service),
          inject: [PlatformConfig],
        },
        {
          provide: ChangeSignals,
          useFactory: (config: PlatformConfig) => createChangeSignals(config),
          inject: [PlatformConfig],
        },
        { provide: Clock, useClass: SystemClock },
        {
          provide: ServiceDirectory,
          useFactory: (config: PlatformConfig) => new ServiceDirectory(config),
          inject: [PlatformConfig],
        },
        {
          provide: InternalAssertions,
          useFactory: (config: PlatformConfig) => new InternalAssertions(resolveInternalSecret(config)),
          inject: [PlatformConfig],
        },
        {
          provide: ServiceClients,
          useFactory: (directory: ServiceDirectory, assertions: InternalAssertions) =>
            new ServiceClients(directory, assertions, options.service),
          inject: [ServiceDirectory, InternalAssertions],
        },
        MigrationRunner,
        OutboxRelay,
        Outbox,
        EventSubscriptions,
        Shutdown,
      ],
      exports: [
        PlatformConfig,
        SERVICE_NAME,
        EventBus,
        JobQueue,
        ChangeSignals,
        Clock,
        ServiceDirectory,
        InternalAssertions,
        ServiceClients,
        Outbox,
        OutboxRelay,
        EventSubscriptions,
        ...(configClass === PlatformConfig ? [] : [configClass]),
      ],
    };
  }
}
