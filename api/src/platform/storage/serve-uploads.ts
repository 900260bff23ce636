import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
const setFileHeaders = (reply: FastifyReply) => {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
};

/**
 * Serves public listing photos at /uploads/properties: stored under random names that never
 * change, so they are cached for a year. Only the public `properties/` folder is exposed
 * (private documents live elsewhere). Listings keep these paths whatever the store: from local
 * disk they are static files; from S3 the app answers with the bucket's copy, or with a
 * permanent redirect to it when S3_PUBLIC_URL names a public address (a CDN or the bucket).
 */
export async function serveUploads(
  app: NestFastifyApplication,
  config: AppConfig,
  storage: FileStorage,
): Promise<void> {
  if (!(storage instanceof LocalDiskStorage)) {
    const fastify = app.getHttpAdapter().getInstance();
    fastify.get(`${PREFIX}:name`, fromStore(storage));
    return;
  }
  const dir = resolve(join(config.uploadDir, 'properties'));
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: PREFIX,
    // Photos are added while the app runs: every name under the prefix is looked up.
    wildcard: true,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    setHeaders: setFileHeaders,
  });
}

const logger = new Logger('Uploads');

function fromStore(storage: FileStorage) {
  return async (req: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    const { name } = req.params;
    if (!NAME.test(name)) return reply.callNotFound();
    const key = `properties/${name}`;
    const publicUrl = storage.publicUrl(key);
    reply.header('Cache-Control', PUBLIC_FILE_CACHE);
    if (publicUrl) return reply.redirect(publicUrl, 301);
    try {
      const body = await storage.read(key);
      if (!body) {
        reply.removeHeader('Cache-Control');
        return reply.callNotFound();
      }
      setFileHeaders(reply);
      reply.type(TYPES[name.slice(name.lastIndexOf('.') + 1)]);
      return reply.send(body);
    } catch (error) {
      logger.warn(`Could not read ${key} from the file store: ${String(error)}`);
      reply.header('Cache-Control', 'no-store');
      reply.header('Retry-After', '5');
      return reply.status(503).send({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: 'This photo cannot be loaded right now. Please try again shortly.',
      });
    }
  };
}
