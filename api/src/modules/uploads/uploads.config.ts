import { IsOptional, IsString, Matches } from 'class-validator';
import { defineConfig } from '../../config/config-area.js';

class UploadsVariables {
  @IsOptional()
  @IsString()
  @Matches(/^\s*([\w.-]+:\d{1,5}\s*)(,\s*[\w.-]+:\d{1,5}\s*)*$/, {
    message: 'IMAGE_FETCH_ALLOW_HOSTS must be a comma-separated list of host:port',
  })
  IMAGE_FETCH_ALLOW_HOSTS?: string;
}

export interface UploadsConfig {
  /**
   * host:port pairs the listing-image fetcher may reach although they resolve to a private
   * address (an image server inside your own network). Empty: public addresses only.
   */
  imageFetchAllowHosts: string[];
}

export const uploadsConfig = defineConfig(UploadsVariables, (vars): UploadsConfig => ({
  imageFetchAllowHosts: (vars.IMAGE_FETCH_ALLOW_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
}));
