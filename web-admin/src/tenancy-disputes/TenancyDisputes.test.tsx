import { moveInCost, type TenancyDto } from '@rentnaija/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import type { TenancyDisputeRecord } from './constants';
import DisputeList from './DisputeList';
import DisputeShow from './DisputeShow';

const fees = {
  price: 400_000,
  securityDeposit: 400_000,
  serviceCharge: 25_000,
  agencyFee: 200_000,
  legalFee: 50_000,
  rentAdvanceMonths: 1,
};

const tenancy: TenancyDto = {
  id: 'tn1',
  reference: 'TN-TN1',
  state: 'disputed',
  applicationId: 'a1',
  paymentId: 'pay1',
  property: { id: 'p1', title: 'Two-bedroom flat in Yaba', location: 'Yaba, Lagos', city: 'Lagos' },
  tenant: { id: 't1', name: 'Chioma Eze', email: 'tenant@example.com' },
  landlord: { id: 'l1', name: 'Babatunde Adeyemi', email: 'landlord@example.com' },
  fees,
  moveIn: moveInCost(fees),
  termMonths: 1,
  moveInEarliest: '2026-11-20',
  moveInLatest: '2026-12-20',
  moveInDate: '2026-11-22',
  endDate: '2026-12-22',
  handedOverAt: '2026-11-22T09:00:00.000Z',
  releaseDueAt: null,
  releasedAt: null,
  cancelledAt: null,
  cancellationReason: null,
  signatures: [],
  agreementSha256: null,
  dueToSign: null,
  countersignDeadline: null,
  notice: null,
  renewal: null,
  renewalOpensOn: null,
  endedAt: null,
  dispute: null,
  rentReceiptAvailable: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

const dispute: TenancyDisputeRecord = {
  id: 'd1',
  state: 'open',
  tenancy,
  tenantWords: 'There is no running water.',
  tenantPhotos: [],
  landlordWords: 'The water is back on.',
  landlordPhotos: [],
  landlordRespondedAt: '2026-11-22T12:00:00.000Z',
  decision: null,
  refundAmount: null,
  releasable: 675_000,
  decidedByName: null,
  decidedAt: null,
  decisionReason: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('tenancy disputes', () => {
  it('lists open disputes with the money held', async () => {
    const { provider } = memoryDataProvider({ 'tenancy-disputes': [dispute] });
    renderResource('tenancy-disputes', <DisputeList />, { dataProvider: provider });
    expect(await screen.findByText('Two-bedroom flat in Yaba')).toBeInTheDocument();
    expect(screen.getByText('₦675,000')).toBeInTheDocument();
  });

  it('shows both sides and releases after a dialog naming the amount and the landlord', async () => {
    const { provider, calls } = memoryDataProvider({ 'tenancy-disputes': [dispute] });
    renderResource('tenancy-disputes', <DisputeShow />, { dataProvider: provider, id: 'd1' });
    expect(await screen.findByText('There is no running water.')).toBeInTheDocument();
    expect(screen.getByText('The water is back on.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Release to landlord' }));
    expect(
      await screen.findByText(/₦675,000 of rent and fees is paid out to Babatunde Adeyemi/),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText(/Reason/),
      'The landlord restored the water the same day.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.action === 'release tenancy-disputes')).toEqual([
        {
          action: 'release tenancy-disputes',
          id: 'd1',
          reason: 'The landlord restored the water the same day.',
        },
      ]),
    );
  });

  it("shows each side's photos, fetched with the staff token", async () => {
    const photo = (id: string, fileName: string) => ({
      id,
      url: `/api/tenancies/tn1/dispute/photos/${id}`,
      fileName,
      mimeType: 'image/jpeg',
      size: 2048,
    });
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const { provider, calls } = memoryDataProvider(
      {
        'tenancy-disputes': [
          {
            ...dispute,
            tenantPhotos: [photo('ph1', 'ceiling.jpg'), photo('ph2', 'sink.jpg')],
            landlordPhotos: [photo('ph3', 'fixed.jpg')],
          },
        ],
      },
      {
        documents: Object.fromEntries(
          ['ph1', 'ph2', 'ph3'].map((id) => [
            `/api/tenancies/tn1/dispute/photos/${id}`,
            new Blob(['jpeg'], { type: 'image/jpeg' }),
          ]),
        ),
      },
    );
    renderResource('tenancy-disputes', <DisputeShow />, { dataProvider: provider, id: 'd1' });
    expect(
      await screen.findByRole('img', { name: 'Tenant’s photo 1: ceiling.jpg' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tenant’s photo 2: sink.jpg' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Landlord’s photo 1: fixed.jpg' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'fetch document').map((c) => c.id)).toEqual(
      expect.arrayContaining(['/api/tenancies/tn1/dispute/photos/ph1']),
    );
  });

  it('offers no decision to support staff', async () => {
    const { provider } = memoryDataProvider({ 'tenancy-disputes': [dispute] });
    renderResource('tenancy-disputes', <DisputeShow />, {
      dataProvider: provider,
      id: 'd1',
      role: 'support',
    });
    expect(await screen.findByText('There is no running water.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release to landlord' })).toBeNull();
  });
});
