import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

const toBool = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const raw = obj[key];
  return typeof raw === 'boolean' ? raw : ['1', 'true', 'yes', 'on'].includes(String(raw).toLowerCase());
};

export type LogFormat = 'json' | 'text';

/** How an app logs and how long it may take to stop; read by every app (gateway and services) at start-up. */
export class ObservabilityConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  /** `json`: one JSON object per line (the default in production); `text`: Nest's readable console lines. */
  @IsOptional()
  @IsIn(['json', 'text'], { message: 'LOG_FORMAT must be json or text' })
  LOG_FORMAT?: LogFormat;

  /** Writes one log line per answered request (method, route, status, duration, request id). */
  @Transform(toBool)
  @IsBoolean()
  LOG_REQUESTS: boolean = false;

  /**
   * The most a stop may take after SIGTERM: requests in flight get half of it, then consumers, workers and
   * connections close; past it the process exits with status 1.
   */
  @IsInt({ message: 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(100, { message: 'SHUTDOWN_TIMEOUT_MS must be at least 100' })
  @Max(600_000, { message: 'SHUTDOWN_TIMEOUT_MS must be at most 600000' })
  SHUTDOWN_TIMEOUT_MS: number = 20_000;
}

/** The log format before the config is read (a logger is needed to create the app); an invalid value is reported by the config. */
export function logFormatOf(env: NodeJS.ProcessEnv = process.env): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'text') return env.LOG_FORMAT;
  return env.NODE_ENV === 'production' ? 'json' : 'text';
}
