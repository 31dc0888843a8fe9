import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { HttpException } from '@nestjs/common';
import { toApiError } from '@studio/platform';

/** Requests Node refuses before any handler sees them, and what the caller is told. */
const REFUSALS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'The request line and headers are too large (a very long address or too many cookies).',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, message: 'The request is not well-formed HTTP.' };

/**
 * Node answers a request it cannot parse (headers over its limit, malformed HTTP) with a bare status line; this
 * answers it in the one error shape `{statusCode, message, error}` instead, then closes the connection.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = REFUSALS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify(toApiError(new HttpException(message, status)));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  });
}
