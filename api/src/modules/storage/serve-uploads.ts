import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config/app.config.js';

/**
 * Serves public listing photos from the upload directory at /uploads/properties: stored under
 * random names that never change, so they are cached for a year; never sniffed as another type.
 * Only the public `properties/` folder is exposed (private documents live elsewhere).
 */
export function serveUploads(app: NestExpressApplication, config: AppConfig): void {
  const dir = resolve(join(config.uploadDir, 'properties'));
  mkdirSync(dir, { recursive: true });
  app.useStaticAssets(dir, {
    prefix: '/uploads/properties/',
    index: false,
    dotfiles: 'deny',
    fallthrough: true,
    maxAge: '365d',
    immutable: true,
    setHeaders: (res) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
}
