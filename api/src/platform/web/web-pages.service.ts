import { Inject, Injectable } from '@nestjs/common';
import { CITIES, PUBLIC_PAGES } from '@rentnaija/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { ListingPagesService } from '../../modules/properties/listing-pages.service.js';
import { placeKey } from '../../modules/properties/search-query.js';
import type { PageMeta } from './head-tags.js';
import {
  appPageMeta,
  browseCityMeta,
  infoPageMeta,
  listingMeta,
  listingNotFoundMeta,
} from './page-meta.js';
import { sitemapXml, type SitemapEntry } from './site-files.js';

/** A sitemap file holds at most 50,000 addresses; the newest-changed listings fill what is left. */
const SITEMAP_LIMIT = 50_000;

export interface PageAnswer {
  status: number;
  meta: PageMeta;
}

/** What the HTML shell of each public address says, and the sitemap. */
@Injectable()
export class WebPagesService {
  constructor(
    private readonly listings: ListingPagesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The status and meta tags for a path of the public app: a public listing (404 and noindex
   * when there is none: unknown, pending, rejected or hidden), a city's browse page, an
   * information page, or any other app page (noindex).
   */
  async pageFor(path: string, query: Record<string, unknown>): Promise<PageAnswer> {
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const listing = /^\/property\/([^/]+)$/.exec(clean);
    if (listing) {
      const property = await this.listings.findListed(listing[1]);
      return property
        ? { status: 200, meta: listingMeta(property, this.config.appUrl) }
        : { status: 404, meta: listingNotFoundMeta() };
    }
    if (clean === '/properties') {
      const city = knownCity(query.city);
      if (city) {
        const { count, image } = await this.listings.cityPreview(placeKey(city));
        return { status: 200, meta: browseCityMeta(city, count, image) };
      }
    }
    const page = PUBLIC_PAGES.find((p) => p.path === clean);
    return { status: 200, meta: page ? infoPageMeta(page) : appPageMeta() };
  }

  /** The public pages, the browse page of each city with listings, and every public listing. */
  async sitemap(): Promise<string> {
    const base = this.config.appUrl;
    const entries: SitemapEntry[] = PUBLIC_PAGES.map((p) => ({ loc: `${base}${p.path}` }));
    for (const city of CITIES) {
      const { count } = await this.listings.cityPreview(placeKey(city.name));
      if (count > 0) {
        entries.push({ loc: `${base}/properties?city=${encodeURIComponent(city.name)}` });
      }
    }
    const listings = await this.listings.listedPages(SITEMAP_LIMIT - entries.length);
    for (const l of listings) {
      entries.push({ loc: `${base}/property/${l.id}`, lastmod: l.updatedAt });
    }
    return sitemapXml(entries);
  }
}

/** The served city a `city` query value names ('lagos', 'Port Harcourt', 'portharcourt'…). */
function knownCity(value: unknown): string | undefined {
  const raw = Array.isArray(value) ? value[value.length - 1] : value;
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  const key = placeKey(raw);
  return CITIES.find((c) => placeKey(c.name) === key)?.name;
}
