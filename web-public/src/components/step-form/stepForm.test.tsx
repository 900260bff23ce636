import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  StepErrorSummary,
  StepNav,
  StepShell,
  useStepForm,
  type StepDefinition,
  type StepForm,
  type StepFormDraft,
} from './index';

interface Trip {
  name: string;
  city: string;
  note: string;
}
const EMPTY: Trip = { name: '', city: '', note: '' };
const TITLES = ['Who', 'Where', 'Anything else'];
const required =
  (field: keyof Trip, message: string) =>
  (t: Trip): { field: string; message: string }[] =>
    t[field].trim() ? [] : [{ field, message }];
const STEPS: StepDefinition<Trip>[] = [
  { fields: ['name'], validate: required('name', 'Name is required') },
  { fields: ['city'], validate: required('city', 'City is required') },
  { fields: ['note'] },
];

/** A draft kept as `{ at, trip }`, the way a form chooses its own shape. */
const DRAFT: StepFormDraft<Trip> = {
  key: 'trip',
  read: (stored) => {
    const s = stored as { at?: number; trip?: Trip };
    return s.trip ? { values: s.trip, step: s.at } : null;
  },
  write: (trip, at) => ({ at, trip }),
};

/** A three-step form, as the app's forms are built: the hook, the shell and its parts. */
function TripForm({
  onSubmit,
  moveFocus,
  draft,
}: {
  onSubmit: (form: StepForm<Trip>) => void;
  moveFocus?: boolean;
  draft?: StepFormDraft<Trip>;
}) {
  const form = useStepForm({ steps: STEPS, initialValues: EMPTY, draft });
  const field = (STEPS[form.step].fields[0] ?? 'note') as keyof Trip;
  return (
    <StepShell
      form={form}
      title={TITLES[form.step]}
      headingId="trip-title"
      moveFocus={moveFocus}
      progress={<p>Step {form.step + 1} of 3</p>}
    >
      <StepErrorSummary className="trip-errors" />
      <label htmlFor={field}>{field}</label>
      <input
        id={field}
        value={form.values[field]}
        aria-invalid={form.errorOf(field) ? true : undefined}
        onChange={(e) => form.change({ [field]: e.target.value })}
        onBlur={() => form.touch(field)}
      />
      <StepNav submitLabel="Book" onSubmit={() => form.validateAll() && onSubmit(form)} />
    </StepShell>
  );
}

const heading = (name: string) => screen.getByRole('heading', { name });
const summary = () => screen.getByRole('alert', { name: 'Please fix the following errors:' });
const errorsListed = () =>
  within(summary())
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a form in steps', () => {
  it('keeps the user on a step until it passes, listing its errors and focusing them', () => {
    render(<TripForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    click('Next');
    expect(heading('Who')).toBeInTheDocument();
    expect(errorsListed()).toEqual(['Name is required']);
    expect(summary()).toHaveFocus();
    expect(screen.getByLabelText('name')).toHaveAttribute('aria-invalid', 'true');
    // A checked step's errors follow every change.
    type('name', 'Ada');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    click('Next');
    expect(heading('Where')).toHaveFocus();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('moves focus to the heading on Previous, keeping what was typed', () => {
    render(<TripForm onSubmit={vi.fn()} />);
    type('name', 'Ada');
    click('Next');
    click('Previous');
    expect(heading('Who')).toHaveFocus();
    expect(screen.getByLabelText('name')).toHaveValue('Ada');
  });

  it('shows a field’s error once the user leaves it, before Next is pressed', () => {
    render(<TripForm onSubmit={vi.fn()} />);
    type('name', ' ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.blur(screen.getByLabelText('name'));
    expect(errorsListed()).toEqual(['Name is required']);
  });

  it('refuses to submit while an earlier step is invalid: it goes there and names the error', () => {
    sessionStorage.setItem('trip', JSON.stringify({ at: 2, trip: { name: 'Ada' } }));
    const submit = vi.fn();
    render(<TripForm onSubmit={submit} draft={DRAFT} />);
    click('Book');
    expect(heading('Where')).toBeInTheDocument();
    expect(errorsListed()).toEqual(['City is required']);
    expect(summary()).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('takes the server’s field errors to the first of their steps, and drops each as its field changes', () => {
    const submit = vi.fn((form: StepForm<Trip>) =>
      form.setServerErrors([
        { field: 'city', message: 'We do not go to Kano' },
        { field: 'name.first', message: 'Use your own name' },
        { field: 'ticket', message: 'Sold out' },
      ]),
    );
    render(<TripForm onSubmit={submit} />);
    type('name', 'Ada');
    click('Next');
    type('city', 'Kano');
    click('Next');
    click('Book');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(heading('Who')).toBeInTheDocument();
    expect(errorsListed()).toEqual(['Use your own name']);
    expect(summary()).toHaveFocus();
    expect(screen.getByLabelText('name')).toHaveAttribute('aria-invalid', 'true');
    type('name', 'Ada Obi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    click('Next');
    expect(errorsListed()).toEqual(['We do not go to Kano']);
    click('Next');
    // A field of no step: shown where the user was when the answer came.
    expect(errorsListed()).toEqual(['Sold out']);
  });

  it('leaves focus where it is when asked not to move it', () => {
    render(<TripForm onSubmit={vi.fn()} moveFocus={false} />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    expect(next).toHaveFocus();
    type('name', 'Ada');
    fireEvent.click(next);
    expect(heading('Where')).not.toHaveAttribute('tabindex');
    expect(next).toHaveFocus();
  });
});

describe('the draft of a form in steps', () => {
  const options = { steps: STEPS, initialValues: () => ({ ...EMPTY }), draft: DRAFT };
  const stored = () => JSON.parse(sessionStorage.getItem('trip') ?? 'null');

  it('comes back to the stored values and step after a reload', () => {
    sessionStorage.setItem('trip', JSON.stringify({ at: 1, trip: { name: 'Ada' } }));
    render(<TripForm onSubmit={vi.fn()} draft={DRAFT} />);
    expect(heading('Where')).toBeInTheDocument();
    click('Previous');
    expect(screen.getByLabelText('name')).toHaveValue('Ada');
  });

  it('keeps nothing until something changes, then every change and move', () => {
    const { result } = renderHook(() => useStepForm(options));
    expect(stored()).toBeNull();
    act(() => result.current.change({ name: 'Ada' }));
    expect(stored()).toEqual({ at: 0, trip: { ...EMPTY, name: 'Ada' } });
    act(() => result.current.next());
    expect(stored()).toEqual({ at: 1, trip: { ...EMPTY, name: 'Ada' } });
  });

  it('forgets the draft when cleared, back to the initial values on the first step', () => {
    sessionStorage.setItem('trip', JSON.stringify({ at: 2, trip: { name: 'Ada', city: 'Jos' } }));
    const { result } = renderHook(() => useStepForm(options));
    expect(result.current.step).toBe(2);
    act(() => result.current.clearDraft());
    expect(result.current.step).toBe(0);
    expect(result.current.values).toEqual(EMPTY);
    expect(stored()).toBeNull();
  });

  it('ignores a draft it cannot read', () => {
    sessionStorage.setItem('trip', '{not json');
    const { result } = renderHook(() => useStepForm(options));
    expect(result.current.step).toBe(0);
    expect(result.current.values).toEqual(EMPTY);
  });
});
