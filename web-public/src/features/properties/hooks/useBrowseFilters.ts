import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_FILTERS, parseFilters, serializeFilters, type BrowseFilters } from '../lib/filters';

/**
 * The browse filters live in the address. Reading parses it; every change writes the
 * normalised filters back. Filter changes replace the history entry (typing does not fill the
 * Back button); a page change pushes one, so Back returns to the previous page of results.
 * Changing any filter but the page returns to page 1.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.toString();
  const filters = useMemo(() => parseFilters(new URLSearchParams(raw)), [raw]);

  // Normalise the address once it is read (location → query, propertyType → type, city names).
  useEffect(() => {
    const normalised = serializeFilters(filters).toString();
    if (normalised !== raw) setParams(new URLSearchParams(normalised), { replace: true });
  }, [filters, raw, setParams]);

  const update = useCallback(
    (patch: Partial<BrowseFilters>) => {
      const next: BrowseFilters = { ...filters, ...patch };
      const pageOnly = Object.keys(patch).length === 1 && 'page' in patch;
      if (!('page' in patch)) next.page = 1;
      setParams(serializeFilters(next), { replace: !pageOnly });
    },
    [filters, setParams],
  );

  const clear = useCallback(
    () => setParams(serializeFilters(EMPTY_FILTERS), { replace: true }),
    [setParams],
  );

  return { filters, update, clear };
}
