/**
 * What slow or many clients can hold of the server. Node answers a request whose headers have not
 * all arrived within `headersTimeoutMs` with 408 and closes it (static-server.ts writes the 408), and
 * at most `maxConnections` connections are open at once: a new one beyond that takes the place of the
 * oldest connection that is not in the middle of a response (still sending its headers, or idle
 * between keep-alive requests), so a crowd of slow clients cannot keep a visitor out, nor use up the
 * process's open files.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** The soft limit on open files of this process (Linux's /proc), or null where it cannot be read. */
function openFileLimit(): number | null {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
    return line && line !== 'unlimited' ? Number(line) : null;
  } catch {
    return null;
  }
}

/** Half the open files, the rest left for the files being served; never more than 4,096. */
const defaultMaxConnections = () => Math.max(16, Math.min(4096, Math.floor((openFileLimit() ?? 8192) / 2)));

export function boundConnections(server: Server, maxConnections = defaultMaxConnections()): void {
  // Connections in insertion order; a connection is evictable while it has no response under way.
  const open = new Map<Socket, { busy: boolean }>();
  server.on('connection', (socket: Socket) => {
    if (open.size >= maxConnections) {
      const oldestIdle = [...open].find(([, s]) => !s.busy)?.[0];
      if (oldestIdle) {
        open.delete(oldestIdle);
        oldestIdle.destroy();
      } else {
        socket.destroy();
        return;
      }
    }
    open.set(socket, { busy: false });
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (req, res) => {
    const state = open.get(req.socket);
    if (!state) return;
    state.busy = true;
    res.once('close', () => {
      state.busy = false;
      // Idle again: to the back of the queue of connections that may be let go.
      if (open.delete(req.socket)) open.set(req.socket, state);
    });
  });
}
