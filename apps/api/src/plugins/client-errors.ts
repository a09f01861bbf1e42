import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { protocolMessages } from '@portside/contracts/protocol';

const answers: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, protocolMessages.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, protocolMessages.headersTooLarge],
};

/**
 * Fastify's clientErrorHandler: a request Node's parser refused (too slow, headers too large, not HTTP) is answered in
 * the API's shape, `{"detail": ...}`, like every other error, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = answers[error.code ?? ''] ?? [400, protocolMessages.malformedRequest];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
