import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { limitRequests } from '../../common/http/rate-limit.js';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginAttempt } from './entities/login-attempt.entity.js';
import { OneTimeToken } from './entities/one-time-token.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { Session } from './entities/session.entity.js';
import { JwtStrategy } from './jwt.strategy.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Session, RefreshToken, OneTimeToken, LoginAttempt]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
      }),
    }),
    UsersModule,
    MailModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, JwtStrategy],
  exports: [AuthService],
})
export class AuthModule implements NestModule {
  /** Per-address limits on the routes that send email or create accounts. */
  configure(consumer: MiddlewareConsumer): void {
    const hour = 3600_000;
    consumer
      .apply(limitRequests(10, hour))
      .forRoutes({ path: 'auth/register', method: RequestMethod.POST });
    consumer
      .apply(limitRequests(5, hour))
      .forRoutes(
        { path: 'auth/resend-confirmation', method: RequestMethod.POST },
        { path: 'auth/forgot-password', method: RequestMethod.POST },
      );
    consumer
      .apply(limitRequests(60, 60_000))
      .forRoutes(
        { path: 'auth/login', method: RequestMethod.POST },
        { path: 'auth/refresh', method: RequestMethod.POST },
        { path: 'auth/reset-password/check', method: RequestMethod.POST },
      );
  }
}
