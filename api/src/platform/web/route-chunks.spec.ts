import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouteChunks, type ViteManifest } from './route-chunks.js';

/** The shape Vite writes: an entry, two lazy pages sharing a chunk, and their stylesheets. */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_card-C1.js': {
    file: 'assets/card-C1.js',
    imports: ['_react-R1.js'],
    css: ['assets/card-C1.css'],
  },
  'src/pages/BrowsePage.tsx': {
    file: 'assets/BrowsePage-B1.js',
    imports: ['_card-C1.js', '_react-R1.js'],
    css: ['assets/BrowsePage-B1.css'],
  },
  'src/pages/PropertyDetailPage.tsx': {
    file: 'assets/PropertyDetailPage-D1.js',
    imports: ['_card-C1.js'],
  },
};

const SHELL =
  '<html><head><script type="module" src="/assets/index-E1.js"></script></head><body></body></html>';

describe('RouteChunks', () => {
  const chunks = new RouteChunks(manifest);

  it('preloads a landing page’s chunk, what it imports beyond the entry, and its stylesheets', () => {
    expect(chunks.tagsFor('/properties')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/BrowsePage-B1.js" />' +
        '<link rel="preload" as="style" href="/assets/BrowsePage-B1.css" />' +
        '<link rel="modulepreload" crossorigin href="/assets/card-C1.js" />' +
        '<link rel="preload" as="style" href="/assets/card-C1.css" />',
    );
    expect(chunks.tagsFor('/property/6f1c0d52-0a4b-4a59-9d7e-2f4d1b7c9e01')).toContain(
      'href="/assets/PropertyDetailPage-D1.js"',
    );
    expect(chunks.tagsFor('/properties')).not.toContain('react-R1.js');
  });

  it('adds nothing to other pages, to a page missing from the build, or without a manifest', () => {
    expect(chunks.tagsFor('/login')).toBe('');
    expect(chunks.tagsFor('/')).toBe('');
    expect(chunks.tagsFor('/property/x/edit')).toBe('');
    expect(new RouteChunks(null).tagsFor('/properties')).toBe('');
    expect(new RouteChunks(null).inject(SHELL, '/properties')).toBe(SHELL);
  });

  it('writes the tags at the end of <head>, after the entry', () => {
    const html = chunks.inject(SHELL, '/properties');
    expect(html.indexOf('BrowsePage-B1.js')).toBeGreaterThan(html.indexOf('index-E1.js'));
    expect(html).toMatch(/card-C1\.css" \/><\/head>/);
  });

  it('reads the manifest of a build, and does without one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rn-build-'));
    try {
      expect(RouteChunks.fromBuild(dir).tagsFor('/properties')).toBe('');
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      expect(RouteChunks.fromBuild(dir).tagsFor('/properties')).toContain('BrowsePage-B1.js');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
