// Ports for apps that scripts and tests start, shared by the bench, the drills and the browser tests.
const net = require('node:net');

/**
 * A port nobody listens on right now, below the kernel's ephemeral range (32768 and up): a port handed out for
 * listen(0) can be handed out again, to an outgoing connection or to one of the app's own port-0 listeners
 * (embedded PostgreSQL), before the app listens on it, and the app then fails to start with EADDRINUSE.
 */
async function freePort() {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
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
