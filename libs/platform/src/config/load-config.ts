import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { isSecretName } from './secret-names';
import { StartupError } from './startup-error';

export class ConfigError extends StartupError {}

/** One line per variable: its name, the value given, and what it must be. */
function describe(errors: ValidationError[], raw: Record<string, string>): string[] {
  return errors.flatMap((e) => {
    const rules = Object.values(e.constraints ?? {});
    const set = raw[e.property] !== undefined;
    const value = isSecretName(e.property) ? 'hidden' : `'${set ? raw[e.property] : String(e.value)}'`;
    const given = !set && e.value === undefined ? 'not set' : `${set ? 'given' : 'default'} ${value}`;
    const own = rules.length > 0 ? [`${e.property} (${given}): ${rules.join('; ')}`] : [];
    return [...own, ...describe(e.children ?? [], raw)];
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
    throw new ConfigError(`Invalid configuration:\n  ${describe(errors, raw).join('\n  ')}`);
  }
  return config;
}
