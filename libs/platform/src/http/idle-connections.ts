import type { Server } from 'node:http';

/**
 * How long a kept-alive connection may sit idle before the server closes it: longer than the clients in front of it
 * keep one (ingress-nginx and cloud load balancers 60 s, a browser or test client about as long). Node's default is
 * 5 s, and a server that closes first races with a request the other side has just sent on the connection, which
 * then fails with ECONNRESET ("socket hang up") although nothing is wrong with either side.
 */
export const IDLE_CONNECTION_MS = 65_000;

/**
 * How long a whole request (headers and body) may take to arrive: a client sending its body a byte at a time holds
 * a connection no longer than one sending its headers so (Node's default is 5 minutes). A 1 MB body, the largest
 * taken, arrives in seconds even on a slow phone connection.
 */
export const REQUEST_ARRIVAL_MS = IDLE_CONNECTION_MS + 5_000;

/** How often a closing server looks for connections that have fallen idle since close() was called. */
const CLOSING_SWEEP_MS = 100;

/**
 * Applies IDLE_CONNECTION_MS; headers get a little longer, so a request's own time limit never cuts it shorter, and
 * the whole request REQUEST_ARRIVAL_MS.
 * A closing server still ends every connection as soon as it falls idle: Node closes the idle ones when close() is
 * called, but one answering a request then would otherwise stay open for the whole idle time, and shutdown with it.
 * The sweep runs only while closing, so requests pay nothing for it.
 */
export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  server.requestTimeout = REQUEST_ARRIVAL_MS;
  const close = server.close.bind(server);
  server.close = (callback?: (error?: Error) => void) => {
    if (!server.listening) return close(callback);
    const sweep = setInterval(() => server.closeIdleConnections(), CLOSING_SWEEP_MS).unref();
    server.once('close', () => clearInterval(sweep));
    return close(callback);
  };
}
