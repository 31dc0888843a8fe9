// Ports for apps that scripts and tests start, shared by the bench, the drills and the browser tests.
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

/** Where the ports handed out on this machine are recorded, one empty file per port and period. */
const RESERVATIONS = path.join(os.tmpdir(), 'studio-port-reservations');
/** A port handed out is not handed out again, by any process of this machine, for one to two periods. */
const PERIOD_MS = 10 * 60_000;

/**
 * A port nobody listens on right now and no process of this machine was given in the last 10-20 minutes, below
 * the kernel's ephemeral range (32768 and up): a port handed out for listen(0) can be handed out again, to an
 * outgoing connection or to one of the app's own port-0 listeners (embedded PostgreSQL), before the app listens
 * on it. A caller listens some seconds after asking (a test stack starts six services one after another), so a
 * free port alone is not enough either: two callers, in one process or in two test projects run side by side,
 * could be given the same one, and the second app then failed to start with EADDRINUSE.
 */
async function freePort() {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (reserve(port) && (await canListen(port))) return port;
  }
}

let madeFolder = false;

/** Claims the port for this period, unless it was claimed in this one or the last (an exclusive file create). */
function reserve(port) {
  const period = Math.floor(Date.now() / PERIOD_MS);
  if (!madeFolder) {
    fs.mkdirSync(RESERVATIONS, { recursive: true });
    madeFolder = true;
  }
  if (fs.existsSync(path.join(RESERVATIONS, `${port}.${period - 1}`))) return false;
  try {
    fs.closeSync(fs.openSync(path.join(RESERVATIONS, `${port}.${period}`), 'wx'));
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
  forgetBefore(period - 1);
  return true;
}

let forgottenBefore = -Infinity;

/**
 * Removes the records of periods that no longer hold a port, once a period per process (any process may: none
 * of them is read again).
 */
function forgetBefore(period) {
  if (forgottenBefore >= period) return;
  forgottenBefore = period;
  for (const name of fs.readdirSync(RESERVATIONS)) {
    if (Number(name.split('.')[1]) < period) fs.rmSync(path.join(RESERVATIONS, name), { force: true });
  }
}

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

module.exports = { freePort };
