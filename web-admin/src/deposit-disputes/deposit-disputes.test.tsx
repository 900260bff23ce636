import {
  type AdminDepositDisputeDto,
  NORMAL_WEAR,
  type TenancyDepositDto,
} from '@rentnaija/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import DepositDisputeList from './DepositDisputeList';
import DepositDisputeShow from './DepositDisputeShow';

const report = (kind: 'check_in' | 'check_out', condition: 'good' | 'damaged', notes: string) => ({
  kind,
  rooms: [{ name: 'Bathroom', condition, notes, photos: [] }],
  landlordRooms: [],
  tenantSignedAt: '2025-11-16T10:00:00.000Z',
  landlordSignedAt: '2025-11-16T15:00:00.000Z',
  stoodAt: null,
  final: true,
  updatedAt: '2025-11-16T15:00:00.000Z',
});

const deposit: TenancyDepositDto = {
  tenancyId: 't1',
  amount: 400_000,
  state: 'disputed',
  checkInDueBy: '2025-11-22',
  deductionsDueBy: '2026-11-29',
  checkIn: report('check_in', 'good', 'Mirror whole'),
  checkOut: report('check_out', 'damaged', 'Mirror cracked across'),
  deductions: [
    {
      id: 'd1',
      amount: 45_000,
      reason: 'Replace the cracked mirror',
      room: 'Bathroom',
      photos: [],
      state: 'accepted',
      acceptedBySilence: false,
      disputeReason: null,
      awardedAmount: null,
      respondBy: '2026-11-24T10:00:00.000Z',
      respondedAt: '2026-11-18T10:00:00.000Z',
    },
    {
      id: 'd2',
      amount: 120_000,
      reason: 'Repaint the living room',
      room: 'Living room',
      photos: [],
      state: 'disputed',
      acceptedBySilence: false,
      disputeReason: 'Scuffs after a year are normal wear',
      awardedAmount: null,
      respondBy: '2026-11-24T10:00:00.000Z',
      respondedAt: '2026-11-18T10:00:00.000Z',
    },
  ],
  landlordAmount: null,
  tenantAmount: null,
  settledAt: null,
  decisionReason: null,
  normalWear: NORMAL_WEAR,
};

const dispute = (
  id: string,
  title: string,
  overrides: Partial<AdminDepositDisputeDto> = {},
): AdminDepositDisputeDto => ({
  id,
  tenancyId: 't1',
  reference: 'TN-1A2B3C4D',
  title,
  tenantName: 'Chioma Eze',
  landlordName: 'Babatunde Adeyemi',
  state: 'disputed',
  amount: 400_000,
  disputedAmount: 120_000,
  acceptedAmount: 45_000,
  deposit,
  decidedByName: null,
  decidedAt: null,
  decisionReason: null,
  createdAt: '2026-11-17T10:00:00.000Z',
  ...overrides,
});

describe('deposit disputes in the console', () => {
  it('lists the disputes waiting for a decision with what is disputed', async () => {
    const { provider } = memoryDataProvider({
      'deposit-disputes': [
        dispute('a', 'Lekki duplex'),
        dispute('b', 'Yaba flat', { state: 'settled' }),
      ],
    });
    renderResource('deposit-disputes', <DepositDisputeList />, { dataProvider: provider });
    expect(await screen.findByText('Lekki duplex')).toBeInTheDocument();
    expect(screen.getByText('₦120,000 disputed of ₦400,000')).toBeInTheDocument();
    expect(screen.queryByText('Yaba flat')).toBeNull();
    expect(screen.getByRole('button', { name: 'Uphold in full' })).toBeInTheDocument();
  });

  it('shows both reports side by side and refuses the deductions with a reason', async () => {
    const { provider, calls } = memoryDataProvider({
      'deposit-disputes': [dispute('a', 'Lekki duplex')],
    });
    renderResource('deposit-disputes', <DepositDisputeShow />, { dataProvider: provider, id: 'a' });
    const checkIn = (await screen.findByRole('heading', { name: 'Check-in report' }))
      .parentElement!;
    const checkOut = screen.getByRole('heading', { name: 'Check-out report' }).parentElement!;
    expect(within(checkIn).getByText('Mirror whole')).toBeInTheDocument();
    expect(within(checkOut).getByText('Mirror cracked across')).toBeInTheDocument();
    expect(screen.getByText('The tenant: Scuffs after a year are normal wear')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await userEvent.type(
      await screen.findByLabelText(/Reason for refusing/),
      'Light scuffs are normal wear.',
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Refuse')!,
    );
    expect(
      await screen.findByText('Deductions refused: the tenant is refunded'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        action: 'refuse deposit-disputes',
        reason: 'Light scuffs are normal wear.',
      }),
    );
  });

  it('upholds part of the disputed deductions, saying where the money goes', async () => {
    const { provider, calls } = memoryDataProvider({
      'deposit-disputes': [dispute('a', 'Lekki duplex')],
    });
    renderResource('deposit-disputes', <DepositDisputeShow />, { dataProvider: provider, id: 'a' });
    await userEvent.type(await screen.findByLabelText('Keep for the landlord (₦)'), '60000');
    await userEvent.click(screen.getByRole('button', { name: 'Uphold part' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '₦105,000 of the deposit is paid to Babatunde Adeyemi and ₦295,000 refunded to Chioma Eze',
    );
    await userEvent.type(
      within(dialog).getByLabelText(/Reason/),
      'The stain is beyond normal wear.',
    );
    await userEvent.click(
      Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Uphold part')!,
    );
    expect(calls).toContainEqual(expect.objectContaining({ action: 'uphold deposit-disputes' }));
  });

  it('shows support staff the dispute without the decisions', async () => {
    const { provider } = memoryDataProvider({
      'deposit-disputes': [dispute('a', 'Lekki duplex')],
    });
    renderResource('deposit-disputes', <DepositDisputeShow />, {
      dataProvider: provider,
      id: 'a',
      role: 'support',
    });
    expect(await screen.findByText(/Waiting for an admin’s decision/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refuse' })).toBeNull();
  });
});
