import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { RealtimeRefusal } from '@rentnaija/shared';
import type { Server, Socket } from 'socket.io';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { isDatabaseUnavailable } from '../../database/connection-errors.js';
import { type AccessTokenPayload, AuthService } from '../../modules/auth/auth.service.js';
import { RealtimeService } from './realtime.service.js';
import { sessionRoom, userRoom } from './rooms.js';
import { SocketLimits } from './socket-limits.js';

/** What a socket keeps about who opened it and when. */
export interface SocketData {
  user: AuthUser;
  connectedAt: number;
}

const refusal = (code: RealtimeRefusal, message: string) =>
  Object.assign(new Error(message), { data: { code } });

/**
 * The live channel. A socket connects with `auth: { token }` (the access token); the handshake
 * goes through the same session check as every REST request, so a revoked session or a
 * suspended user is refused. An accepted socket joins its user's room and its session's room;
 * revocations close them (LiveRelay). Clients send nothing here: they write through REST and
 * listen for events. A socket that floods, sends oversized packets or is one too many for its
 * account is closed (SocketLimits).
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit<Server>, OnGatewayConnection<Socket> {
  private readonly logger = new Logger(RealtimeGateway.name);

  constructor(
    private readonly jwt: JwtService,
    private readonly auth: AuthService,
    private readonly realtime: RealtimeService,
    private readonly limits: SocketLimits,
  ) {}

  private server?: Server;

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (error: Error) => next(error),
      );
    });
    this.realtime.attach(server);
    this.server = server;
  }

  async handleConnection(socket: Socket): Promise<void> {
    const data = socket.data as SocketData;
    data.connectedAt = Date.now();
    this.limits.limitPackets(socket);
    await socket.join([userRoom(data.user.id), sessionRoom(data.user.sessionId)]);
    if (this.server) {
      await this.limits
        .capConnections(this.server, socket)
        .catch((error: unknown) =>
          this.logger.error(`Could not count the sockets of a user: ${String(error)}`),
        );
    }
  }

  private async authenticate(socket: Socket): Promise<void> {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token === '') {
      throw refusal('INVALID_TOKEN', 'Sign in to receive live updates');
    }
    let payload: AccessTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<AccessTokenPayload>(token, { algorithms: ['HS256'] });
    } catch {
      throw refusal('INVALID_TOKEN', 'Session expired. Please login again.');
    }
    let user: AuthUser | null;
    try {
      user = (await this.auth.validateAccess(payload)) as AuthUser | null;
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        throw refusal('SERVICE_UNAVAILABLE', 'Live updates are briefly unavailable');
      }
      this.logger.error(`Socket handshake failed: ${String(error)}`);
      throw refusal('SERVICE_UNAVAILABLE', 'Live updates are briefly unavailable');
    }
    if (!user) throw refusal('INVALID_TOKEN', 'Session expired. Please login again.');
    (socket.data as SocketData).user = user;
  }
}
