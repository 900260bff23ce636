import { useEffect, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import type { StepForm } from './useStepForm';

/**
 * Keeps the step of a form in the address (`?step=2`, from 1; none for the first step): each move is an entry in the
 * browser's history, so Back and Forward move between steps (keeping what was typed), and a
 * reload opens the step the address names. `last` is the furthest step the address may open;
 * with `opens: 'form'` the form's own first step wins over the address's when it opens.
 */
export function useStepInAddress(
  form: Pick<StepForm<object>, 'step' | 'goTo' | 'restoring' | 'attention'>,
  {
    param = 'step',
    last = Number.POSITIVE_INFINITY,
    opens = 'address',
  }: { param?: string; last?: number; opens?: 'address' | 'form' } = {},
): void {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigationType();
  const raw = params.get(param);
  const named = raw && /^\d{1,2}$/.test(raw) ? Number(raw) - 1 : null;
  const inAddress = named !== null && named >= 0 && named <= last ? named : null;
  /** The step the address and the form last agreed on; null until the form opened. */
  const agreed = useRef<number | null>(null);
  /** The step the address named when last looked at: only a change of it moves the form. */
  const seen = useRef<number | null>(null);
  const { step, goTo, restoring, attention } = form;

  useEffect(() => {
    if (restoring) return;
    const write = (to: number, replace: boolean) =>
      setParams(
        (p) => {
          if (to === 0) p.delete(param);
          else p.set(param, String(to + 1));
          return p;
        },
        { replace, preventScrollReset: true },
      );
    if (agreed.current === null) {
      // Opening: the address decides when it names a step, else it is given the form's.
      const open = opens === 'address' && inAddress !== null ? inAddress : step;
      agreed.current = open;
      if (open !== (inAddress ?? 0)) write(open, true);
      if (open !== step) goTo(open);
    } else if (step !== agreed.current) {
      // The form moved (Next, Previous, an error's step): a new entry in history. A form started
      // again after it was sent leaves the address alone: the page may be navigating away.
      agreed.current = step;
      if (attention && step !== (inAddress ?? 0)) write(step, false);
    } else if (inAddress !== seen.current && (inAddress ?? 0) !== step) {
      if (navigation === 'POP') {
        // The address moved (Back, Forward): the form follows.
        agreed.current = inAddress ?? 0;
        goTo(inAddress ?? 0);
      } else {
        // A write of ours landed after the form moved on: the address follows the form.
        write(step, true);
      }
    }
    seen.current = inAddress;
    // goTo is a new function each render; the step and the address are what matter
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, inAddress, restoring, param, opens, navigation]);
}
