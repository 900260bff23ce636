import { type AdminRefundDto, DECISION_MESSAGES, REFUND_RETRY_MESSAGES } from '@rentnaija/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import { expectNoButtons, expectShowLink, findRow } from '../test/queries';
import RefundList from './RefundList';
import RefundShow from './RefundShow';

const refund = (
  id: string,
  tenant: string,
  overrides: Partial<AdminRefundDto> = {},
): AdminRefundDto => ({
  id,
  paymentId: `pay-${id}`,
  amount: 920_000,
  reason: 'misrepresentation',
  reasonLabel: 'The listing misrepresented the property',
  details: 'No borehole, unlike the listing says.',
  status: 'requested',
  automatic: false,
  decisionReason: null,
  decidedAt: null,
  processedAt: null,
  gatewayStatus: null,
  attentionAt: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  payment: { id: `pay-${id}`, reference: `RN-${id}`, amount: 920_000, status: 'completed' },
  tenant: { id: `t-${id}`, name: tenant, email: 'tenant@example.com' },
  property: { id: 'p1', title: 'Two-bedroom flat in Yaba' },
  ...overrides,
});

const records = () => ({
  refunds: [
    refund('r1', 'Chioma Eze'),
    refund('r2', 'Tunde Bakare', {
      status: 'approved',
      automatic: true,
      reason: 'application_not_successful',
      reasonLabel: 'Your application was not successful',
      details: null,
      decidedAt: '2026-11-21T10:00:00.000Z',
    }),
    refund('r3', 'Ifeoma Nwosu', {
      status: 'needs_attention',
      automatic: true,
      reason: 'application_not_successful',
      reasonLabel: 'Your application was not successful',
      details: null,
      gatewayStatus: 'needs-attention',
      attentionAt: '2026-11-22T08:00:00.000Z',
    }),
  ],
});

describe('refunds in the console', () => {
  it('lists the requests waiting for a decision with Approve and Deny for admins', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('refunds', <RefundList />, { dataProvider: provider });
    const row = await findRow('Chioma Eze');
    expect(within(row).getByText('₦920,000')).toBeInTheDocument();
    expect(within(row).getByText('Asked')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Deny' })).toBeInTheDocument();
    expect(screen.queryByText('Tunde Bakare')).toBeNull();
  });

  it('marks an automatic refund as such, with nothing to decide', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('refunds', <RefundShow />, { dataProvider: provider, id: 'r2' });
    expect(await screen.findByText('Automatic')).toBeInTheDocument();
    expect(screen.getByText(/Made automatically because the paid application/)).toBeInTheDocument();
    expectNoButtons('Approve', 'Deny');
  });

  it('approves a request, with its success text', async () => {
    const { provider, calls } = memoryDataProvider(records());
    renderResource('refunds', <RefundShow />, { dataProvider: provider, id: 'r1' });
    expect(await screen.findByText('No borehole, unlike the listing says.')).toBeInTheDocument();
    expectShowLink(/₦920,000 · Completed/, 'payments', 'pay-r1');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(DECISION_MESSAGES.refund.approved)).toBeInTheDocument();
    expect(calls.filter((c) => c.action.endsWith('refunds'))).toEqual([
      { action: 'approve refunds', id: 'r1', reason: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Deny' })).toBeNull());
  });

  it('denies only with a reason, and says so when denying fails', async () => {
    const { provider, calls } = memoryDataProvider(records(), {
      failing: { 'deny refunds': 'This refund has already been approved.' },
    });
    renderResource('refunds', <RefundShow />, { dataProvider: provider, id: 'r1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason for denial/), 'Not covered.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(
      await screen.findByText(
        `${DECISION_MESSAGES.refund.rejectFailed}: This refund has already been approved.`,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'deny refunds')).toEqual([
      { action: 'deny refunds', id: 'r1', reason: 'Not covered.' },
    ]);
  });

  it('denies with the reason the tenant will read', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('refunds', <RefundShow />, { dataProvider: provider, id: 'r1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason for denial/), 'Not covered.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText(DECISION_MESSAGES.refund.rejected)).toBeInTheDocument();
    expect(await screen.findByText('Not covered.', { exact: false })).toBeInTheDocument();
  });

  it('hides every decision from support', async () => {
    const { provider } = memoryDataProvider(records());
    const list = renderResource('refunds', <RefundList />, {
      dataProvider: provider,
      role: 'support',
    });
    await screen.findByText('Chioma Eze');
    expectNoButtons('Approve', 'Deny');
    list.unmount();
    renderResource('refunds', <RefundShow />, {
      dataProvider: provider,
      id: 'r1',
      role: 'support',
    });
    expect(await screen.findByText(/only admins approve or deny/)).toBeInTheDocument();
    expectNoButtons('Approve', 'Deny');
  });

  it('sends a refund that needs attention to the bank account an admin enters, checked first', async () => {
    const { provider, calls } = memoryDataProvider(records());
    renderResource('refunds', <RefundShow />, { dataProvider: provider, id: 'r3' });
    expect(await screen.findByText(/Needs the tenant’s bank account/)).toBeInTheDocument();
    expect(screen.getAllByText('Needs attention')).toHaveLength(2); // its state and the processor's word
    await userEvent.click(screen.getByRole('button', { name: 'Send to a bank account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Account number/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the refund' }));
    expect(within(dialog).getByText(REFUND_RETRY_MESSAGES.accountNumber)).toBeInTheDocument();
    expect(within(dialog).getByText(REFUND_RETRY_MESSAGES.bankId)).toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'retry refunds')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Account number/), '67890');
    await userEvent.type(within(dialog).getByLabelText(/Bank id/), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the refund' }));
    expect(await screen.findByText(REFUND_RETRY_MESSAGES.sent)).toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'retry refunds')).toEqual([
      {
        action: 'retry refunds',
        id: 'r3',
        reason: JSON.stringify({ accountNumber: '1234567890', bankId: '9' }),
      },
    ]);
  });

  it('offers support no way to send a refund needing attention', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('refunds', <RefundShow />, {
      dataProvider: provider,
      id: 'r3',
      role: 'support',
    });
    expect(
      await screen.findByText(/An admin sends it once the tenant confirms/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to a bank account' })).toBeNull();
  });
});
