import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  CachedCheck,
  HEALTH_CHECK_INTERVAL_MS,
  HEALTH_CHECK_TIMEOUT_MS,
  type ServiceHealth,
  withinTime,
} from '@studio/platform';
import { Kafka, logLevel } from 'kafkajs';
import IORedis from 'ioredis';
import { runMode, ServiceClients } from '@studio/platform';
import { GatewayConfig } from '../config';
import { SESSION_REDIS } from '../session/session';

type Status = 'up' | 'down';

interface SystemHealth {
  status: 'up' | 'degraded';
  mode: 'distributed' | 'embedded';
  services: Record<string, ServiceHealth | { status: 'down' }>;
  systems: Record<string, { status: Status; kind: string }>;
}

/** The answer of `/api/health`, for the API document. */
const HEALTH_SCHEMA = {
  type: 'object',
  required: ['status', 'mode', 'services', 'systems'],
  properties: {
    status: { type: 'string', enum: ['up', 'degraded'] },
    mode: { type: 'string', enum: ['distributed', 'embedded'] },
    services: {
      type: 'object',
      description: "Each service's own /health answer by name, or {status: 'down'}",
      additionalProperties: {
        type: 'object',
        required: ['status'],
        properties: { status: { type: 'string', enum: ['up', 'down'] } },
      },
    },
    systems: {
      type: 'object',
      description: 'postgres, kafka and redis (or what stands in for each in embedded mode)',
      additionalProperties: {
        type: 'object',
        required: ['status', 'kind'],
        properties: { status: { type: 'string', enum: ['up', 'down'] }, kind: { type: 'string' } },
      },
    },
  },
};

/**
 * `/api/health/live` answers while the gateway process serves requests, asking nobody. `/api/health` (and
 * `/api/health/ready`) reports every service and backing system, looked at no more than every few seconds, so
 * that probes under load neither time out nor add load.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly kafka?: Kafka;
  private readonly readiness = new CachedCheck(() => this.checkAll(), HEALTH_CHECK_INTERVAL_MS);

  constructor(
    private readonly clients: ServiceClients,
    private readonly config: GatewayConfig,
    @Inject(SESSION_REDIS) private readonly redis: IORedis | undefined,
  ) {
    if (config.KAFKA_BROKERS) {
      this.kafka = new Kafka({
        clientId: 'gateway-health',
        brokers: config.KAFKA_BROKERS.split(','),
        logLevel: logLevel.NOTHING,
        retry: { retries: 0 },
        connectionTimeout: 1500,
      });
    }
  }

  // The probes' own paths stay out of the public API document.
  @Get('live')
  @ApiExcludeEndpoint()
  live(): { status: 'up' } {
    return { status: 'up' };
  }

  @Get()
  @ApiOperation({ summary: 'Health of the gateway, each service and each backing system' })
  @ApiResponse({ status: HttpStatus.OK, description: 'Everything is up', schema: HEALTH_SCHEMA })
  @ApiResponse({
    status: HttpStatus.SERVICE_UNAVAILABLE,
    description: 'A service or a backing system is down (status degraded)',
    schema: HEALTH_SCHEMA,
  })
  async check(@Res() response: Response): Promise<void> {
    const body = await this.readiness.get();
    response.status(body.status === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json(body);
  }

  @Get('ready')
  @ApiExcludeEndpoint()
  ready(@Res() response: Response): Promise<void> {
    return this.check(response);
  }

  private async checkAll(): Promise<SystemHealth> {
    const services = Object.fromEntries(
      await Promise.all(
        this.clients.all().map(async (client) => {
          const health = await client
            .request('GET', '/health', { timeoutMs: HEALTH_CHECK_TIMEOUT_MS })
            .then((response) => JSON.parse(response.body.toString('utf8')) as ServiceHealth)
            .catch((error: { getResponse?: () => unknown }) => {
              const body = error.getResponse?.();
              return { status: 'down', error: typeof body === 'object' ? body : String(error) } as const;
            });
          return [client.service, health];
        }),
      ),
    ) as SystemHealth['services'];

    const databases = Object.values(services).map((s) => ('database' in s ? s.database.status : 'down'));
    const [kafka, redis] = await Promise.all([
      this.kafka ? withinTime(this.kafkaStatus(), HEALTH_CHECK_TIMEOUT_MS, 'down' as Status) : undefined,
      this.redis ? withinTime(this.redisStatus(), HEALTH_CHECK_TIMEOUT_MS, 'down' as Status) : undefined,
    ]);
    const systems: SystemHealth['systems'] = {
      postgres: {
        status: databases.every((d) => d === 'up') ? 'up' : 'down',
        kind: this.config.DATABASE_URL ? 'postgresql' : 'embedded (PGlite)',
      },
      kafka: kafka ? { status: kafka, kind: 'kafka' } : { status: 'up', kind: 'in-process bus' },
      redis: redis
        ? { status: redis, kind: 'redis' }
        : { status: 'up', kind: 'in-process jobs and sessions' },
    };
    const allUp =
      Object.values(services).every((s) => s.status === 'up') &&
      Object.values(systems).every((s) => s.status === 'up');
    return {
      status: allUp ? 'up' : 'degraded',
      mode: runMode(this.config),
      services,
      systems,
    };
  }

  private async kafkaStatus(): Promise<Status> {
    const admin = this.kafka!.admin();
    try {
      await admin.connect();
      await admin.describeCluster();
      return 'up';
    } catch {
      return 'down';
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }

  private async redisStatus(): Promise<Status> {
    try {
      return (await this.redis!.ping()) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }
}
