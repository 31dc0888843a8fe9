import { loadConfig } from './load-config';
import { StartupError } from './startup-error';
import { PlatformConfig } from './platform-config';

describe('loadConfig', () => {
  it('applies the defaults of embedded mode when nothing is set', () => {
    const config = loadConfig(PlatformConfig, {});
    expect(config).toMatchObject({ DATA_DIR: './.data', SEED_DEMO: false, OUTBOX_POLL_MS: 500 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads booleans and numbers from their text', () => {
    expect(loadConfig(PlatformConfig, { SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig(PlatformConfig, { SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig(PlatformConfig, { OUTBOX_POLL_MS: '250' }).OUTBOX_POLL_MS).toBe(250);
  });

  it('stops start-up with a message naming the bad variable', () => {
    expect(() => loadConfig(PlatformConfig, { DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL \(given hidden\): DATABASE_URL must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig(PlatformConfig, { KAFKA_BROKERS: 'localhost' })).toThrow(/KAFKA_BROKERS/);
    expect(() => loadConfig(PlatformConfig, { OUTBOX_POLL_MS: 'soon' })).toThrow(/OUTBOX_POLL_MS/);
  });

  it("says in one line per variable what was given and what it must be, without a secret's value", () => {
    expect(() => loadConfig(PlatformConfig, { OUTBOX_POLL_MS: 'soon' })).toThrow(
      /^Invalid configuration:\n {2}OUTBOX_POLL_MS \(given 'soon'\): [^\n]+$/,
    );
    expect(() => loadConfig(PlatformConfig, { DATABASE_URL: 'mysql://me:hunter2@db' })).not.toThrow(
      /hunter2/,
    );
    expect(() => loadConfig(PlatformConfig, { OUTBOX_POLL_MS: 'soon' })).toThrow(StartupError);
  });
});
