import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES } from '@rentnaija/shared';
import { PUBLIC_KEY } from '../decorators/roles.decorator.js';
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
    } catch {
      // On a public route an invalid token just means an anonymous visitor.
    }
    return true;
  }

  handleRequest<T>(err: unknown, user: T | false): T {
    if (err || !user) throw unauthorized(MESSAGES.sessionExpired, 'INVALID_TOKEN');
    return user;
  }
}
