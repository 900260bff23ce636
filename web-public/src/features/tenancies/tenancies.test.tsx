import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenancy } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { toast } from '../../components/toast';
import { formatNaira, type TenancyDto } from '@rentnaija/shared';
import { releasable, tenancyTimeline } from './lib';

vi.mock('../../components/toast');

const { TenancyView, TenanciesView } = await import('./index');

const server = withFakeServer();
// 22 Nov 2026, 10:00 WAT: the tenancy's window runs from 20 Nov to 20 Dec.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
});
afterAll(() => vi.useRealTimers());
afterEach(() => vi.clearAllMocks());

const LANDLORD = { ...TENANT, id: 'l1', name: 'Bola Ade', role: 'landlord' as const };

function renderTenancy(user = TENANT) {
  return renderWithProviders(<TenancyView id="t1" />, {
    route: '/tenancies/t1',
    auth: fakeAuth({ user, status: 'authenticated' }),
  });
}

/** The steps of the timeline as a screen reader reads their titles: 'Signatures (now)'. */
const steps = () =>
  Array.from(
    screen.getByRole('region', { name: 'Progress' }).querySelectorAll('.ant-steps-item-title'),
  ).map((title) => title.textContent);

describe('the tenancy page', () => {
  it('shows the steps, the money held and the move-in date picker to the tenant', async () => {
    server.on('GET /api/tenancies/:id', { body: tenancy() });
    renderTenancy();
    await screen.findByRole('heading', { name: 'Bright 2-bedroom flat in Yaba' });
    expect(screen.getByText('Tenancy TN-T1')).toBeInTheDocument();
    expect(screen.getByText('Awaiting signatures')).toBeInTheDocument();
    expect(steps()).toEqual([
      'Signatures (now)',
      'Payment held (done)',
      'Move-in date (now)',
      'Handover (to come)',
      'Release (to come)',
    ]);
    expect(
      screen.getByText('₦620,000 paid, held by RentNaija until the keys are handed over.'),
    ).toBeInTheDocument();
    const picker = screen.getByLabelText('Move-in date');
    // Never a day in the past: from today (22 Nov, WAT) to the window's end.
    expect(picker).toHaveAttribute('min', '2026-11-22');
    expect(picker).toHaveAttribute('max', '2026-12-20');
  });

  it('saves the chosen move-in date and shows it with the end of the term', async () => {
    server.on('GET /api/tenancies/:id', { body: tenancy() });
    server.on('PUT /api/tenancies/:id/move-in-date', (call) => ({
      body: tenancy({
        moveInDate: (call.body as { moveInDate: string }).moveInDate,
        endDate: '2027-01-01',
      }),
    }));
    renderTenancy();
    const picker = await screen.findByLabelText('Move-in date');
    fireEvent.change(picker, { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save date' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Move-in date set: 1 Dec 2026'));
    expect(server.callsTo('PUT /api/tenancies/t1/move-in-date')[0].body).toEqual({
      moveInDate: '2026-12-01',
    });
    expect(
      await screen.findByText('1 Dec 2026; the first term ends 1 Jan 2027.'),
    ).toBeInTheDocument();
    expect(steps()[2]).toBe('Move-in date (done)');
  });

  it("shows the server's refusal of a date beside the picker", async () => {
    server.on('GET /api/tenancies/:id', { body: tenancy() });
    server.on(
      'PUT /api/tenancies/:id/move-in-date',
      apiError(
        400,
        'MOVE_IN_DATE_OUT_OF_RANGE',
        'Choose a move-in date from 22 Nov 2026 to 20 Dec 2026.',
      ),
    );
    renderTenancy();
    fireEvent.change(await screen.findByLabelText('Move-in date'), {
      target: { value: '2026-12-10' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a move-in date from 22 Nov 2026 to 20 Dec 2026.',
    );
  });

  it('shows the landlord the same steps without the picker', async () => {
    server.on('GET /api/tenancies/:id', {
      body: tenancy({ moveInDate: '2026-12-01', endDate: '2027-01-01' }),
    });
    renderTenancy(LANDLORD);
    await screen.findByRole('heading', { name: 'Bright 2-bedroom flat in Yaba' });
    expect(screen.queryByLabelText('Move-in date')).not.toBeInTheDocument();
    expect(screen.getByText('1 Dec 2026')).toBeInTheDocument();
  });

  it('says a cancelled tenancy is cancelled, why, and that the money is going back', async () => {
    server.on('GET /api/tenancies/:id', {
      body: tenancy({
        state: 'cancelled',
        cancellationReason:
          'The move-in payment is being refunded, so this tenancy will not go ahead.',
      }),
    });
    renderTenancy();
    expect(await screen.findByText('This tenancy is cancelled')).toBeInTheDocument();
    expect(
      screen.getByText('The move-in payment is being refunded, so this tenancy will not go ahead.'),
    ).toBeInTheDocument();
    expect(steps()[1]).toBe('Payment held (stopped)');
    expect(screen.queryByLabelText('Move-in date')).not.toBeInTheDocument();
    // No window to choose a day in: the move-in step says there is none.
    expect(screen.getByText('No move-in: the tenancy was cancelled.')).toBeInTheDocument();
    expect(screen.queryByText(/The tenant chooses a day/)).toBeNull();
  });

  it('shows the error box with Try Again when the tenancy cannot be loaded', async () => {
    server.on('GET /api/tenancies/:id', apiError(404, 'TENANCY_NOT_FOUND', 'Tenancy not found'));
    renderTenancy();
    expect(await screen.findByText('Could not load this tenancy')).toBeInTheDocument();
    expect(screen.getByText('Tenancy not found')).toBeInTheDocument();
  });
});

describe('custody: the keys and problems', () => {
  const movingIn = (over = {}) =>
    tenancy({
      state: 'awaiting_move_in',
      moveInDate: '2026-11-22',
      endDate: '2026-12-22',
      releaseDueAt: '2026-11-25T00:00:00.000Z',
      ...over,
    });

  it('confirms the keys after a dialog that says what it releases and when', async () => {
    server.on('GET /api/tenancies/:id', { body: movingIn() });
    server.on('POST /api/tenancies/:id/handover', {
      body: movingIn({
        state: 'active',
        handedOverAt: '2026-11-22T09:00:00.000Z',
        releaseDueAt: '2026-11-23T09:00:00.000Z',
      }),
    });
    renderTenancy();
    expect(await screen.findByText(/^Held until 25 Nov 2026/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'I have the keys' }));
    expect(await screen.findByText(/released to Bola Ade 24 hours from now/)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'I have the keys' }).at(-1)!);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Handover confirmed. Welcome home!'),
    );
    expect(server.callsTo('POST /api/tenancies/t1/handover')).toHaveLength(1);
    expect(await screen.findByText(/^Held until 23 Nov 2026/)).toBeInTheDocument();
  });

  it('reports a problem with what is wrong and photos from the phone', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    server.on('GET /api/tenancies/:id', { body: movingIn() });
    server.on('POST /api/tenancies/:id/problem', {
      body: movingIn({ state: 'disputed', releaseDueAt: null }),
    });
    renderTenancy();
    const words = await screen.findByLabelText('What is wrong');
    fireEvent.change(words, { target: { value: 'No running water.' } });
    const photo = new File(['jpeg'], 'sink.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [photo] } });
    expect(await screen.findByRole('img', { name: 'sink.jpg' })).toBeInTheDocument();
    expect(screen.getByText(/1 of 5/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    await waitFor(() => expect(server.callsTo('POST /api/tenancies/t1/problem')).toHaveLength(1));
    const form = server.callsTo('POST /api/tenancies/t1/problem')[0].body as FormData;
    expect(form.get('words')).toBe('No running water.');
    expect((form.getAll('photos') as File[]).map((f) => f.name)).toEqual(['sink.jpg']);
    expect(await screen.findByText('This tenancy is disputed')).toBeInTheDocument();
  });

  it('refuses a sixth photo or a file that is not a photo before sending anything', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    server.on('GET /api/tenancies/:id', { body: movingIn() });
    renderTenancy();
    fireEvent.change(await screen.findByLabelText('What is wrong'), {
      target: { value: 'Broken door.' },
    });
    const pdf = new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [pdf] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Photos must be JPG or PNG images');
    fireEvent.click(screen.getByRole('button', { name: 'Remove bill.pdf' }));
    const six = [1, 2, 3, 4, 5, 6].map((i) => new File(['j'], `p${i}.jpg`, { type: 'image/jpeg' }));
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: six } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Send at most 5 photos');
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    expect(server.callsTo('POST /api/tenancies/t1/problem')).toHaveLength(0);
  });

  it('offers neither before the move-in date', async () => {
    server.on('GET /api/tenancies/:id', {
      body: movingIn({ moveInDate: '2026-11-30', releaseDueAt: '2026-12-03T00:00:00.000Z' }),
    });
    renderTenancy();
    await screen.findByRole('heading', { name: 'Bright 2-bedroom flat in Yaba' });
    expect(screen.queryByRole('button', { name: 'I have the keys' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('What is wrong')).not.toBeInTheDocument();
  });
});

describe('the tenancies list', () => {
  it('links each tenancy to its page, with its state', async () => {
    server.on('GET /api/tenancies', { body: { data: [tenancy()] } });
    renderWithProviders(<TenanciesView />, {
      route: '/tenancies',
      auth: fakeAuth({ user: TENANT, status: 'authenticated' }),
    });
    const link = await screen.findByRole('link', { name: 'Bright 2-bedroom flat in Yaba' });
    expect(link).toHaveAttribute('href', '/tenancies/t1');
    expect(screen.getByText('Awaiting signatures')).toBeInTheDocument();
  });

  it('says how a tenancy begins when there is none', async () => {
    server.on('GET /api/tenancies', { body: { data: [] } });
    renderWithProviders(<TenanciesView />, {
      route: '/tenancies',
      auth: fakeAuth({ user: TENANT, status: 'authenticated' }),
    });
    expect(await screen.findByText('No tenancies yet')).toBeInTheDocument();
  });
});

describe('the timeline', () => {
  it('marks signatures and the keys done once the tenant lives there', () => {
    const status = tenancyTimeline(
      tenancy({ state: 'active', moveInDate: '2026-12-01', endDate: '2027-01-01' }),
    ).map((s) => s.status);
    expect(status).toEqual(['finish', 'finish', 'finish', 'finish', 'process']);
  });

  it('keeps the signatures and the keys done while a problem reported is looked into', () => {
    const status = tenancyTimeline(
      tenancy({
        state: 'disputed',
        moveInDate: '2026-11-22',
        endDate: '2026-12-22',
        handedOverAt: '2026-11-22T07:00:00Z',
      }),
    ).map((s) => s.status);
    expect(status).toEqual(['finish', 'finish', 'finish', 'finish', 'process']);
  });
});

describe('the agreement on the tenancy page', () => {
  it('lets the tenant review and sign, with the server’s refusal on the name field', async () => {
    server.on('GET /api/tenancies/:id', { body: tenancy() });
    server.on(
      'POST /api/tenancies/:id/sign',
      apiError(400, 'SIGNATURE_REFUSED', 'The agreement was not signed.', [
        {
          field: 'fullName',
          message: 'Type your full name as on your verified identity (Ada Obi).',
        },
      ]),
    );
    renderTenancy();
    await screen.findByRole('heading', { name: 'Review and sign' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(await screen.findByText('Type your full name')).toBeInTheDocument();
    expect(screen.getByText('Confirm that you agree to sign electronically')).toBeInTheDocument();
    expect(server.callsTo('POST /api/tenancies/t1/sign')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Your full name, as on your verified identity'), {
      target: { value: 'Ada Eze' },
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(
      await screen.findByText('Type your full name as on your verified identity (Ada Obi).'),
    ).toBeInTheDocument();
    const [call] = server.callsTo('POST /api/tenancies/t1/sign');
    expect(call.body).toEqual({ fullName: 'Ada Eze', consent: true });
  });

  it('shows who signed when, and neither the form nor the cancellation to the tenant within the landlord’s 48 hours', async () => {
    server.on('GET /api/tenancies/:id', {
      body: tenancy({
        dueToSign: 'landlord',
        agreementSha256: 'ab'.repeat(32),
        countersignDeadline: '2026-11-23T09:00:00Z',
        signatures: [{ party: 'tenant', name: 'Ada Obi', signedAt: '2026-11-21T09:00:00Z' }],
      }),
    });
    renderTenancy();
    await screen.findByRole('heading', { name: 'Tenancy agreement' });
    expect(screen.getByText(/Tenant: signed by Ada Obi/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign the agreement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel with a full refund' })).toBeNull();
  });
});

describe('a dispute on the tenancy page', () => {
  const dispute = (over: Partial<NonNullable<TenancyDto['dispute']>> = {}) => ({
    id: 'd1',
    state: 'open' as const,
    tenantWords: 'The kitchen ceiling leaks.',
    tenantPhotos: [
      {
        id: 'ph1',
        url: '/api/tenancies/t1/dispute/photos/ph1',
        fileName: 'leak.jpg',
        mimeType: 'image/jpeg',
        size: 2048,
      },
    ],
    landlordWords: null,
    landlordPhotos: [],
    landlordRespondedAt: null,
    decision: null,
    refundAmount: null,
    decisionReason: null,
    decidedAt: null,
    createdAt: '2026-11-22T08:00:00Z',
    ...over,
  });
  const disputed = (over: Partial<NonNullable<TenancyDto['dispute']>> = {}) =>
    tenancy({
      state: 'disputed',
      moveInDate: '2026-11-22',
      endDate: '2026-12-22',
      handedOverAt: '2026-11-22T07:00:00Z',
      dispute: dispute(over),
    });

  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
  });

  it("shows the landlord the tenant's words and photos, and sends their answer", async () => {
    server.on('GET /api/tenancies/:id', { body: disputed() });
    server.on('GET /api/tenancies/:id/dispute/photos/:photoId', () => ({
      raw: new Response('jpeg', { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
    }));
    server.on('POST /api/tenancies/:id/dispute/response', ({ body }) => ({
      body: disputed({
        landlordWords: (body as FormData).get('words') as string,
        landlordRespondedAt: '2026-11-22T09:00:00Z',
      }),
    }));
    renderTenancy(LANDLORD);
    expect(await screen.findByText('What Ada Obi reported')).toBeInTheDocument();
    expect(screen.getByText('The kitchen ceiling leaks.')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'The tenant’s photos: leak.jpg' }),
    ).toBeInTheDocument();
    expect(
      server.callsTo('GET /api/tenancies/t1/dispute/photos/ph1')[0].headers.get('Authorization'),
    ).toBe('Bearer token-1');
    expect(screen.getByText('You have not answered yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText('Say what you want RentNaija to know')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your answer'), {
      target: { value: 'Fixed by the plumber this morning.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Answer sent. The tenant is told.'),
    );
    const form = server.callsTo('POST /api/tenancies/t1/dispute/response')[0].body as FormData;
    expect(form.get('words')).toBe('Fixed by the plumber this morning.');
    expect(await screen.findByText('Fixed by the plumber this morning.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the new answer' })).toBeInTheDocument();
  });

  it("shows the tenant the landlord's answer, without a form", async () => {
    server.on('GET /api/tenancies/:id', {
      body: disputed({
        landlordWords: 'Fixed by the plumber this morning.',
        landlordRespondedAt: '2026-11-22T09:00:00Z',
      }),
    });
    server.on('GET /api/tenancies/:id/dispute/photos/:photoId', () => ({
      raw: new Response('jpeg', { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
    }));
    renderTenancy();
    expect(await screen.findByText('What you reported')).toBeInTheDocument();
    expect(screen.getByText('Bola Ade’s answer')).toBeInTheDocument();
    expect(screen.getByText('Fixed by the plumber this morning.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your answer')).not.toBeInTheDocument();
  });

  it('shows each party the decision with its amounts in naira', async () => {
    const decided = disputed({
      state: 'decided',
      decision: 'refund_partial',
      refundAmount: 100_000,
      decisionReason: 'The water heater was missing.',
      decidedAt: '2026-11-23T10:00:00Z',
    });
    server.on('GET /api/tenancies/:id', { body: { ...decided, state: 'active' } });
    server.on('GET /api/tenancies/:id/dispute/photos/:photoId', () => ({
      raw: new Response('jpeg', { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
    }));
    const released = releasable(decided) - 100_000;
    renderTenancy();
    expect(
      await screen.findByText(
        `₦100,000 is refunded to you and ${formatNaira(released)} of rent and fees is released to the landlord.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: The water heater was missing.')).toBeInTheDocument();
  });
});
