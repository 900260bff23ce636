import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express, NextFunction, Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { injectHead, renderHead } from './head-tags.js';
import { appPageMeta } from './page-meta.js';
import { RouteChunks } from './route-chunks.js';
import { robotsTxt } from './site-files.js';
import { builtAppFiles, REVALIDATE } from './static-files.js';
import { WebPagesService } from './web-pages.service.js';

/** Paths the public app's HTML shell never answers: they belong to the API and its files. */
const SERVER_PATHS = /^\/(api|uploads|socket\.io|admin)(\/|$)/;

/** A browser asking for a page: GET or HEAD of a path without a file extension. */
const isPageRequest = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !/\.[^/]*$/.test(req.path);

/**
 * Serves the two built web apps from this process: the console at /admin and the public site
 * at /, each with precompressed, negotiated, long-cached assets (see builtAppFiles) and its
 * HTML shell for every client-side route (`no-cache`). The public shell carries each page's
 * title, description, canonical URL, Open Graph and Twitter tags, JSON-LD and the preload of a
 * listing's first photo (WebPagesService), and a landing page's own chunks (RouteChunks), with 404 for a listing that is not public; it also
 * answers /robots.txt and /sitemap.xml. Handlers are added after the API's routes, so /api,
 * /uploads and /socket.io are never shadowed.
 */
@Module({
  imports: [PropertiesModule],
  providers: [WebPagesService],
})
export class WebModule implements OnModuleInit {
  private readonly logger = new Logger(WebModule.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly pages: WebPagesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter.getInstance<Express>();
    this.mountConsole(app);
    this.mountPublicSite(app);
  }

  private readShell(dir: string): string | null {
    try {
      return readFileSync(join(dir, 'index.html'), 'utf8');
    } catch {
      this.logger.warn(`No built web app in ${dir} (run npm run build); not serving it.`);
      return null;
    }
  }

  private mountConsole(app: Express): void {
    const dir = resolve(this.config.webAdminDir);
    const shell = this.readShell(dir);
    if (shell === null) return;
    app.use('/admin', builtAppFiles(dir));
    app.use('/admin', (req: Request, res: Response, next: NextFunction) => {
      if (!isPageRequest(req)) return next();
      res.setHeader('X-Robots-Tag', 'noindex');
      sendShell(res, 200, shell);
    });
  }

  private mountPublicSite(app: Express): void {
    const dir = resolve(this.config.webPublicDir);
    const shell = this.readShell(dir);
    if (shell === null) return;
    const appUrl = this.config.appUrl;
    const chunks = RouteChunks.fromBuild(dir);
    app.get('/robots.txt', (_req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text/plain').send(robotsTxt(appUrl));
    });
    app.get('/sitemap.xml', (_req: Request, res: Response, next: NextFunction) => {
      this.pages
        .sitemap()
        .then((xml) => {
          res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=3600');
          res.type('application/xml').send(xml);
        })
        .catch(next);
    });
    app.use(builtAppFiles(dir));
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (!isPageRequest(req) || SERVER_PATHS.test(req.path)) return next();
      this.pages
        .pageFor(req.path, req.query)
        .then(({ status, meta }) =>
          sendShell(
            res,
            status,
            chunks.inject(injectHead(shell, renderHead(meta, appUrl)), req.path),
          ),
        )
        .catch((error: unknown) => {
          // The app still works from the API; only the server-side tags are missing.
          this.logger.error(`Page meta for ${req.path} failed: ${String(error)}`);
          sendShell(res, 503, injectHead(shell, renderHead(appPageMeta(), appUrl)));
        });
    });
  }
}

function sendShell(res: Response, status: number, html: string): void {
  res.status(status).setHeader('Cache-Control', REVALIDATE);
  res.type('html').send(html);
}
