/**
 * What a server of ours answers outside HTTP's plain requests: a connection that breaks mid-request or
 * sends what is not HTTP is answered by status (400, 408, 431) and closed; CONNECT (a proxy tunnel) and
 * Upgrade (WebSocket), which neither `npm start` nor the publishing service serves, get 405 and are
 * closed. Without these, Node drops such a connection unanswered.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

export function answerProtocolEdges(server: Server, allow: string): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (socket.writable && !socket.destroyed) {
      const status =
        err.code === 'HPE_HEADER_OVERFLOW'
          ? '431 Request Header Fields Too Large'
          : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? '408 Request Timeout'
            : '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    } else socket.destroy();
  });
  const refuse = (_req: unknown, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allow}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };
  server.on('connect', refuse);
  server.on('upgrade', refuse);
}
