import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldError } from '@rentnaija/shared';

/** One step of a form: the fields it asks for, and their checks. */
export interface StepDefinition<V> {
  /** The fields on this step: the server's error about one of them is shown here. */
  readonly fields: readonly string[];
  /** The step's errors for these values, in the order of its fields; none lets the user on. */
  validate?(values: V): FieldError[];
}

/**
 * Where drafts are kept. `get` answers at once: what is kept (null for nothing), or undefined
 * while it is still being fetched, in which case `subscribe` tells when it arrives.
 */
export interface DraftStore {
  get(key: string): unknown;
  set(key: string, stored: unknown, step: number): void;
  remove(key: string): void;
  subscribe?(key: string, listener: () => void): () => void;
}

/** The tab's sessionStorage: a reload comes back to the form (the store by default). */
export const sessionDraftStore: DraftStore = {
  get(key) {
    try {
      const raw = sessionStorage.getItem(key);
      return raw ? JSON.parse(raw) : null;
    } catch {
      return null;
    }
  },
  set(key, stored) {
    try {
      sessionStorage.setItem(key, JSON.stringify(stored));
    } catch {
      // storage full or unavailable: the draft lives as long as the page
    }
  },
  remove(key) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // nothing was kept
    }
  },
};

/** How an unfinished form is kept, so that a reload (or another device) comes back to it. */
export interface StepFormDraft<V> {
  key: string;
  /** What was stored, as values (laid over the initial ones) and a step; null when unusable. */
  read(stored: unknown): { values: Partial<V>; step?: number } | null;
  /** What to store for these values on this step (never a password or an identity number). */
  write(values: V, step: number): unknown;
  /** sessionStorage unless given (the server keeps drafts per user: serverDraft.ts). */
  store?: DraftStore;
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
  /** The kept draft is still being fetched: it is laid over the form when it arrives. */
  restoring: boolean;
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
  /** The kept draft is still being fetched. */
  restoring: boolean;
  attention: StepAttention | null;
}

const storeOf = <V>(draft: StepFormDraft<V>) => draft.store ?? sessionDraftStore;

/** The kept draft, read: null for none (or unusable), undefined while it is being fetched. */
function readDraft<V>(draft: StepFormDraft<V>) {
  const stored = storeOf(draft).get(draft.key);
  if (stored === undefined) return undefined;
  try {
    return stored ? draft.read(stored) : null;
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
    kept: !!saved,
    restoring: saved === undefined,
    attention: null,
  };
}

const withStep = (set: ReadonlySet<number>, step: number) =>
  set.has(step) ? set : new Set(set).add(step);

/**
 * A form in steps: the step and the values, Next that checks the step before moving on, the
 * server's field errors taken back to their step, and the draft kept (sessionStorage, or the
 * server's drafts through serverDraft.ts) and restored, even when it arrives late. Render
 * it with StepShell, which moves focus and scroll as the user moves.
 */
export function useStepForm<V extends object>(options: StepFormOptions<V>): StepForm<V> {
  const { steps, draft, onMove } = options;
  const [state, setState] = useState(() => startState(options, true));
  const { step, values } = state;
  const lastStep = steps.length - 1;

  // A draft fetched after the form opened is restored once it arrives.
  const restoring = state.restoring;
  useEffect(() => {
    if (!draft || !restoring) return;
    const arrived = () => {
      const saved = readDraft(draft);
      if (saved === undefined) return;
      // What the user changed meanwhile wins over the draft that arrived late.
      setState((s) => {
        if (!s.restoring) return s;
        if (s.kept || !saved) return { ...s, restoring: false };
        return startState(options, true);
      });
    };
    const unsubscribe = storeOf(draft).subscribe?.(draft.key, arrived);
    arrived();
    return unsubscribe;
    // options are read as they are when the draft arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, restoring]);

  // Whether this form kept a draft: only then does starting again remove it.
  const wasKept = useRef(true);
  useEffect(() => {
    if (!draft || state.restoring) return;
    if (state.kept) {
      wasKept.current = true;
      storeOf(draft).set(draft.key, draft.write(state.values, state.step), state.step);
    } else if (wasKept.current) {
      wasKept.current = false;
      storeOf(draft).remove(draft.key);
    }
  }, [draft, state.kept, state.restoring, state.values, state.step]);

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
    if (draft) storeOf(draft).remove(draft.key);
    wasKept.current = false;
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
    restoring: state.restoring,
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
