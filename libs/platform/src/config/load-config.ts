import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';

export class ConfigError extends Error {}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((e) => {
    const own = Object.values(e.constraints ?? {}).map((text) => `${e.property}: ${text}`);
    return [...own, ...describe(e.children ?? [])];
  });
}

/**
 * Reads and validates one app's configuration from the environment, once at start-up. A bad value stops
 * the app with a message that names the variable.
 */
export function loadConfig<T extends object>(cls: new () => T, env: NodeJS.ProcessEnv = process.env): T {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const config = plainToInstance(cls, raw, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${describe(errors).join('\n  ')}`);
  }
  return config;
}
