import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@rentnaija/shared';
import { useAuth } from '../../auth/AuthContext';
import { storeIntendedDestination } from '../../auth/intendedDestination';
import { toast } from '../../../app/toast';
import { getBookmarkStatus, toggleBookmark } from '../api';

export const BOOKMARK_TOGGLE_FAILED = 'Failed to save property. Please try again.';

/**
 * Saved state of one listing for the signed-in user. Visitors who try to save are sent to
 * /login and brought back here afterwards.
 */
export function useBookmarkToggle(propertyId: string | undefined) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  // The listing whose saved state is known; until then the toggle waits.
  const [knownFor, setKnownFor] = useState<string | null>(null);

  useEffect(() => {
    if (!propertyId || status !== 'authenticated') {
      setSaved(false);
      return;
    }
    let current = true;
    getBookmarkStatus([propertyId])
      .then((map) => current && setSaved(Boolean(map[propertyId])))
      .catch(() => current && setSaved(false))
      .finally(() => current && setKnownFor(propertyId));
    return () => {
      current = false;
    };
  }, [propertyId, status]);

  const toggle = useCallback(async () => {
    if (!propertyId || busy) return;
    if (status !== 'authenticated') {
      storeIntendedDestination(`${location.pathname}${location.search}`);
      toast.error(MESSAGES.bookmarkLoginRequired);
      navigate('/login');
      return;
    }
    setBusy(true);
    try {
      const result = await toggleBookmark(propertyId);
      setSaved(result.bookmarked);
      toast.success(
        result.bookmarked ? 'Property saved to your list' : 'Property removed from saved list',
      );
    } catch {
      toast.error(BOOKMARK_TOGGLE_FAILED);
    } finally {
      setBusy(false);
    }
  }, [propertyId, busy, status, location.pathname, location.search, navigate]);

  const checking = status === 'loading' || (status === 'authenticated' && knownFor !== propertyId);
  return { saved, busy, checking, toggle };
}
