import { useCallback, useEffect, useState } from 'react';
import type { PropertyCardDto } from '@rentnaija/shared';
import { api, errorMessage } from '../../api/client';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; data: PropertyCardDto[] };

/** GET /api/properties/featured — the newest approved listings with photos (DESIGN.md 6.13). */
export function useFeaturedProperties() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    api
      .get<PropertyCardDto[]>('/properties/featured')
      .then((data) => !cancelled && setState({ status: 'success', data }))
      .catch(
        (err: unknown) => !cancelled && setState({ status: 'error', message: errorMessage(err) }),
      );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
