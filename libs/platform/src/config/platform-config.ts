import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export const SERVICE_NAMES = [
  'identity',
  'catalog',
  'booking',
  'billing',
  'notifications',
  'fitness',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Default internal ports; each can be moved with `<SERVICE>_PORT` and reached at `<SERVICE>_URL`. */
export const DEFAULT_SERVICE_PORTS: Record<ServiceName, number> = {
  identity: 3101,
  catalog: 3102,
  booking: 3103,
  billing: 3104,
  notifications: 3105,
  fitness: 3106,
};

// Reads the raw variable: implicit conversion would already have turned 'false' into true.
const toBool = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const raw = obj[key];
  return typeof raw === 'boolean' ? raw : ['1', 'true', 'yes', 'on'].includes(String(raw).toLowerCase());
};

/** Settings every app reads; an app's own config class extends this one. */
export class PlatformConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsString()
  DATA_DIR: string = './.data';

  /** PostgreSQL server; each service uses the database `<name>_<service>`. Without it: embedded PGlite. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /** Comma-separated Kafka brokers. Without it: the in-process event bus. */
  @IsOptional()
  @Matches(/^[\w.-]+:\d+(,[\w.-]+:\d+)*$/, { message: 'KAFKA_BROKERS must be host:port[,host:port...]' })
  KAFKA_BROKERS?: string;

  /** Prepended to every topic and consumer group, so that test runs never meet a running app. */
  @IsString()
  @Matches(/^[\w.-]*$/, {
    message: 'KAFKA_TOPIC_PREFIX may hold letters, digits, dots, dashes and underscores',
  })
  KAFKA_TOPIC_PREFIX: string = '';

  /** Redis for jobs and sessions. Without it: in-process jobs and sessions. */
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  @IsString()
  @Matches(/^[\w-]+$/, { message: 'QUEUE_PREFIX may hold letters, digits, dashes and underscores' })
  QUEUE_PREFIX: string = 'studio';

  @IsString()
  SERVICE_HOST: string = '127.0.0.1';

  @Transform(toBool)
  @IsBoolean()
  SEED_DEMO: boolean = false;

  @IsInt()
  @Min(10)
  @Max(60000)
  OUTBOX_POLL_MS: number = 500;
}

export function servicePort(service: ServiceName, env: NodeJS.ProcessEnv = process.env): number {
  const value = env[`${service.toUpperCase()}_PORT`];
  return value ? Number(value) : DEFAULT_SERVICE_PORTS[service];
}

export function serviceUrl(service: ServiceName, env: NodeJS.ProcessEnv = process.env): string {
  return env[`${service.toUpperCase()}_URL`] ?? `http://127.0.0.1:${servicePort(service, env)}`;
}
