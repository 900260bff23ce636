import { Injectable, Logger } from '@nestjs/common';
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RemoteSocket, Server, Socket } from 'socket.io';
import { userRoom } from './rooms.js';

/**
 * What one live connection may do. Clients write through REST and only listen, so these leave
 * ample room for a browser (a heartbeat every 25 s) and cut a socket used as a flood.
 */
export const SOCKET_LIMITS = {
  /** Packets a connection may send per second, sustained… */
  packetsPerSecond: 20,
  /** …plus this many more in a burst, once per BURST_SECONDS. */
  burstPackets: 20,
  burstSeconds: 10,
  /** Open sockets per account (tabs and devices); a newer one closes the oldest. */
  connectionsPerUser: 10,
  /** The largest packet a client may send; a bigger one closes its connection. */
  maxPayloadBytes: 16 * 1024,
} as const;

/** How long counting a user's sockets on every instance may take before this one counts alone. */
const COUNT_TIMEOUT_MS = 1500;

/** What a socket keeps about who opened it and when. */
export interface LimitedSocketData {
  user: { id: string };
  /** When the server accepted it (ms since the epoch): the oldest are closed first. */
  connectedAt: number;
}

/**
 * The limits of the live channel: packets per connection (in this process's memory: a
 * connection lives on one instance), open sockets per account (counted on every instance
 * through the Redis adapter, or on this one while Redis is down), and the packet size (the
 * socket.io server's `maxHttpBufferSize`). A socket over a limit is closed and the log says why.
 */
@Injectable()
export class SocketLimits {
  private readonly logger = new Logger(SocketLimits.name);
  private readonly packets = new BurstyRateLimiter(
    new RateLimiterMemory({
      keyPrefix: 'socket-packets',
      points: SOCKET_LIMITS.packetsPerSecond,
      duration: 1,
    }),
    new RateLimiterMemory({
      keyPrefix: 'socket-burst',
      points: SOCKET_LIMITS.burstPackets,
      duration: SOCKET_LIMITS.burstSeconds,
    }),
  );

  /** Counts every packet `socket` sends and closes it when they come too fast. */
  limitPackets(socket: Socket): void {
    let cut = false;
    const who = describe(socket);
    socket.conn.on('packet', () => {
      if (cut) return;
      this.packets.consume(socket.id).catch((refused: unknown) => {
        if (cut || !(refused instanceof RateLimiterRes)) return;
        cut = true;
        this.logger.warn(
          `Closed ${who}: more than ${SOCKET_LIMITS.packetsPerSecond} packets a second`,
        );
        socket.disconnect(true);
      });
    });
    socket.on('disconnect', (reason: string, description?: unknown) => {
      if (reason === 'transport error' && /max payload/i.test(messageOf(description))) {
        this.logger.warn(
          `Closed ${who}: sent a packet over ${SOCKET_LIMITS.maxPayloadBytes} bytes`,
        );
      }
    });
  }

  /**
   * Closes the oldest sockets of `socket`'s user beyond SOCKET_LIMITS.connectionsPerUser, on
   * whichever instance they are. Call it once the socket is in its user's room.
   */
  async capConnections(server: Server, socket: Socket): Promise<void> {
    const { user } = socket.data as LimitedSocketData;
    const sockets = await this.socketsOf(server, user.id);
    const excess = sockets.length - SOCKET_LIMITS.connectionsPerUser;
    if (excess <= 0) return;
    const oldest = sockets.sort(byAge).slice(0, excess);
    this.logger.warn(
      `User ${user.id} opened more than ${SOCKET_LIMITS.connectionsPerUser} live connections: closing the ${excess} oldest`,
    );
    for (const s of oldest) s.disconnect(true);
  }

  private async socketsOf(server: Server, userId: string) {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        server.in(userRoom(userId)).fetchSockets(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), COUNT_TIMEOUT_MS);
        }),
      ]);
    } catch {
      // Redis (or another instance) does not answer: this instance counts its own.
      return server.local.in(userRoom(userId)).fetchSockets();
    } finally {
      clearTimeout(timer);
    }
  }
}

type AnySocket = Pick<RemoteSocket<never, LimitedSocketData>, 'id' | 'data'>;

const byAge = (a: AnySocket, b: AnySocket) =>
  a.data.connectedAt - b.data.connectedAt || a.id.localeCompare(b.id);

const describe = (socket: Socket) =>
  `a socket of user ${(socket.data as LimitedSocketData).user.id} from ${socket.handshake.address}`;

const messageOf = (description: unknown) =>
  description instanceof Error
    ? description.message
    : typeof description === 'object' && description && 'message' in description
      ? String((description as { message: unknown }).message)
      : String(description ?? '');
