import { mime } from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sep } from 'node:path';
import { vary } from '../../common/http/compression.js';

/** Built files whose names carry a content hash: they never change, so browsers keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, theme script): kept, but checked on every use. */
export const REVALIDATE = 'no-cache';

const HASHED_DIR = `${sep}assets${sep}`;

/** pdf.js's worker, which draws PDFs in the console (assets/pdf.worker.min-<hash>.mjs). */
const PDF_WORKER = /[\\/]pdf\.worker[^\\/]*\.mjs(\.br|\.gz)?$/;
/**
 * A worker's policy is the one its script is answered with. pdf.js's worker may compile its
 * image decoders (JPEG 2000, JBIG2) from WebAssembly files of the same build; pages never may.
 */
export const PDF_WORKER_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

// Scripts are text/javascript (RFC 9239), as browsers and the previous server named them; the
// file server's own table still says application/javascript.
mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

/**
 * Serves a built web app's files under `prefix` with the brotli or gzip copy the build made
 * (vite's compression plugin), chosen by the request's Accept-Encoding (brotli first), with
 * `Vary: Accept-Encoding` and the original file's Content-Type. Vite puts every hashed file
 * under assets/; those are immutable. The files are those of the build at boot (one route
 * each). Directory indexes are not served: the HTML shell is answered by the web module so it
 * can carry each page's meta tags.
 */
export async function builtAppFiles(
  fastify: FastifyInstance,
  root: string,
  prefix: string,
): Promise<void> {
  await fastify.register(fastifyStatic, {
    root,
    prefix,
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      vary(reply, 'Accept-Encoding');
      reply.header('Cache-Control', path.includes(HASHED_DIR) ? IMMUTABLE : REVALIDATE);
      if (PDF_WORKER.test(path)) reply.header('Content-Security-Policy', PDF_WORKER_POLICY);
    },
  });
}
