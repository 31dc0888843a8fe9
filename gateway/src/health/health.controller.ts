import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ServiceHealth } from '@studio/platform';
import { Kafka, logLevel } from 'kafkajs';
import IORedis from 'ioredis';
import { ServiceClients } from '../clients/service-clients';
import { GatewayConfig } from '../config';
import { SESSION_REDIS } from '../session/session';

type Status = 'up' | 'down';

@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly kafka?: Kafka;

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

  @Get()
  @ApiOperation({ summary: 'Health of the gateway, each service and each backing system' })
  async check(@Res() response: Response): Promise<void> {
    const services = Object.fromEntries(
      await Promise.all(
        this.clients.all().map(async (client) => {
          const health = await client
            .get<ServiceHealth>('/health', { timeoutMs: 3000 })
            .catch((error: { getResponse?: () => unknown }) => {
              const body = error.getResponse?.();
              return { status: 'down', error: typeof body === 'object' ? body : String(error) } as const;
            });
          return [client.service, health];
        }),
      ),
    ) as Record<string, ServiceHealth | { status: 'down' }>;

    const databases = Object.values(services).map((s) => ('database' in s ? s.database.status : 'down'));
    const systems: Record<string, { status: Status; kind: string }> = {
      postgres: {
        status: databases.every((d) => d === 'up') ? 'up' : 'down',
        kind: this.config.DATABASE_URL ? 'postgresql' : 'embedded (PGlite)',
      },
      kafka: this.kafka
        ? { status: await this.kafkaStatus(), kind: 'kafka' }
        : { status: 'up', kind: 'in-process bus' },
      redis: this.redis
        ? { status: await this.redisStatus(), kind: 'redis' }
        : { status: 'up', kind: 'in-process jobs and sessions' },
    };
    const allUp =
      Object.values(services).every((s) => s.status === 'up') &&
      Object.values(systems).every((s) => s.status === 'up');
    response.status(allUp ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json({
      status: allUp ? 'up' : 'degraded',
      mode: this.config.DATABASE_URL ? 'distributed' : 'embedded',
      services,
      systems,
    });
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
