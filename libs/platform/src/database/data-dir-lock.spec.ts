import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StartupError } from '../config/startup-error';
import { claimDataDir, DATA_DIR_LOCK_FILE } from './data-dir-lock';

/** Claims `dir` in a process of its own (the built module), as a second copy of the app would. */
function claimElsewhere(dir: string) {
  const built = join(__dirname, '..', '..', 'dist', 'database', 'data-dir-lock.js');
  const script = `require(${JSON.stringify(built)}).claimDataDir(${JSON.stringify(dir)})`;
  return spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

describe('claimDataDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'studio-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lets one running copy have the folder, and refuses a second with a message naming the first', () => {
    chmodSync(dir, 0o755);
    claimDataDir(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(process.pid));
    const second = claimElsewhere(dir);
    expect(second.status).not.toBe(0);
    expect(second.stderr).toContain(`is in use by another running copy of the app (process ${process.pid})`);
  });

  it('takes over a lock left by a copy that is no longer running, and removes it on exit', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(join(dir, DATA_DIR_LOCK_FILE), gone.stdout);
    const taken = claimElsewhere(dir);
    expect(taken.status).toBe(0);
    expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
  });

  it('names DATA_DIR when the folder cannot be made or used', () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    expect(() => claimDataDir(file)).toThrow(new RegExp(`^DATA_DIR ${file} cannot be used: `));
    expect(() => claimDataDir(join(file, 'below'))).toThrow(StartupError);
  });

  it('says what to do, as an error the start prints without a stack', () => {
    claimDataDir(dir);
    writeFileSync(join(dir, DATA_DIR_LOCK_FILE), String(process.ppid));
    expect(() => claimDataDir(dir)).toThrow(StartupError);
  });
});
