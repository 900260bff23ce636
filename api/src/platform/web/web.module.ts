import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { PropertiesModule } from '../../modules/properties/properties.module.js';
import { injectHead, renderHead } from './head-tags.js';
import { appPageMeta } from './page-meta.js';
import { RouteChunks } from './route-chunks.js';
import { robotsTxt } from './site-files.js';
import { builtAppFiles, REVALIDATE } from './static-files.js';
import { WebPagesService } from './web-pages.service.js';

/** Paths the public app's HTML shell never answers: they belong to the API and its files. */
const SERVER_PATHS = /^\/(api|uploads|socket\.io|admin)(\/|$)/;

/** A browser asking for a page: GET or HEAD of a path without a file extension. */
const isPageRequest = (path: string) => !/\.[^/]*$/.test(path);

/** The path of a request, without its query. */
const pathOf = (req: FastifyRequest) => {
  const end = req.url.indexOf('?');
  return end === -1 ? req.url : req.url.slice(0, end);
};

/**
 * Serves the two built web apps from this process: the console at /admin and the public site
 * at /, each with precompressed, negotiated, long-cached assets (see builtAppFiles) and its
 * HTML shell for every client-side route (`no-cache`). The public shell carries each page's
 * title, description, canonical URL, Open Graph and Twitter tags, JSON-LD, the preload of a
 * listing's first photo (WebPagesService) and of a landing page's own chunks (RouteChunks), with
 * 404 for a listing that is not public; it also answers /robots.txt and /sitemap.xml. Handlers
 * are added after the API's routes, so /api, /uploads and /socket.io are never shadowed.
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

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await this.mountConsole(fastify);
    await this.mountPublicSite(fastify);
  }

  private readShell(dir: string): string | null {
    try {
      return readFileSync(join(dir, 'index.html'), 'utf8');
    } catch {
      this.logger.warn(`No built web app in ${dir} (run npm run build); not serving it.`);
      return null;
    }
  }

  private async mountConsole(fastify: FastifyInstance): Promise<void> {
    const dir = resolve(this.config.webAdminDir);
    const shell = this.readShell(dir);
    if (shell === null) return;
    await builtAppFiles(fastify, dir, '/admin/');
    const page = (req: FastifyRequest, reply: FastifyReply) => {
      if (!isPageRequest(pathOf(req))) return reply.callNotFound();
      reply.header('X-Robots-Tag', 'noindex');
      return sendShell(reply, 200, shell);
    };
    fastify.get('/admin', page);
    fastify.get('/admin/*', page);
  }

  private async mountPublicSite(fastify: FastifyInstance): Promise<void> {
    const dir = resolve(this.config.webPublicDir);
    const shell = this.readShell(dir);
    if (shell === null) return;
    const appUrl = this.config.appUrl;
    const chunks = RouteChunks.fromBuild(dir);
    fastify.get('/robots.txt', (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return reply.type('text/plain; charset=utf-8').send(robotsTxt(appUrl));
    });
    fastify.get('/sitemap.xml', async (_req, reply) => {
      const xml = await this.pages.sitemap();
      reply.header('Cache-Control', 'public, max-age=0, s-maxage=3600');
      return reply.type('application/xml; charset=utf-8').send(xml);
    });
    await builtAppFiles(fastify, dir, '/');
    fastify.get('/*', async (req, reply) => {
      const path = pathOf(req);
      if (!isPageRequest(path) || SERVER_PATHS.test(path)) return reply.callNotFound();
      try {
        const { status, meta } = await this.pages.pageFor(
          path,
          req.query as Record<string, unknown>,
        );
        return sendShell(
          reply,
          status,
          chunks.inject(injectHead(shell, renderHead(meta, appUrl)), path),
        );
      } catch (error) {
        // The app still works from the API; only the server-side tags are missing.
        this.logger.error(`Page meta for ${path} failed: ${String(error)}`);
        return sendShell(reply, 503, injectHead(shell, renderHead(appPageMeta(), appUrl)));
      }
    });
  }
}

function sendShell(reply: FastifyReply, status: number, html: string): FastifyReply {
  reply.status(status).header('Cache-Control', REVALIDATE);
  return reply.type('text/html; charset=utf-8').send(html);
}
