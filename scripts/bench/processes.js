// Starting, watching and stopping the apps the bench measures.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const { freePort } = require('../free-port');

/** Starts a Node script with its output kept in a log file; answers the child process. */
function startNode(script, { env, cwd, log }) {
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [script], { cwd, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return child;
}

/** Polls the URL until it answers 200; answers the milliseconds it took. */
async function waitForOk(url, { child, timeoutMs = 180_000, everyMs = 50 } = {}) {
  const started = Date.now();
  let exited = false;
  child?.exited.then(() => (exited = true));
  while (Date.now() - started < timeoutMs) {
    if (exited) throw new Error(`the app exited before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

async function stop(child, timeoutMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await child.exited;
  clearTimeout(timer);
}

/** Resident memory of one process, in bytes (Linux /proc). */
function rss(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** The direct children of a process (Linux /proc), with their script. */
function childrenOf(pid) {
  const ids = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return ids.map((id) => ({
    pid: Number(id),
    script: fs.readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0')[1] ?? '',
  }));
}

const TICKS_PER_SECOND = 100;

/** What a process is, for the CPU breakdown: an app by its script, or the server it belongs to. */
function labelOf(cmdline) {
  const app = /(?:services\/([a-z]+)|(gateway))\/dist\/main\.js/.exec(cmdline);
  if (app) return app[1] ?? app[2];
  if (/scripts\/start\.js/.test(cmdline)) return 'embedded app';
  if (/^postgres/.test(cmdline)) return 'PostgreSQL';
  if (/kafka/i.test(cmdline) && /java/.test(cmdline)) return 'Kafka';
  if (/^redis-server/.test(cmdline)) return 'Redis';
  return undefined;
}

/** How many write system calls (socket, pipe and file writes alike) a process has made so far (Linux /proc). */
function writeCallsOf(pid) {
  return Number(/^syscw: (\d+)$/m.exec(fs.readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0);
}

/**
 * CPU seconds and write system calls used so far by every process of the machine that the figures depend on (the
 * apps, PostgreSQL, Kafka, Redis; Linux /proc), by label. Two readings around a load give each one's share of it.
 */
function cpuByLabel() {
  const totals = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const label = labelOf(fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '));
      if (!label) continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      const writes = writeCallsOf(entry);
      const sum = totals.get(label) ?? { seconds: 0, writes: 0 };
      totals.set(label, { seconds: sum.seconds + seconds, writes: sum.writes + writes });
    } catch {
      // the process ended between listing and reading
    }
  }
  return totals;
}

/** The CPU seconds and write calls each label used between two readings of cpuByLabel. */
function cpuBetween(before, after) {
  return new Map(
    [...after].map(([label, { seconds, writes }]) => {
      const start = before.get(label) ?? { seconds: 0, writes: 0 };
      return [label, { seconds: seconds - start.seconds, writes: writes - start.writes }];
    }),
  );
}

module.exports = { freePort, startNode, waitForOk, stop, rss, childrenOf, cpuByLabel, cpuBetween };
