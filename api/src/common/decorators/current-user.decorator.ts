import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Role } from '@rentnaija/shared';

/** The signed-in user as the access token and the database say. */
export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  name: string;
  sessionId: string;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser | undefined =>
    ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user,
);
