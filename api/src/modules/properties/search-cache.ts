import { Injectable, Optional } from '@nestjs/common';
import { ClusterBus } from '../../common/cluster/cluster-bus.js';

interface Entry {
  value: unknown;
  at: number;
  refreshing?: Promise<unknown>;
}

/** Entries with the time they were stored; beyond `max`, the oldest is dropped. */
class Shelf extends Map<string, Entry> {
  constructor(private readonly max: number) {
    super();
  }

  put(key: string, entry: Entry): void {
    this.delete(key);
    this.set(key, entry);
    if (this.size > this.max) this.delete(this.keys().next().value!);
  }
}

/**
 * Facts about large public searches that are costly to compute at every request: the total of
 * a search with thousands of matches, and the positions of its deep pages. A total is computed
 * once per search (concurrent callers share the query), kept for `TTL_MS` and refreshed in the
 * background when older; deep-page positions are built step by step as deeper pages are asked
 * for, and forgotten after `TTL_MS`. Summaries of the listings matching a text (see
 * search-summary.ts) are kept like totals, on a shelf of their own since they are larger.
 * Everything is dropped whenever a listing changes in this process or, through the ClusterBus
 * (Redis pub/sub), in another instance; a value computed while a listing changed is not kept.
 * Small searches never come here: their totals are counted exactly every time.
 */
@Injectable()
export class SearchCache {
  static readonly TTL_MS = 30_000;
  /** What the instances tell each other when a listing changed. */
  static readonly TOPIC = 'listings';
  private static readonly MAX_ENTRIES = 1000;
  private static readonly MAX_SUMMARIES = 100;
  private readonly entries = new Shelf(SearchCache.MAX_ENTRIES);
  private readonly summaries = new Shelf(SearchCache.MAX_SUMMARIES);
  private readonly pages = new Map<string, { at: number; value: Promise<unknown> }>();
  /** Counts listing changes, so that values computed before one are not stored after it. */
  private generation = 0;

  constructor(@Optional() private readonly bus?: ClusterBus) {
    bus?.on(SearchCache.TOPIC, () => this.forget());
  }

  /**
   * A whole answer kept for `ttlMs` (the public search page micro-cache); concurrent callers
   * share one computation. Failures are not kept.
   */
  remember<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return compute();
    const hit = this.pages.get(key);
    if (hit && Date.now() - hit.at <= ttlMs) return hit.value as Promise<T>;
    const value = compute();
    this.pages.delete(key);
    this.pages.set(key, { at: Date.now(), value });
    if (this.pages.size > SearchCache.MAX_ENTRIES) {
      this.pages.delete(this.pages.keys().next().value!);
    }
    value.catch(() => {
      if (this.pages.get(key)?.value === value) this.pages.delete(key);
    });
    return value;
  }

  /** The cached value, if any; a stale one is returned while a refresh runs. */
  peek<T>(key: string, compute: () => Promise<T>): T | undefined {
    return this.peekOn(this.entries, key, compute);
  }

  /** The cached value, or computes it now (one query for all concurrent callers). */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.getOn(this.entries, key, compute);
  }

  /** A summary: the cached one, or computed now (see `get`). */
  summary<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.getOn(this.summaries, key, compute);
  }

  /** A summary if one is cached; otherwise it starts computing it for later requests. */
  summaryIfReady<T>(key: string, compute: () => Promise<T>): T | undefined {
    const known = this.peekOn<T>(this.summaries, key, compute);
    if (known === undefined) this.summary(key, compute).catch(() => undefined);
    return known;
  }

  private peekOn<T>(shelf: Shelf, key: string, compute: () => Promise<T>): T | undefined {
    const entry = shelf.get(key);
    if (!entry || entry.at === 0) return undefined;
    if (Date.now() - entry.at > SearchCache.TTL_MS && !entry.refreshing) {
      entry.refreshing = this.computed(key, compute, shelf).catch(() => shelf.delete(key));
    }
    return entry.value as T;
  }

  private async getOn<T>(shelf: Shelf, key: string, compute: () => Promise<T>): Promise<T> {
    const known = this.peekOn(shelf, key, compute);
    if (known !== undefined) return known;
    const pending = shelf.get(key)?.refreshing;
    if (pending) return pending as Promise<T>;
    const refreshing = this.computed(key, compute, shelf);
    shelf.put(key, { value: undefined, at: 0, refreshing });
    try {
      return await refreshing;
    } catch (error) {
      if (shelf.get(key)?.refreshing === refreshing) shelf.delete(key);
      throw error;
    }
  }

  /** The value if it was stored less than `TTL_MS` ago; no refresh. */
  recall<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.at === 0 || Date.now() - entry.at > SearchCache.TTL_MS) return undefined;
    return entry.value as T;
  }

  /**
   * Grows a value step by step: `compute` gets the fresh value known so far (see `recall`) and
   * returns a larger one, which is kept with the age of the oldest part it was built from.
   */
  async extend<T>(key: string, compute: (known: T | undefined) => Promise<T>): Promise<T> {
    const known = this.entries.get(key);
    const fresh = this.recall<T>(key);
    const generation = this.generation;
    const value = await compute(fresh);
    if (generation === this.generation) {
      this.entries.put(key, { value, at: fresh === undefined ? Date.now() : known!.at });
    }
    return value;
  }

  /** Computes a value and keeps it, unless a listing changed while it was being computed. */
  private async computed<T>(key: string, compute: () => Promise<T>, shelf: Shelf): Promise<T> {
    const generation = this.generation;
    const value = await compute();
    if (generation === this.generation) shelf.put(key, { value, at: Date.now() });
    return value;
  }

  /** A mark taken before computing a value that will be given to `keep`. */
  mark(): number {
    return this.generation;
  }

  /**
   * Remembers a value computed elsewhere (a total found while fetching a page), unless a listing
   * changed since `mark` was taken.
   */
  keep<T>(key: string, value: T, mark: number): void {
    if (mark === this.generation) this.entries.put(key, { value, at: Date.now() });
  }

  /**
   * A listing changed: every cached fact may be wrong now, here and in the other instances.
   * Resolves once they have been told (see ClusterBus.announce).
   */
  invalidate(): Promise<void> {
    this.forget();
    return this.bus?.announce(SearchCache.TOPIC) ?? Promise.resolve();
  }

  private forget(): void {
    this.generation += 1;
    this.entries.clear();
    this.summaries.clear();
    this.pages.clear();
  }
}
