import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';

/**
 * Sessions were revoked: one (`{ id }`, a logout or a reused refresh token) or all of a user's
 * (`{ userId }`, a password reset or a suspension). Published in the transaction of the change.
 */
export interface SessionsRevoked {
  where: { id: string } | { userId: string };
  reason: 'logout' | 'password_reset' | 'refresh_token_reuse' | 'suspended';
}

/** Subscribe here to end what a session keeps open (the live channel closes its sockets). */
@Injectable()
export class SessionEvents extends DomainEvents<SessionsRevoked> {}
