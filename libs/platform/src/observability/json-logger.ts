import { ConsoleLogger, LogLevel } from '@nestjs/common';
import { logFormatOf } from './observability-config';
import { currentRequestId } from './request-context';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log'];

/** Nest's console logger writing one JSON object per line, with the app's name, the time and the request id. */
export class JsonLogger extends ConsoleLogger {
  constructor(private readonly app: string) {
    super({ json: true, colors: false, logLevels: LEVELS });
  }

  protected override getJsonLogObject(
    message: unknown,
    options: {
      context: string;
      logLevel: LogLevel;
      writeStreamType?: 'stdout' | 'stderr';
      errorStack?: unknown;
    },
  ) {
    const entry = super.getJsonLogObject(message, options);
    const requestId = currentRequestId();
    return {
      time: new Date(entry.timestamp).toISOString(),
      app: this.app,
      ...entry,
      ...(requestId ? { requestId } : {}),
    };
  }
}

/** The logger an app is created with: JSON lines in production (or with LOG_FORMAT=json), Nest's console otherwise. */
export function createAppLogger(app: string, env: NodeJS.ProcessEnv = process.env): ConsoleLogger {
  return logFormatOf(env) === 'json' ? new JsonLogger(app) : new ConsoleLogger({ logLevels: LEVELS });
}
