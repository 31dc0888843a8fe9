import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { SERVICE_NAMES, ServiceName } from '@studio/contracts';

export { SERVICE_NAMES, type ServiceName };

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

  /** Interface the services listen on (`0.0.0.0` in containers). */
  @IsString()
  SERVICE_HOST: string = '127.0.0.1';

  /**
   * Signs the caller assertion on every internal call, which every service checks. Required (32+ characters,
   * the same for every app) in production; elsewhere one is generated once into DATA_DIR.
   */
  @ValidateIf((c: PlatformConfig) => c.NODE_ENV === 'production' || c.INTERNAL_SECRET !== undefined)
  @IsString()
  @MinLength(32, { message: 'INTERNAL_SECRET must be at least 32 characters' })
  INTERNAL_SECRET?: string;

  @Transform(toBool)
  @IsBoolean()
  SEED_DEMO: boolean = false;

  @IsInt()
  @Min(10)
  @Max(60000)
  OUTBOX_POLL_MS: number = 500;
}

// `<SERVICE>_PORT` and `<SERVICE>_URL` for each service, validated like every other setting.
for (const name of SERVICE_NAMES) {
  const prefix = name.toUpperCase();
  const target = PlatformConfig.prototype;
  const port = `${prefix}_PORT`;
  const url = `${prefix}_URL`;
  IsOptional()(target, port);
  Type(() => Number)(target, port);
  IsInt({ message: `${port} must be a port number` })(target, port);
  Min(1, { message: `${port} must be a port number` })(target, port);
  Max(65535, { message: `${port} must be a port number` })(target, port);
  IsOptional()(target, url);
  IsUrl({ require_tld: false, require_protocol: true }, { message: `${url} must be an http(s) URL` })(
    target,
    url,
  );
}

/**
 * How the app runs (ARCHITECTURE.md): distributed, each app its own process on the server's PostgreSQL; or
 * embedded, everything in one process (`npm start`) on PGlite. The database setting decides.
 */
export function runMode(config: Pick<PlatformConfig, 'DATABASE_URL'>): 'distributed' | 'embedded' {
  return config.DATABASE_URL ? 'distributed' : 'embedded';
}

/** Where each service listens and is reached, from the validated config; injected wherever a service is called. */
export class ServiceDirectory {
  constructor(private readonly config: PlatformConfig) {}

  port(service: ServiceName): number {
    const value = (this.config as unknown as Record<string, number | undefined>)[
      `${service.toUpperCase()}_PORT`
    ];
    return value ?? DEFAULT_SERVICE_PORTS[service];
  }

  url(service: ServiceName): string {
    const value = (this.config as unknown as Record<string, string | undefined>)[
      `${service.toUpperCase()}_URL`
    ];
    return value ?? `http://127.0.0.1:${this.port(service)}`;
  }
}
