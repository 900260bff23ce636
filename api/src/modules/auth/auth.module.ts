import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { MailModule } from '../../platform/mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginAttempt } from './entities/login-attempt.entity.js';
import { OneTimeToken } from './entities/one-time-token.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { Session } from './entities/session.entity.js';
import { JwtStrategy } from './jwt.strategy.js';
import { SessionEvents } from './session-events.js';

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
  providers: [AuthService, JwtStrategy, SessionEvents],
  exports: [AuthService, SessionEvents, JwtModule],
})
export class AuthModule {}
