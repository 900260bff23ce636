import type { BookmarkDto } from '@rentnaija/shared';

/** 'N property/properties saved'. */
export function savedCountLine(count: number): string {
  return `${count} ${count === 1 ? 'property' : 'properties'} saved`;
}

/** Distinct folder names in use, sorted. */
export function folderNames(items: Pick<BookmarkDto, 'bookmarkFolder'>[]): string[] {
  return [
    ...new Set(items.map((b) => b.bookmarkFolder?.trim()).filter((f): f is string => !!f)),
  ].sort((a, b) => a.localeCompare(b));
}
