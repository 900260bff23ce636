import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES } from '@rentnaija/shared';
import { PUBLIC_KEY } from '../decorators/roles.decorator.js';
import { isDatabaseUnavailable } from '../../database/connection-errors.js';
import { unauthorized } from '../exceptions/domain.exception.js';

/** Global guard: every route needs a valid access token unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    const req = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | undefined> }>();
    if (!req.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch (error) {
      // On a public route an invalid token just means an anonymous visitor.
      if (isDatabaseUnavailable(error)) throw error;
    }
    return true;
  }

  handleRequest<T>(err: unknown, user: T | false): T {
    // An outage is not a signed-out user: it answers 503, so clients keep their session.
    if (isDatabaseUnavailable(err)) throw err;
    if (err || !user) throw unauthorized(MESSAGES.sessionExpired, 'INVALID_TOKEN');
    return user;
  }
}
