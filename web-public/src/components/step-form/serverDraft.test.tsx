import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { withoutDraftSecrets } from '@rentnaija/shared';
import { withFakeServer } from '../../app/testServer';
import { renderWithProviders } from '../../app/testUtils';
import {
  type StepDefinition,
  type StepFormDraft,
  StepNav,
  StepShell,
  useServerDraft,
  useStepForm,
  useStepInAddress,
} from '.';

interface Trip {
  name: string;
  city: string;
  ninNumber: string;
}
const EMPTY: Trip = { name: '', city: '', ninNumber: '' };
const STEPS: StepDefinition<Trip>[] = [{ fields: ['name', 'ninNumber'] }, { fields: ['city'] }];
const FORMAT: Pick<StepFormDraft<Trip>, 'read' | 'write'> = {
  read: (stored) => {
    const s = stored as { step: number; values: Trip };
    return { values: s.values, step: s.step };
  },
  write: (values, step) => ({ step, values: withoutDraftSecrets(values) }),
};

function TripForm() {
  const draft = useServerDraft('booking', 'p1', FORMAT);
  const form = useStepForm({ steps: STEPS, initialValues: EMPTY, draft });
  useStepInAddress(form);
  const navigate = useNavigate();
  const location = useLocation();
  const field = (form.step === 0 ? 'name' : 'city') as keyof Trip;
  return (
    <StepShell form={form} title={`Step ${form.step + 1}`}>
      <p data-testid="address">{location.search}</p>
      <label htmlFor={field}>{field}</label>
      <input
        id={field}
        value={form.values[field]}
        onChange={(e) => form.change({ [field]: e.target.value })}
      />
      <label htmlFor="nin">NIN</label>
      <input
        id="nin"
        value={form.values.ninNumber}
        onChange={(e) => form.change({ ninNumber: e.target.value })}
      />
      <StepNav submitLabel="Book" onSubmit={() => form.clearDraft()} />
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Browser forward
      </button>
    </StepShell>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const address = () => screen.getByTestId('address').textContent;

describe('a form in steps with its draft on the server', () => {
  const server = withFakeServer();

  it('resumes the draft the server keeps, on its step, and writes the step in the address', async () => {
    server.drafts.set('booking:p1', {
      step: 1,
      data: { step: 1, values: { name: 'Ada', city: 'Jos' } },
    });
    renderWithProviders(<TripForm />, { route: '/book' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your saved draft…');
    expect(await screen.findByRole('heading', { name: 'Step 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('city')).toHaveValue('Jos');
    await waitFor(() => expect(address()).toBe('?step=2'));
  });

  it('sends what is typed after a pause, never the identity number, and discards it on submit', async () => {
    renderWithProviders(<TripForm />, { route: '/book' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    type('name', 'Ada');
    type('NIN', '12345678901');
    await waitFor(() => expect(server.drafts.get('booking:p1')).toBeDefined(), { timeout: 3000 });
    expect(server.callsTo('PUT /api/drafts/booking/p1')).toHaveLength(1);
    expect(server.drafts.get('booking:p1')).toEqual({
      step: 0,
      data: { step: 0, values: { name: 'Ada', city: '' } },
    });
    click('Next');
    click('Book');
    await waitFor(() => expect(server.drafts.has('booking:p1')).toBe(false));
  });

  it('moves between steps with Back and Forward, keeping what was typed', async () => {
    renderWithProviders(<TripForm />, { route: '/book' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(address()).toBe('');
    type('name', 'Ada');
    click('Next');
    await screen.findByRole('heading', { name: 'Step 2' });
    expect(address()).toBe('?step=2');
    type('city', 'Jos');

    await act(async () => click('Browser back'));
    expect(await screen.findByRole('heading', { name: 'Step 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('name')).toHaveValue('Ada');
    await act(async () => click('Browser forward'));
    expect(await screen.findByRole('heading', { name: 'Step 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('city')).toHaveValue('Jos');
  });

  it('sends what waits for the pause at once when the page is closing', async () => {
    renderWithProviders(<TripForm />, { route: '/book' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    type('name', 'Ada');
    expect(server.callsTo('PUT /api/drafts/booking/p1')).toHaveLength(0);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(server.callsTo('PUT /api/drafts/booking/p1')).toHaveLength(1));
    expect(server.drafts.get('booking:p1')).toEqual({
      step: 0,
      data: { step: 0, values: { name: 'Ada', city: '' } },
    });
    // Nothing more is sent when the pause ends.
    await new Promise((r) => setTimeout(r, 1000));
    expect(server.callsTo('PUT /api/drafts/booking/p1')).toHaveLength(1);
  });
});
