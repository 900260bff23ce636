import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@rentnaija/shared';
import { toast } from '../../../components/toast';
import { storeIntendedDestination, useAuth } from '../../auth';
import { rememberPendingSave, takePendingSave } from '../pendingSave';
import { useIsSaved, useToggleSave } from '../queries';

export const BOOKMARK_TOGGLE_FAILED = 'Failed to save property. Please try again.';

/**
 * Saved state of one listing and its toggle. Visitors are sent to /login and brought back; the
 * save they asked for then completes by itself.
 */
export function useSaveToggle(propertyId: string) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { saved, known } = useIsSaved(propertyId);
  const mutation = useToggleSave();
  const resumed = useRef(false);

  const run = useCallback(() => {
    mutation.mutate(propertyId, {
      onSuccess: (result) =>
        toast.success(
          result.bookmarked ? 'Property saved to your list' : 'Property removed from saved list',
        ),
      onError: () => toast.error(BOOKMARK_TOGGLE_FAILED),
    });
  }, [mutation, propertyId]);

  // Back from signing in: finish the save the visitor asked for (unless it is saved already).
  useEffect(() => {
    if (resumed.current || status !== 'authenticated' || !known) return;
    resumed.current = true;
    if (takePendingSave(propertyId) && !saved) run();
  }, [status, known, saved, propertyId, run]);

  const toggle = useCallback(() => {
    if (mutation.isPending) return;
    if (status !== 'authenticated') {
      storeIntendedDestination(`${location.pathname}${location.search}`);
      rememberPendingSave(propertyId);
      toast.error(MESSAGES.bookmarkLoginRequired);
      navigate('/login');
      return;
    }
    run();
  }, [mutation.isPending, status, location.pathname, location.search, propertyId, navigate, run]);

  const checking = status === 'loading' || (status === 'authenticated' && !known);
  return { saved, busy: mutation.isPending, checking, toggle };
}
