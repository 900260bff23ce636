import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The import graph of the server's sources: every relative import (type-only ones too) of
 * every file under src/, tests aside.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)));
/** Product features, one folder each. */
const FEATURES = join(SRC, 'modules');
/** What every feature builds on: jobs, mail, notifications, the live channel, storage, texts… */
const PLATFORM_DIR = join(SRC, 'platform');
const PLATFORM = readdirSync(PLATFORM_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The features the platform may use: accounts and sign-in (who a message or a socket is for). */
const FOUNDATIONS = ['users', 'auth'];
/**
 * A part of the platform that reads one feature: the site's HTML shell describes a listing's page
 * (title, price, photo) and lists the listings in the sitemap.
 */
const READS = { web: ['properties'] } as Record<string, string[]>;
/**
 * Where a registry meets the features that fill it: the only files of the platform that import
 * features, and only their declarations (`<feature>.mails.ts`, `<feature>.notifications.ts`).
 */
const CATALOGUES = [
  'platform/mail/mail-catalogue.ts',
  'platform/notifications/notification-catalogue.ts',
];
const DECLARATION = /\.(mails|notifications)\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The file a relative specifier names (`./x.js` is `./x.ts`, a folder its index.ts). */
function resolveImport(from: string, specifier: string): string {
  const target = resolve(dirname(from), specifier).replace(/\.js$/, '.ts');
  try {
    if (statSync(target).isDirectory()) return join(target, 'index.ts');
  } catch {
    // Not a folder: a file, read below.
  }
  return target;
}

const files = sourceFiles(SRC);
const imports = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((f) => f.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveImport(file, specifier));
    return [file, targets];
  }),
);

const name = (file: string) => relative(SRC, file).split(sep).join('/');
/** The module a file belongs to (`modules/<module>/…` or `platform/<module>/…`), if any. */
function moduleOf(file: string): string | undefined {
  for (const dir of [FEATURES, PLATFORM_DIR]) {
    const path = relative(dir, file).split(sep);
    if (path.length > 1 && path[0] !== '..') return path[0];
  }
  return undefined;
}
const isPlatform = (file: string) => !relative(PLATFORM_DIR, file).startsWith('..');
const isCatalogue = (file: string) => CATALOGUES.includes(name(file));

/** The strongly connected components of more than one node (Tarjan): every cycle is in one. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the import graph of the server', () => {
  it('reads every source file and its imports', () => {
    expect(files.length).toBeGreaterThan(200);
    for (const catalogue of CATALOGUES) expect(files).toContain(join(SRC, catalogue));
    expect(PLATFORM).toEqual(expect.arrayContaining(['jobs', 'mail', 'notifications', 'realtime']));
    const missing = [...imports].flatMap(([file, targets]) =>
      targets.filter((t) => !files.includes(t)).map((t) => `${name(file)} → ${name(t)}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the platform free of product features', () => {
    const reaching = [...imports]
      .filter(([file]) => isPlatform(file) && !isCatalogue(file))
      .flatMap(([file, targets]) => {
        const allowed = [...FOUNDATIONS, ...(READS[moduleOf(file) ?? ''] ?? [])];
        return targets
          .filter((t) => !isPlatform(t) && moduleOf(t) && !allowed.includes(moduleOf(t)!))
          .map((t) => `${name(file)} → ${name(t)}`);
      });
    expect(reaching).toEqual([]);
  });

  it('lets the catalogues import only what features declare for them', () => {
    const beyond = CATALOGUES.flatMap((catalogue) => {
      const file = join(SRC, catalogue);
      return imports
        .get(file)!
        .filter((t) => moduleOf(t) !== moduleOf(file) && !DECLARATION.test(t))
        .map((t) => `${name(file)} → ${name(t)}`);
    });
    expect(beyond).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    // A catalogue's imports are the features plugging into its registry, not a dependency of
    // the registry's module; the cycle between files below still covers them.
    const graph = new Map<string, Set<string>>();
    const via = new Map<string, string>();
    for (const [file, targets] of imports) {
      const from = moduleOf(file);
      if (!from || isCatalogue(file)) continue;
      for (const target of targets) {
        const to = moduleOf(target);
        if (!to || to === from) continue;
        graph.set(from, (graph.get(from) ?? new Set()).add(to));
        via.set(`${from} → ${to}`, `${name(file)} → ${name(target)}`);
      }
    }
    const found = cycles(graph).map((modules) =>
      [...via]
        .filter(([edge]) => edge.split(' → ').every((m) => modules.includes(m)))
        .map(([edge, example]) => `${edge} (${example})`),
    );
    expect(found).toEqual([]);
  });

  it('has no import cycle between files', () => {
    const graph = new Map(
      [...imports].map(([file, targets]) => [name(file), new Set(targets.map(name))]),
    );
    expect(cycles(graph)).toEqual([]);
  });
});
