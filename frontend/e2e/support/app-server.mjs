// Starts the app for the e2e suite the README's way: `node scripts/start.js` from the repo root with a free PORT and
// a fresh DATA_DIR and free internal ports (embedded mode), waiting for GET /api/health. E2E_BASE_URL uses an
// already running app instead.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const HEALTH_TIMEOUT_MS = 180_000;

async function waitForHealth(baseURL, child, logs) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(
        `The app exited with code ${child.exitCode} before it was ready:\n${logs.join('').slice(-4000)}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(
    `GET ${baseURL}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${logs.join('').slice(-4000)}`,
  );
}

/**
 * @param {{ env?: Record<string, string> }} [options] extra environment for the app, e.g. ADMIN_USERNAME/PASSWORD/EMAIL
 * @returns {Promise<{ baseURL: string, stop: () => Promise<void> }>}
 */
export async function startApp({ env = {} } = {}) {
  if (process.env.E2E_BASE_URL) {
    return { baseURL: process.env.E2E_BASE_URL.replace(/\/$/, ''), stop: async () => undefined };
  }

  const port = await freePort();
  // Every internal service port is a free one too, so the suite never meets an app already running here.
  const servicePorts = {};
  for (const service of ['IDENTITY', 'CATALOG', 'BOOKING', 'BILLING', 'NOTIFICATIONS', 'FITNESS']) {
    const servicePort = await freePort();
    servicePorts[`${service}_PORT`] = String(servicePort);
    servicePorts[`${service}_URL`] = `http://127.0.0.1:${servicePort}`;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  const logs = [];
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, ...servicePorts, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (d) => logs.push(String(d)));
  child.stderr.on('data', (d) => logs.push(String(d)));
  const baseURL = `http://localhost:${port}`;

  const stop = async () => {
    if (child.exitCode === null) {
      // The start script runs several apps; end its whole process group.
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      await Promise.race([
        new Promise((r) => child.once('exit', r)),
        new Promise((r) => setTimeout(r, 10_000)),
      ]);
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
