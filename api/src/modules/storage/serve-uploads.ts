import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config/app.config.js';
import { FileStorage, PUBLIC_FILE_CACHE } from './file-storage.js';
import { LocalDiskStorage } from './local-disk.storage.js';

const PREFIX = '/uploads/properties/';
/** A stored photo's name: random, with its extension. Nothing else is served. */
const NAME = /^[\w-]+(\.[\w-]+)?\.(jpg|webp|png)$/;
const TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', png: 'image/png' };

/** Served photos are never sniffed as another type, and cannot run anything if opened. */
const setFileHeaders = (res: Response) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
};

/**
 * Serves public listing photos at /uploads/properties: stored under random names that never
 * change, so they are cached for a year. Only the public `properties/` folder is exposed
 * (private documents live elsewhere). Listings keep these paths whatever the store: from local
 * disk they are static files; from S3 the app answers with the bucket's copy, or with a
 * permanent redirect to it when S3_PUBLIC_URL names a public address (a CDN or the bucket).
 */
export function serveUploads(
  app: NestExpressApplication,
  config: AppConfig,
  storage: FileStorage,
): void {
  if (!(storage instanceof LocalDiskStorage)) {
    app.use(PREFIX, fromStore(storage));
    return;
  }
  const dir = resolve(join(config.uploadDir, 'properties'));
  mkdirSync(dir, { recursive: true });
  app.useStaticAssets(dir, {
    prefix: PREFIX,
    index: false,
    dotfiles: 'deny',
    fallthrough: true,
    maxAge: '365d',
    immutable: true,
    setHeaders: setFileHeaders,
  });
}

const logger = new Logger('Uploads');

function fromStore(storage: FileStorage) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !NAME.test(name)) return next();
    const key = `properties/${name}`;
    const publicUrl = storage.publicUrl(key);
    res.setHeader('Cache-Control', PUBLIC_FILE_CACHE);
    if (publicUrl) return res.redirect(301, publicUrl);
    try {
      const body = await storage.read(key);
      if (!body) {
        res.removeHeader('Cache-Control');
        return next();
      }
      setFileHeaders(res);
      res.type(TYPES[name.slice(name.lastIndexOf('.') + 1)]);
      res.send(body);
    } catch (error) {
      logger.warn(`Could not read ${key} from the file store: ${String(error)}`);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Retry-After', '5');
      res.status(503).json({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: 'This photo cannot be loaded right now. Please try again shortly.',
      });
    }
  };
}
