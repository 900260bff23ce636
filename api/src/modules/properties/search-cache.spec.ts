import { jest } from '@jest/globals';
import { SearchCache } from './search-cache.js';

describe('search cache', () => {
  afterEach(() => jest.useRealTimers());

  /** A computation that finishes when told to. */
  function deferred<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  }

  it('shares one computation between concurrent callers', async () => {
    const cache = new SearchCache();
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
  });

  it('does not keep a total counted while a listing changed', async () => {
    const cache = new SearchCache();
    const before = deferred<number>();
    const counting = cache.get('count', () => before.promise);
    cache.invalidate();
    before.resolve(1300);
    expect(await counting).toBe(1300);
    expect(await cache.get('count', async () => 1301)).toBe(1301);

    const mark = cache.mark();
    cache.invalidate();
    cache.keep('count', 1302, mark);
    expect(cache.recall('count')).toBeUndefined();
  });

  it('grows deep-page checkpoints step by step and forgets them 30 s after the first step', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const cache = new SearchCache();
    const grow = (upTo: number) =>
      cache.extend<number[]>('pages', async (known = []) => [
        ...known,
        ...Array.from({ length: upTo - known.length }, (_, i) => known.length + i + 1),
      ]);
    expect(await grow(2)).toEqual([1, 2]);
    jest.setSystemTime(new Date('2026-11-23T10:00:20Z'));
    expect(await grow(4)).toEqual([1, 2, 3, 4]);
    jest.setSystemTime(new Date('2026-11-23T10:00:31Z'));
    expect(cache.recall('pages')).toBeUndefined();
    expect(await grow(1)).toEqual([1]);
  });

  it('does not keep checkpoints built while a listing changed', async () => {
    const cache = new SearchCache();
    const walk = deferred<number[]>();
    const building = cache.extend<number[]>('pages', () => walk.promise);
    cache.invalidate();
    walk.resolve([100, 200]);
    expect(await building).toEqual([100, 200]);
    expect(cache.recall('pages')).toBeUndefined();
  });
});
