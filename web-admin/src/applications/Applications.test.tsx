import {
  type ApplicationDto,
  DECISION_MESSAGES,
  DECISION_REASON_MESSAGES,
  moveInCost,
} from '@rentnaija/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import { expectNoButtons, findRow } from '../test/queries';
import ApplicationList from './ApplicationList';
import ApplicationShow from './ApplicationShow';

const fees = {
  price: 450_000,
  securityDeposit: 450_000,
  serviceCharge: 20_000,
  agencyFee: 0,
  legalFee: 0,
  rentAdvanceMonths: 1,
};

const application = (
  id: string,
  firstName: string,
  overrides: Partial<ApplicationDto> = {},
): ApplicationDto => ({
  id,
  propertyId: 'p1',
  tenantId: `t-${id}`,
  landlordId: 'l1',
  status: 'pending',
  firstName,
  lastName: 'Eze',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '08031234567',
  dateOfBirth: '1994-05-21',
  occupation: 'Software engineer',
  employer: 'Andela',
  monthlyIncome: 650_000,
  ninNumber: '12345678901',
  ninMasked: false,
  referenceName: 'Tunde Bakare',
  referencePhone: '08023456789',
  referenceEmail: 'tunde@example.com',
  referenceRelationship: 'colleague',
  guarantorName: 'Ngozi Adaeze Eze',
  guarantorPhone: '08098765432',
  guarantorEmail: 'ngozi@example.com',
  guarantorRelationship: 'family',
  guarantorOccupation: 'Civil servant',
  guarantorEmployer: 'Lagos State Government',
  guarantorNinNumber: '10987654321',
  guarantorStatus: 'confirmed',
  guarantorRespondedAt: '2026-11-21T14:05:00.000Z',
  guarantorLinkExpiresAt: null,
  applicationFeePaid: false,
  depositPaid: false,
  paymentReference: null,
  offerExpiresAt: null,
  reviewedAt: null,
  reviewNote: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  property: {
    id: 'p1',
    title: 'Two-bedroom flat in Yaba',
    location: '7 Alagomeji Street, Yaba, Lagos',
    city: 'Lagos',
    price: 450_000,
    status: 'available',
    image: null,
  },
  moveIn: moveInCost(fees),
  fees,
  ...overrides,
});

const records = () => ({
  applications: [
    application('a1', 'Chioma'),
    application('a2', 'Tunde', {
      status: 'under_review',
      guarantorStatus: 'pending',
      guarantorRespondedAt: null,
      guarantorLinkExpiresAt: '2026-11-27T09:00:00.000Z',
    }),
    application('a3', 'Bola', { status: 'approved', depositPaid: true }),
  ],
});

describe('applications in the console', () => {
  it('lists the applications waiting for a decision, with the guarantor’s answer and payment', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('applications', <ApplicationList />, { dataProvider: provider });
    expect(await screen.findByText('Chioma Eze')).toBeInTheDocument();
    expect(screen.getByText('Tunde Eze')).toBeInTheDocument();
    expect(screen.queryByText('Bola Eze')).not.toBeInTheDocument();
    const chioma = await findRow('Chioma Eze');
    expect(within(chioma).getByText('Confirmed')).toBeInTheDocument();
    expect(within(chioma).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(within(chioma).getByText('Not paid')).toBeInTheDocument();
    expect(within(chioma).getByText('Pending')).toBeInTheDocument();
    const tunde = await findRow('Tunde Eze');
    expect(within(tunde).getByText('Under review')).toBeInTheDocument();
    // Both still open: both can be decided.
    expect(within(tunde).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(chioma).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it("says 'No property applications found' when there are none", async () => {
    const { provider } = memoryDataProvider({ applications: [] });
    renderResource('applications', <ApplicationList />, { dataProvider: provider });
    expect(await screen.findByText('No property applications found')).toBeInTheDocument();
  });

  it('shows the applicant, the reference, the guarantor with their consent and time, the payment and the listing', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('applications', <ApplicationShow />, { dataProvider: provider, id: 'a1' });
    expect(await screen.findByRole('heading', { name: 'Chioma Eze' })).toBeInTheDocument();
    expect(screen.getByText('chioma@example.com')).toBeInTheDocument();
    expect(screen.getByText('₦650,000')).toBeInTheDocument();
    expect(screen.getByText('Tunde Bakare')).toBeInTheDocument();
    expect(screen.getByText('Ngozi Adaeze Eze')).toBeInTheDocument();
    expect(
      screen.getByText('Agreed to stand as guarantor on 21 Nov 2026, 15:05 WAT'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not paid yet')).toBeInTheDocument();
    const listingLinks = screen.getAllByRole('link', { name: 'Two-bedroom flat in Yaba' });
    expect(listingLinks[0]).toHaveAttribute('href', '/admin/properties/p1/show');
    const costs = screen.getByRole('table', { name: 'What moving in costs' });
    expect(within(costs).getByText('₦920,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Payments/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/admin/payments?filter='),
    );
  });

  it('says when the guarantor has not answered and when their link expires', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('applications', <ApplicationShow />, { dataProvider: provider, id: 'a2' });
    expect(
      await screen.findByText(
        'Has not answered the consent email yet; the link expires 27 Nov 2026, 10:00 WAT',
      ),
    ).toBeInTheDocument();
  });

  it('approves, with its success text, and then offers no more decisions', async () => {
    const { provider, calls } = memoryDataProvider(records());
    renderResource('applications', <ApplicationShow />, { dataProvider: provider, id: 'a2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(DECISION_MESSAGES.application.approved)).toBeInTheDocument();
    expect(calls.filter((c) => c.action.endsWith('applications'))).toEqual([
      { action: 'approve applications', id: 'a2', reason: undefined },
    ]);
    await waitFor(() => expectNoButtons('Approve', 'Reject'));
  });

  it('asks for a reason before rejecting, and says so when a decision fails', async () => {
    const { provider, calls } = memoryDataProvider(records(), {
      failing: { 'approve applications': 'This home is no longer available.' },
    });
    renderResource('applications', <ApplicationShow />, { dataProvider: provider, id: 'a1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        `${DECISION_MESSAGES.application.approveFailed}: This home is no longer available.`,
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/A paid application is refunded/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(DECISION_REASON_MESSAGES.required)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejection/), 'Too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      within(dialog).getByText(/say why the application was not successful/),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejection/), '!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(DECISION_MESSAGES.application.rejected)).toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'reject applications')).toEqual([
      {
        action: 'reject applications',
        id: 'a1',
        reason: 'Too short!',
      },
    ]);
    expect(await screen.findByText('Too short!', { exact: false })).toBeInTheDocument();
  });

  it('lets support read the list and an application without any decision button', async () => {
    const { provider } = memoryDataProvider(records());
    const list = renderResource('applications', <ApplicationList />, {
      dataProvider: provider,
      role: 'support',
    });
    await screen.findByText('Chioma Eze');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    list.unmount();

    renderResource('applications', <ApplicationShow />, {
      dataProvider: provider,
      id: 'a1',
      role: 'support',
    });
    expect(await screen.findByText(/only admins approve or reject/)).toBeInTheDocument();
    expectNoButtons('Approve', 'Reject');
  });
});
