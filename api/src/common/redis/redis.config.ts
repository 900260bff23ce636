import { IsOptional, IsString } from 'class-validator';
import { defineConfig } from '../../config/config-area.js';

class RedisVariables {
  @IsOptional()
  @IsString()
  REDIS_URL?: string;

  @IsString()
  QUEUE_PREFIX = 'rentnaija';
}

export interface RedisConfig {
  redis: { url?: string; prefix: string };
}

export const redisConfig = defineConfig(RedisVariables, (vars): RedisConfig => ({
  redis: { url: vars.REDIS_URL, prefix: vars.QUEUE_PREFIX },
}));
