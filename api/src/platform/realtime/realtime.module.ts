import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../../modules/auth/auth.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { LiveRelay } from './live-relay.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';
import { SocketLimits } from './socket-limits.js';

/**
 * The live channel: the socket.io gateway (API instances), `RealtimeService` for any feature
 * to push an event to a user (API and worker alike), and the relay of notifications and
 * session revocations. Global: features inject RealtimeService without importing this module.
 */
@Global()
@Module({
  imports: [AuthModule, NotificationsModule],
  providers: [RealtimeService, RealtimeGateway, LiveRelay, SocketLimits],
  exports: [RealtimeService],
})
export class RealtimeModule {}
