import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  NORMAL_WEAR,
  type DepositDeductionDto,
  type DepositPhotoDto,
  type TenancyDepositDto,
  type TenancyDto,
} from '@rentnaija/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenancy } from '../../app/testFixtures';
import { withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { toast } from '../../components/toast';

vi.mock('../../components/toast');

const { TenancyView } = await import('./index');

const server = withFakeServer();
// 22 Nov 2026, 10:00 WAT.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => vi.useRealTimers());
afterEach(() => vi.clearAllMocks());

const LANDLORD = { ...TENANT, id: 'l1', name: 'Bola Ade', role: 'landlord' as const };

const ended = (over: Partial<TenancyDto> = {}) =>
  tenancy({
    state: 'ended',
    moveInDate: '2025-11-15',
    endDate: '2026-11-15',
    dueToSign: null,
    ...over,
  });

const deposit = (over: Partial<TenancyDepositDto> = {}): TenancyDepositDto => ({
  tenancyId: 't1',
  amount: 400_000,
  state: 'held',
  checkInDueBy: '2025-11-22',
  deductionsDueBy: '2026-11-29',
  checkIn: null,
  checkOut: null,
  deductions: [],
  landlordAmount: null,
  tenantAmount: null,
  settledAt: null,
  decisionReason: null,
  normalWear: NORMAL_WEAR,
  ...over,
});

const deduction = (over: Partial<DepositDeductionDto> = {}): DepositDeductionDto => ({
  id: 'd1',
  amount: 45_000,
  reason: 'Cracked bathroom mirror',
  room: 'Bathroom',
  photos: [],
  state: 'proposed',
  acceptedBySilence: false,
  disputeReason: null,
  awardedAmount: null,
  respondBy: '2026-11-29T09:00:00Z',
  respondedAt: null,
  ...over,
});

function render(t: TenancyDto, d: TenancyDepositDto, tab: string, user = TENANT) {
  server.on('GET /api/tenancies/:id', { body: t });
  server.on('GET /api/tenancies/:id/deposit', { body: d });
  return renderWithProviders(<TenancyView id="t1" />, {
    route: `/tenancies/t1?tab=${tab}`,
    auth: fakeAuth({ user, status: 'authenticated' }),
  });
}

describe('the Deposit tab', () => {
  it('lets the tenant accept one deduction and dispute another with a reason', async () => {
    const d = deposit({
      state: 'awaiting_tenant',
      deductions: [
        deduction(),
        deduction({ id: 'd2', amount: 120_000, reason: 'Repainting', room: 'Living room' }),
      ],
    });
    server.on('POST /api/tenancies/:id/deductions/:deductionId/accept', { body: d });
    server.on('POST /api/tenancies/:id/deductions/:deductionId/dispute', { body: d });
    render(ended(), d, 'deposit');
    expect(await screen.findByText('Caution deposit: ₦400,000')).toBeInTheDocument();
    expect(screen.getByText(NORMAL_WEAR)).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Deductions proposed' });
    const [mirror, paint] = within(list).getAllByRole('listitem');

    fireEvent.click(within(mirror).getByRole('button', { name: 'Accept' }));
    const pop = (await screen.findByText('It is paid to the landlord from your deposit.')).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(pop).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/tenancies/t1/deductions/d1/accept')).toHaveLength(1),
    );
    expect(toast.success).toHaveBeenCalledWith('Deduction accepted');

    fireEvent.click(within(paint).getByRole('button', { name: 'Dispute' }));
    fireEvent.change(within(paint).getByLabelText('Why do you dispute it? (optional)'), {
      target: { value: 'Scuffs are normal wear' },
    });
    fireEvent.click(within(paint).getByRole('button', { name: 'Dispute this deduction' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/tenancies/t1/deductions/d2/dispute')).toHaveLength(1),
    );
    expect(server.callsTo('POST /api/tenancies/t1/deductions/d2/dispute')[0].body).toEqual({
      reason: 'Scuffs are normal wear',
    });
  });

  it('keeps the landlord’s deductions within the deposit and sends them', async () => {
    server.on('POST /api/tenancies/:id/deductions', {
      body: deposit({ state: 'awaiting_tenant', deductions: [deduction()] }),
    });
    render(ended(), deposit(), 'deposit', LANDLORD);
    const form = await screen.findByRole('region', { name: 'Deductions from the deposit' });
    const send = within(form).getByRole('button', { name: 'Send the deductions to the tenant' });
    fireEvent.change(within(form).getByLabelText('Reason of deduction 1'), {
      target: { value: 'Cracked mirror' },
    });
    fireEvent.change(within(form).getByLabelText('Amount of deduction 1'), {
      target: { value: '500000' },
    });
    fireEvent.blur(within(form).getByLabelText('Amount of deduction 1'));
    await waitFor(() => expect(form).toHaveTextContent('₦400,000 of ₦400,000'));
    fireEvent.change(within(form).getByLabelText('Amount of deduction 1'), {
      target: { value: '45000' },
    });
    await waitFor(() => expect(form).toHaveTextContent('₦45,000 of ₦400,000'));
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await waitFor(() =>
      expect(server.callsTo('POST /api/tenancies/t1/deductions')).toHaveLength(1),
    );
    expect(server.callsTo('POST /api/tenancies/t1/deductions')[0].body).toEqual({
      deductions: [{ amount: 45_000, reason: 'Cracked mirror' }],
    });
    expect(toast.success).toHaveBeenCalledWith('Deductions sent to the tenant');
  });

  it('shows a settled deposit’s split', async () => {
    render(
      ended(),
      deposit({
        state: 'returned_in_part',
        landlordAmount: 45_000,
        tenantAmount: 355_000,
        settledAt: '2026-11-20T10:00:00Z',
        deductions: [deduction({ state: 'accepted', respondedAt: '2026-11-19T10:00:00Z' })],
      }),
      'deposit',
    );
    expect(await screen.findByText('Returned in part')).toBeInTheDocument();
    expect(screen.getByText('₦355,000')).toBeInTheDocument();
    expect(screen.getByText('₦45,000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});

const stored = (name: string): DepositPhotoDto => ({
  id: `ph-${name}`,
  url: `/api/tenancies/t1/deposit/photos/ph-${name}`,
  fileName: name,
  mimeType: 'image/jpeg',
  size: 1000,
});

const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

describe('the landlord’s deduction evidence', () => {
  it('uploads photos per deduction with their progress, removes them and sends their ids', async () => {
    // The first upload waits until the test lets it finish, half sent.
    let finishFirst = () => {};
    server.on('POST /api/tenancies/:id/deposit/photos', async ({ body, progress }) => {
      const file = (body as FormData).get('file') as File;
      if (file.name === 'mirror.jpg') {
        progress?.(40);
        await new Promise<void>((resolve) => (finishFirst = resolve));
      }
      return { status: 201, body: stored(file.name) };
    });
    server.on('GET /api/tenancies/:id/deposit/photos/:photoId', () => ({
      raw: new Response('jpeg', { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
    }));
    server.on('POST /api/tenancies/:id/deductions', {
      body: deposit({ state: 'awaiting_tenant' }),
    });
    render(ended(), deposit(), 'deposit', LANDLORD);

    const form = await screen.findByRole('region', { name: 'Deductions from the deposit' });
    fireEvent.change(within(form).getByLabelText('Reason of deduction 1'), {
      target: { value: 'Cracked mirror' },
    });
    fireEvent.change(within(form).getByLabelText('Amount of deduction 1'), {
      target: { value: '45000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a deduction' }));
    fireEvent.change(within(form).getByLabelText('Reason of deduction 2'), {
      target: { value: 'Repainting' },
    });
    fireEvent.change(within(form).getByLabelText('Amount of deduction 2'), {
      target: { value: '20000' },
    });
    const send = within(form).getByRole('button', { name: 'Send the deductions to the tenant' });

    fireEvent.change(within(form).getByLabelText('Add photos to deduction 1'), {
      target: {
        files: [
          photo('mirror.jpg'),
          photo('frame.jpg'),
          new File(['text'], 'notes.txt', { type: 'text/plain' }),
        ],
      },
    });
    // One at a time: the first half sent, the second waiting, the wrong file refused at once.
    const queue = await within(form).findByRole('list', {
      name: 'Photos of deduction 1 being uploaded',
    });
    await waitFor(() =>
      expect(within(queue).getByLabelText('Uploading mirror.jpg')).toHaveTextContent('40%'),
    );
    expect(within(queue).getByLabelText('Uploading frame.jpg')).toHaveTextContent('Waiting');
    expect(within(queue).getByRole('alert')).toHaveTextContent('Upload failed');
    expect(send).toBeDisabled();
    expect(
      within(form).getByText('The deductions can be sent once their photos are uploaded.'),
    ).toBeInTheDocument();

    // Removed before it is sent: it never goes.
    fireEvent.click(within(queue).getByRole('button', { name: 'Remove frame.jpg' }));
    fireEvent.click(within(queue).getByRole('button', { name: 'Remove notes.txt' }));
    finishFirst();
    const evidence = await within(form).findByRole('list', {
      name: 'Evidence photos of deduction 1',
    });
    expect(
      await within(evidence).findByRole('img', {
        name: 'Evidence photos of deduction 1: mirror.jpg',
      }),
    ).toBeInTheDocument();

    // The second deduction's photos are its own; one is taken back before sending.
    fireEvent.change(within(form).getByLabelText('Add photos to deduction 2'), {
      target: { files: [photo('wall.jpg'), photo('door.jpg')] },
    });
    const second = await within(form).findByRole('list', {
      name: 'Evidence photos of deduction 2',
    });
    await waitFor(() => expect(within(second).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(within(second).getByRole('button', { name: 'Remove door.jpg' }));
    await waitFor(() => expect(within(second).getAllByRole('listitem')).toHaveLength(1));

    expect(send).toBeEnabled();
    fireEvent.click(send);
    await waitFor(() =>
      expect(server.callsTo('POST /api/tenancies/t1/deductions')).toHaveLength(1),
    );
    expect(server.callsTo('POST /api/tenancies/t1/deposit/photos')).toHaveLength(3);
    expect(server.callsTo('POST /api/tenancies/t1/deductions')[0].body).toEqual({
      deductions: [
        { amount: 45_000, reason: 'Cracked mirror', photoIds: ['ph-mirror.jpg'] },
        { amount: 20_000, reason: 'Repainting', photoIds: ['ph-wall.jpg'] },
      ],
    });
  }, 60_000);
});

describe('the Reports tab', () => {
  it('takes the tenant through the check-in report room by room and sends it', async () => {
    const active = tenancy({
      state: 'active',
      moveInDate: '2026-11-20',
      endDate: '2027-11-20',
      dueToSign: null,
    });
    const d = deposit({ checkInDueBy: '2026-11-27', deductionsDueBy: null });
    server.on('POST /api/tenancies/:id/check-in', { body: d });
    render(active, d, 'reports');
    const card = await screen.findByRole('region', { name: 'Check-in report' });
    fireEvent.click(within(card).getByRole('button', { name: 'Write the report' }));
    // Four rooms by default: keep the living room.
    for (const room of ['Kitchen', 'Bedroom', 'Bathroom']) {
      fireEvent.click(await within(card).findByRole('button', { name: `Remove ${room}` }));
    }
    const next = () => fireEvent.click(within(card).getByRole('button', { name: /Next/ }));
    next();
    expect(await within(card).findByRole('heading', { name: 'Living room' })).toBeInTheDocument();
    next();
    expect(
      await within(card).findByText('Choose the condition of the Living room'),
    ).toBeInTheDocument();
    fireEvent.click(within(card).getByLabelText('Fair (normal wear)'));
    fireEvent.change(within(card).getByLabelText(/Notes/), {
      target: { value: 'Worktop scratched' },
    });
    next();
    expect(await within(card).findByRole('heading', { name: 'Review' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Save the report' }));
    await waitFor(() => expect(server.callsTo('POST /api/tenancies/t1/check-in')).toHaveLength(1));
    expect(server.callsTo('POST /api/tenancies/t1/check-in')[0].body).toEqual({
      rooms: [{ name: 'Living room', condition: 'fair', notes: 'Worktop scratched', photoIds: [] }],
    });
    expect(toast.success).toHaveBeenCalledWith('Check-in report saved');
  }, 90_000);
});
