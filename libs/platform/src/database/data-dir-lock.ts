import { chmodSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../config/startup-error';

export const DATA_DIR_LOCK_FILE = 'studio.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One running copy of the app per DATA_DIR (embedded mode): two would each open the same embedded databases and
 * write over each other (both gave the next member the same id, and one's registrations were gone after a
 * restart). The folder's lock file holds the running copy's process id and goes when it exits; one left by a
 * copy that is no longer running is taken over. The folder is made the app user's alone (mode 0700).
 */
export function claimDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Only the app's user may enter it: the embedded databases write their files readable and writable by all.
    chmodSync(dir, 0o700);
    takeLock(dir);
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      `DATA_DIR ${dir} cannot be used: ${(error as Error).message}. Give a folder the app's user can create and write.`,
    );
  }
}

function takeLock(dir: string): void {
  const file = join(dir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      process.once('exit', () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new StartupError(
          `DATA_DIR ${dir} is in use by another running copy of the app (process ${holder}): stop it first, ` +
            'or give this one a DATA_DIR of its own.',
        );
      }
      unlinkSync(file);
    }
  }
}
