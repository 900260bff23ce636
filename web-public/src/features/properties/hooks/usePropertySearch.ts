import { useCallback, useEffect, useState } from 'react';
import type { Paginated, PropertyCardDto } from '@rentnaija/shared';
import { errorMessage } from '../../../api/client';
import { searchProperties } from '../api';
import { toSearchQuery, type BrowseFilters } from '../lib/filters';

interface SearchState {
  loading: boolean;
  error: string | null;
  result: Paginated<PropertyCardDto> | null;
}

/** Loads a page of search results for the filters; the newest request wins. */
export function usePropertySearch(filters: BrowseFilters) {
  const [state, setState] = useState<SearchState>({ loading: true, error: null, result: null });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(toSearchQuery(filters));

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    searchProperties(JSON.parse(key))
      .then((result) => {
        if (current) setState({ loading: false, error: null, result });
      })
      .catch((err: unknown) => {
        if (current) setState({ loading: false, error: errorMessage(err), result: null });
      });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
