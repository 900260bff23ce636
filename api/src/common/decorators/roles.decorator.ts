import { SetMetadata } from '@nestjs/common';
import type { Role } from '@rentnaija/shared';

export const ROLES_KEY = 'roles';
/** Only these roles may call the route (a signed-in user of another role gets 403). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export const PUBLIC_KEY = 'isPublic';
/** Anyone may call the route; a valid token still identifies the user when present. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
