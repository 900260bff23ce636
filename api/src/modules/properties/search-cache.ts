import { Injectable } from '@nestjs/common';

interface Entry {
  value: unknown;
  at: number;
  refreshing?: Promise<unknown>;
}

/**
 * Facts about large public searches that are costly to compute at every request: the total of
 * a search with thousands of matches, and the positions of its deep pages. Each is computed
 * once per search (concurrent callers share the query), kept for `TTL_MS`, refreshed in the
 * background when older, and dropped whenever a listing changes in this process. Small searches
 * never come here: their totals are counted exactly every time.
 */
@Injectable()
export class SearchCache {
  static readonly TTL_MS = 30_000;
  private static readonly MAX_ENTRIES = 1000;
  private readonly entries = new Map<string, Entry>();
  private readonly pages = new Map<string, { at: number; value: Promise<unknown> }>();

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
    const entry = this.entries.get(key);
    if (!entry || entry.at === 0) return undefined;
    if (Date.now() - entry.at > SearchCache.TTL_MS && !entry.refreshing) {
      entry.refreshing = compute()
        .then((value) => this.store(key, value))
        .catch(() => this.entries.delete(key));
    }
    return entry.value as T;
  }

  /** The cached value, or computes it now (one query for all concurrent callers). */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const known = this.peek(key, compute);
    if (known !== undefined) return known;
    const pending = this.entries.get(key)?.refreshing;
    if (pending) return pending as Promise<T>;
    const refreshing = compute().then((value) => this.store(key, value));
    this.entries.set(key, { value: undefined, at: 0, refreshing });
    try {
      return await refreshing;
    } catch (error) {
      this.entries.delete(key);
      throw error;
    }
  }

  private store<T>(key: string, value: T): T {
    this.entries.delete(key);
    this.entries.set(key, { value, at: Date.now() });
    if (this.entries.size > SearchCache.MAX_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  /** A listing changed: every cached fact may be wrong now. */
  invalidate(): void {
    this.entries.clear();
    this.pages.clear();
  }
}
