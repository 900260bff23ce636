import { photoSrcSet, PHOTO_SIZES, type PropertyImage } from '@rentnaija/shared';

/** What the server says about one page in the HTML shell's <head>. */
export interface PageMeta {
  /** The whole <title>, e.g. "About us · RentNaija". */
  title: string;
  /** og:title and twitter:title (the title without the site name); defaults to `title`. */
  shareTitle?: string;
  description: string;
  /** Path (and query) of the page's canonical address; none for pages not to be indexed. */
  canonicalPath?: string;
  /** The picture of a link preview: a JPEG path or an absolute URL. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** schema.org data for search engines, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** The page's largest photo (its LCP element), fetched before the app asks for it. */
  preloadImage?: PropertyImage;
  noindex?: boolean;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** JSON safe inside a <script> element: nothing in it can close the element or start markup. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** An absolute URL for a path of this site; absolute URLs (photos added by link) stay as they are. */
export const absoluteUrl = (appUrl: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${appUrl}${pathOrUrl}`;

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The <head> tags of a page: title, description, canonical, Open Graph, Twitter, JSON-LD, preload. */
export function renderHead(page: PageMeta, appUrl: string): string {
  const shareTitle = page.shareTitle ?? page.title;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
  ];
  if (page.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (page.canonicalPath) {
    const url = absoluteUrl(appUrl, page.canonicalPath);
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta('property', 'og:url', url),
    );
  }
  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'RentNaija'),
    meta('property', 'og:locale', 'en_NG'),
    meta('property', 'og:title', shareTitle),
    meta('property', 'og:description', page.description),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', shareTitle),
    meta('name', 'twitter:description', page.description),
  );
  if (page.image) {
    const url = absoluteUrl(appUrl, page.image.url);
    tags.push(meta('property', 'og:image', url));
    if (page.image.width && page.image.height) {
      tags.push(
        meta('property', 'og:image:width', String(page.image.width)),
        meta('property', 'og:image:height', String(page.image.height)),
      );
    }
    tags.push(
      meta('property', 'og:image:alt', page.image.alt),
      meta('name', 'twitter:image', url),
      meta('name', 'twitter:image:alt', page.image.alt),
    );
  }
  if (page.preloadImage) tags.push(preloadTag(page.preloadImage));
  if (page.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * Preloads the photo the listing page draws first, with the same srcset and sizes as its
 * <picture> (web-public's PropertyImage), so the browser reuses the file. Photos stored before
 * renditions existed preload their JPEG.
 */
function preloadTag(image: PropertyImage): string {
  const srcset = photoSrcSet(image);
  if (!srcset) {
    return `<link rel="preload" as="image" href="${escapeHtml(image.url)}" fetchpriority="high" />`;
  }
  return `<link rel="preload" as="image" type="image/webp" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(PHOTO_SIZES.detail)}" fetchpriority="high" />`;
}

const START = '<!--page-meta-->';
const END = '<!--/page-meta-->';

/**
 * Puts `head` into the built index.html between its <!--page-meta--> markers (which hold the
 * default title and description). Without markers it replaces the <title> and adds the rest
 * before </head>.
 */
export function injectHead(template: string, head: string): string {
  const start = template.indexOf(START);
  const end = template.indexOf(END);
  if (start !== -1 && end > start) {
    return template.slice(0, start) + head + template.slice(end + END.length);
  }
  const withoutTitle = template.replace(/<title>[\s\S]*?<\/title>/i, '');
  return withoutTitle.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}
