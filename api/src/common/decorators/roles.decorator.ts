import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Role } from '@rentnaija/shared';
import { ApiErrors } from '../http/openapi.js';

export const ROLES_KEY = 'roles';
/**
 * Only these roles may call the route (a signed-in user of another role gets 403). The OpenAPI
 * document follows: bearer auth, 401 and 403.
 */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), ApiBearerAuth(), ApiErrors(401, 403));

/**
 * Any signed-in user may call the routes, whatever their role (what every route neither Public
 * nor limited by Roles asks). The OpenAPI document follows: bearer auth and 401.
 */
export const SignedIn = () => applyDecorators(ApiBearerAuth(), ApiErrors(401));

export const PUBLIC_KEY = 'isPublic';
/** Anyone may call the route; a valid token still identifies the user when present. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
