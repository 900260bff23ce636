import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { User, UserStatus } from './entities/user.entity.js';

/** A user was suspended or reactivated (published in the transaction of the change). */
export interface UserStatusChange {
  user: User;
  from: UserStatus;
  to: UserStatus;
}

/** Subscribe here to react to suspension (sessions end, listings are hidden) and reactivation. */
@Injectable()
export class UserEvents extends DomainEvents<UserStatusChange> {}
