import { useCallback, useEffect, useState } from 'react';
import type { ListingDraft } from '../draft';
import type { WizardStep } from '../validation';

/** What is kept in sessionStorage: a phone that reloads mid-wizard comes back to it. */
interface Saved {
  version: 1;
  step: WizardStep;
  draft: ListingDraft;
  /** For an edit: the listing's `updatedAt` the draft started from (stale drafts are dropped). */
  base?: string;
}

export const DRAFT_KEY_PREFIX = 'listingDraft';

function read(key: string, base: string | undefined): Saved | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Saved;
    if (saved.version !== 1 || saved.base !== base || !saved.draft) return null;
    return saved;
  } catch {
    return null;
  }
}

/**
 * The wizard's draft and step, kept in sessionStorage under `key` as they change. `base` ties
 * an edit's draft to the version of the listing it started from.
 */
export function useListingDraft(key: string, initial: () => ListingDraft, base?: string) {
  const [state, setState] = useState(() => {
    const saved = read(key, base);
    return saved
      ? { step: saved.step, draft: { ...initial(), ...saved.draft }, touched: true }
      : { step: 1 as WizardStep, draft: initial(), touched: false };
  });

  useEffect(() => {
    try {
      if (!state.touched) {
        sessionStorage.removeItem(key);
        return;
      }
      const saved: Saved = { version: 1, step: state.step, draft: state.draft, base };
      sessionStorage.setItem(key, JSON.stringify(saved));
    } catch {
      // storage full or unavailable: the draft lives as long as the page
    }
  }, [key, base, state]);

  const update = useCallback(
    (change: Partial<ListingDraft> | ((d: ListingDraft) => Partial<ListingDraft>)) =>
      setState((s) => ({
        ...s,
        touched: true,
        draft: { ...s.draft, ...(typeof change === 'function' ? change(s.draft) : change) },
      })),
    [],
  );
  const setStep = useCallback(
    (step: WizardStep) => setState((s) => ({ ...s, step, touched: true })),
    [],
  );
  /** Back to the initial draft on step 1, and nothing kept in storage. */
  const reset = useCallback(
    () => setState({ step: 1, draft: initial(), touched: false }),
    [initial],
  );

  return { step: state.step, draft: state.draft, update, setStep, reset };
}
