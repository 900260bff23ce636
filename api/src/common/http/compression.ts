import compression from 'compression';
import type { RequestHandler } from 'express';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Brotli or gzip (whichever the client prefers; brotli on a tie) for compressible answers above
 * 1 KB: API JSON, the HTML shell, the sitemap. Files the web build already compressed carry
 * their own `Content-Encoding` and pass through untouched; photos are not compressible types.
 */
export function httpCompression(): RequestHandler {
  return compression({ threshold: COMPRESS_ABOVE_BYTES });
}
