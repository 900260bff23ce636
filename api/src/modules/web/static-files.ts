import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { sep } from 'node:path';

/** Built files whose names carry a content hash: they never change, so browsers keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, theme script): kept, but checked on every use. */
export const REVALIDATE = 'no-cache';

const HASHED_DIR = `${sep}assets${sep}`;

/**
 * Serves a built web app's files with the brotli or gzip copy the build made (vite's
 * compression plugin), chosen by the request's Accept-Encoding (brotli first), with
 * `Vary: Accept-Encoding` and the original file's Content-Type. Vite puts every hashed file
 * under assets/; those are immutable. Directory indexes are not served: the HTML shell is
 * answered by the web module so it can carry each page's meta tags.
 */
export function builtAppFiles(root: string): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes(HASHED_DIR) ? IMMUTABLE : REVALIDATE);
      },
    },
  });
}
