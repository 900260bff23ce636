import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  NORMAL_WEAR,
  type DepositPhotoDto,
  type TenancyDepositDto,
  type TenancyDto,
} from '@rentnaija/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenancy } from '../../app/testFixtures';
import { withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';

vi.mock('../../components/toast');

const { TenancyView } = await import('./index');

const server = withFakeServer();
// 22 Nov 2026, 10:00 WAT: a week after the move-out date, deductions still open.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => vi.useRealTimers());

const LANDLORD = { ...TENANT, id: 'l1', name: 'Bola Ade', role: 'landlord' as const };

const ended = (): TenancyDto =>
  tenancy({ state: 'ended', moveInDate: '2025-11-15', endDate: '2026-11-15', dueToSign: null });

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
    server.on('GET /api/tenancies/:id', { body: ended() });
    server.on('GET /api/tenancies/:id/deposit', { body: deposit() });
    renderWithProviders(<TenancyView id="t1" />, {
      route: '/tenancies/t1?tab=deposit',
      auth: fakeAuth({ user: LANDLORD, status: 'authenticated' }),
    });

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
