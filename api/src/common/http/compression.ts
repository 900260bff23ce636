import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;
/** Brotli's quality for answers made on the fly: close to gzip's speed, smaller. */
export const BROTLI_QUALITY = 4;

/** Adds a field to the answer's `Vary` unless it names it already (in any case). */
export function vary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('Vary');
  if (current === undefined || current === '') {
    reply.header('Vary', field);
    return;
  }
  const fields = String(current).split(',');
  const wanted = field.toLowerCase();
  if (fields.some((f) => f.trim().toLowerCase() === wanted || f.trim() === '*')) return;
  reply.header('Vary', `${String(current)}, ${field}`);
}

/** `Vary` with each field once (a plugin may add one the app named in another case). */
function dedupeVary(value: string): string {
  const seen = new Set<string>();
  return value
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f && !seen.has(f.toLowerCase()) && seen.add(f.toLowerCase()))
    .join(', ');
}

/**
 * Weak ETags on answers made in memory (a matching If-None-Match is a 304 without a body),
 * then brotli or gzip (whichever the client prefers; brotli on a tie) for compressible answers
 * above 1 KB: API JSON, the HTML shell, the sitemap. The ETag is of the uncompressed body, so
 * it is the same whatever the encoding. Files the web build already compressed carry their own
 * `Content-Encoding` and pass through untouched; photos are not compressible types.
 */
export async function httpCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip', 'deflate', 'identity'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (_req, reply, payload, done) => {
      const current = reply.getHeader('Vary');
      if (typeof current === 'string' && current.includes(',')) {
        reply.header('Vary', dedupeVary(current));
      }
      done(null, payload);
    });
}
