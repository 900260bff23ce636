import { IsString } from 'class-validator';
import { defineConfig } from '../../config/config-area.js';

class WebVariables {
  @IsString()
  WEB_PUBLIC_DIR = '../web-public/dist';

  @IsString()
  WEB_ADMIN_DIR = '../web-admin/dist';
}

/** The built web apps this server hands out at / and /admin. */
export interface WebConfig {
  webPublicDir: string;
  webAdminDir: string;
}

export const webConfig = defineConfig(WebVariables, (vars): WebConfig => ({
  webPublicDir: vars.WEB_PUBLIC_DIR,
  webAdminDir: vars.WEB_ADMIN_DIR,
}));
