import { IsOptional, IsString, MinLength } from 'class-validator';
import { defineConfig, invalidConfig } from '../../config/config-area.js';

const DEV_JWT_SECRET = 'local-development-secret-not-for-production-use';

class AuthVariables {
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;
}

export interface AuthConfig {
  jwtSecret: string;
}

export const authConfig = defineConfig(AuthVariables, (vars, server): AuthConfig => {
  if (server.isProduction && !vars.JWT_SECRET) {
    throw invalidConfig('JWT_SECRET is required in production');
  }
  return { jwtSecret: vars.JWT_SECRET ?? DEV_JWT_SECRET };
});
