import { useCallback, useEffect, useState } from 'react';
import type { FieldError } from '@rentnaija/shared';

/** One step of a form: the fields it asks for, and their checks. */
export interface StepDefinition<V> {
  /** The fields on this step: the server's error about one of them is shown here. */
  readonly fields: readonly string[];
  /** The step's errors for these values, in the order of its fields; none lets the user on. */
  validate?(values: V): FieldError[];
}

/** How an unfinished form is kept in sessionStorage, so that a reload comes back to it. */
export interface StepFormDraft<V> {
  key: string;
  /** What was stored, as values (laid over the initial ones) and a step; null when unusable. */
  read(stored: unknown): { values: Partial<V>; step?: number } | null;
  /** What to store for these values on this step. */
  write(values: V, step: number): unknown;
}

export interface StepFormOptions<V> {
  steps: readonly StepDefinition<V>[];
  initialValues: V | (() => V);
  /** Where the form opens when no draft says otherwise (0, the first step, by default). */
  initialStep?: number;
  draft?: StepFormDraft<V>;
  /** Told of every change of step, as it is asked for (before the next render). */
  onMove?(step: number): void;
}

/**
 * What the user should be shown once the form has rendered: the step they moved to, and the
 * errors that refused a move (StepShell brings them into view).
 */
export interface StepAttention {
  moved: boolean;
  refused: boolean;
}

/** The parts of a step form that StepShell and its pieces read. */
export interface StepFormControls {
  /** The current step, from 0. */
  step: number;
  stepCount: number;
  isFirst: boolean;
  isLast: boolean;
  /** The current step's errors: its own checks (once it was checked), then the server's. */
  errors: FieldError[];
  /** Checks the current step: moves on when it passes, else shows its errors. */
  next(): void;
  back(): void;
  attention: StepAttention | null;
}

export interface StepForm<V> extends StepFormControls {
  values: V;
  /** Changes values (and drops the server's errors about them). */
  change(fields: Partial<V> | ((values: V) => Partial<V>)): void;
  /** The user left a field: its own error shows from now on, before Next is pressed. */
  touch(field: string): void;
  goTo(step: number): void;
  /** Checks every step; on the first that fails, shows its errors there. True when all pass. */
  validateAll(): boolean;
  errorOf(field: string): string | undefined;
  /** The server's field errors: shown on their fields, and the user taken to the first of them. */
  setServerErrors(errors: readonly FieldError[]): void;
  /** Starts again: the initial values on the initial step, and no draft kept. */
  clearDraft(): void;
}

/** The field a server's error is about: `images.0.url` is about `images`. */
export const baseField = (field: string) => field.split('.')[0];

/** The step whose fields include `field` (-1 when none does). */
export function stepOfField<V>(steps: readonly StepDefinition<V>[], field: string): number {
  const base = baseField(field);
  return steps.findIndex((s) => s.fields.includes(base));
}

const checkStep = <V>(step: StepDefinition<V> | undefined, values: V) =>
  step?.validate?.(values) ?? [];

/** The first step whose checks fail, with its errors; null when every step passes. */
export function firstInvalidStep<V>(
  steps: readonly StepDefinition<V>[],
  values: V,
): { step: number; errors: FieldError[] } | null {
  for (let step = 0; step < steps.length; step++) {
    const errors = checkStep(steps[step], values);
    if (errors.length) return { step, errors };
  }
  return null;
}

interface ServerError extends FieldError {
  step: number;
}

interface State<V> {
  step: number;
  values: V;
  /** Steps on which Next (or Submit) was pressed: their errors follow every change. */
  checked: ReadonlySet<number>;
  /** Fields the user has left: their errors show before their step is checked. */
  touched: ReadonlySet<string>;
  server: readonly ServerError[];
  /** Whether there is a draft to keep: one was restored, or something changed since. */
  kept: boolean;
  attention: StepAttention | null;
}

function readDraft<V>(draft: StepFormDraft<V>) {
  try {
    const raw = sessionStorage.getItem(draft.key);
    return raw ? draft.read(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function startState<V>(options: StepFormOptions<V>, restore: boolean): State<V> {
  const { initialValues, draft, steps } = options;
  const initial =
    typeof initialValues === 'function' ? (initialValues as () => V)() : initialValues;
  const saved = restore && draft ? readDraft(draft) : null;
  const step = Number.isInteger(saved?.step) ? (saved?.step as number) : (options.initialStep ?? 0);
  return {
    step: Math.min(Math.max(step, 0), steps.length - 1),
    values: saved ? { ...initial, ...saved.values } : initial,
    checked: new Set(),
    touched: new Set(),
    server: [],
    kept: saved !== null,
    attention: null,
  };
}

const withStep = (set: ReadonlySet<number>, step: number) =>
  set.has(step) ? set : new Set(set).add(step);

/**
 * A form in steps: the step and the values, Next that checks the step before moving on, the
 * server's field errors taken back to their step, and the draft kept in sessionStorage. Render
 * it with StepShell, which moves focus and scroll as the user moves.
 */
export function useStepForm<V extends object>(options: StepFormOptions<V>): StepForm<V> {
  const { steps, draft, onMove } = options;
  const [state, setState] = useState(() => startState(options, true));
  const { step, values } = state;
  const lastStep = steps.length - 1;

  useEffect(() => {
    if (!draft) return;
    try {
      if (state.kept) {
        sessionStorage.setItem(draft.key, JSON.stringify(draft.write(state.values, state.step)));
      } else {
        sessionStorage.removeItem(draft.key);
      }
    } catch {
      // storage full or unavailable: the draft lives as long as the page
    }
  }, [draft, state.kept, state.values, state.step]);

  /** Shows `to` (checked when `refused`): the refusal's errors, or the new step. */
  const show = (to: number, refused: boolean) => {
    setState((s) => ({
      ...s,
      step: to,
      checked: refused ? withStep(s.checked, to) : s.checked,
      kept: s.kept || to !== s.step,
      attention: { moved: to !== s.step, refused },
    }));
    if (to !== step) onMove?.(to);
  };

  const goTo = (to: number) => {
    const target = Math.min(Math.max(to, 0), lastStep);
    if (target !== step) show(target, false);
  };

  const next = () => {
    if (checkStep(steps[step], values).length) {
      show(step, true);
      return;
    }
    setState((s) => ({ ...s, checked: withStep(s.checked, step) }));
    goTo(step + 1);
  };

  const validateAll = () => {
    const invalid = firstInvalidStep(steps, values);
    if (invalid) show(invalid.step, true);
    return invalid === null;
  };

  const setServerErrors = (errors: readonly FieldError[]) => {
    const routed = errors.map(({ field, message }) => {
      const at = stepOfField(steps, field);
      return { field, message, step: at < 0 ? step : at };
    });
    setState((s) => ({ ...s, server: routed }));
    if (routed.length) show(Math.min(...routed.map((e) => e.step)), true);
  };

  const change = useCallback(
    (update: Partial<V> | ((values: V) => Partial<V>)) =>
      setState((s) => {
        const fields = typeof update === 'function' ? update(s.values) : update;
        const server = s.server.filter((e) => !(baseField(e.field) in fields));
        return { ...s, kept: true, values: { ...s.values, ...fields }, server };
      }),
    [],
  );

  const touch = useCallback(
    (field: string) =>
      setState((s) =>
        s.touched.has(field) ? s : { ...s, touched: new Set(s.touched).add(field) },
      ),
    [],
  );

  const clearDraft = () => {
    if (draft) {
      try {
        sessionStorage.removeItem(draft.key);
      } catch {
        // nothing was kept
      }
    }
    setState(startState(options, false));
  };

  const checked = state.checked.has(step);
  const all = checked || state.touched.size ? checkStep(steps[step], values) : [];
  const own = checked ? all : all.filter((e) => state.touched.has(baseField(e.field)));
  const errors = [
    ...own,
    ...state.server
      .filter((e) => e.step === step && !own.some((o) => baseField(o.field) === baseField(e.field)))
      .map(({ field, message }) => ({ field, message })),
  ];

  return {
    step,
    stepCount: steps.length,
    isFirst: step === 0,
    isLast: step === lastStep,
    values,
    errors,
    errorOf: (field) => errors.find((e) => baseField(e.field) === field)?.message,
    change,
    touch,
    next,
    back: () => goTo(step - 1),
    goTo,
    validateAll,
    setServerErrors,
    clearDraft,
    attention: state.attention,
  };
}
