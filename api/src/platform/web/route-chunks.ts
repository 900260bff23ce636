import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The page module each landing address renders: where visitors arrive from search engines and
 * shared links. Their page is a lazy chunk the entry imports only once it has run; the shell
 * names it (and what it imports) so the browser fetches it alongside the entry.
 */
const LANDING_PAGES: [RegExp, string][] = [
  [/^\/$/, 'src/pages/HomePage.tsx'],
  [/^\/properties$/, 'src/pages/BrowsePage.tsx'],
  [/^\/property\/[^/]+$/, 'src/pages/PropertyDetailPage.tsx'],
];

/**
 * The <link> tags that fetch a landing page's own chunks early: `modulepreload` for its script
 * and every chunk it imports that the entry does not (Vite already preloads the entry's), and
 * `preload` for its stylesheets (Vite adds the stylesheet itself when the chunk loads, from the
 * cache then). Nothing for other addresses, or without a manifest (a development build).
 */
export class RouteChunks {
  private readonly tagsByModule = new Map<string, string>();

  constructor(manifest: ViteManifest | null) {
    if (!manifest) return;
    const loaded = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest)) {
      if (chunk.isEntry) collect(manifest, key, loaded);
    }
    for (const [, module] of LANDING_PAGES) {
      if (!manifest[module]) continue;
      const own = new Set<string>();
      collect(manifest, module, own);
      const tags: string[] = [];
      for (const key of own) {
        if (loaded.has(key)) continue;
        const c = manifest[key];
        tags.push(`<link rel="modulepreload" crossorigin href="/${c.file}" />`);
        for (const css of c.css ?? [])
          tags.push(`<link rel="preload" as="style" href="/${css}" />`);
      }
      this.tagsByModule.set(module, tags.join(''));
    }
  }

  /** Reads `<dir>/.vite/manifest.json`; without it (or unreadable) no page is preloaded. */
  static fromBuild(dir: string): RouteChunks {
    try {
      return new RouteChunks(
        JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest,
      );
    } catch {
      return new RouteChunks(null);
    }
  }

  /** The tags for a path of the public app ('' when it is not a landing page). */
  tagsFor(path: string): string {
    const module = LANDING_PAGES.find(([pattern]) => pattern.test(path))?.[1];
    return (module && this.tagsByModule.get(module)) || '';
  }

  /** Puts a page's tags at the end of the shell's <head>, after the entry's own preloads. */
  inject(html: string, path: string): string {
    const tags = this.tagsFor(path);
    return tags ? html.replace(/<\/head>/i, () => `${tags}</head>`) : html;
  }
}

/** The chunk under `key` and, recursively, every chunk it imports statically. */
function collect(manifest: ViteManifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into);
}
