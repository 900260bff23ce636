import { useCallback, useEffect, useState } from 'react';
import type { PropertyDto } from '@rentnaija/shared';
import { ApiError, errorMessage } from '../../../api/client';
import { getProperty } from '../api';

interface DetailState {
  loading: boolean;
  notFound: boolean;
  error: string | null;
  property: PropertyDto | null;
}

export function usePropertyDetail(id: string | undefined) {
  const [state, setState] = useState<DetailState>({
    loading: true,
    notFound: false,
    error: null,
    property: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) {
      setState({ loading: false, notFound: true, error: null, property: null });
      return;
    }
    let current = true;
    setState({ loading: true, notFound: false, error: null, property: null });
    getProperty(id)
      .then((property) => {
        if (current) setState({ loading: false, notFound: false, error: null, property });
      })
      .catch((err: unknown) => {
        if (!current) return;
        const missing = err instanceof ApiError && (err.status === 404 || err.status === 400);
        setState({
          loading: false,
          notFound: missing,
          error: missing ? null : errorMessage(err),
          property: null,
        });
      });
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
