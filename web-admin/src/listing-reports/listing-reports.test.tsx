import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REJECTION_REASON_MESSAGES } from '@rentnaija/shared';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import ListingReportShow from './ListingReportShow';
import ListingReportList, {
  LISTING_REPORT_DECIDED,
  LISTING_SHOWN_AGAIN,
  type ListingReportCaseRecord,
} from './ListingReportList';

const reported = (
  id: string,
  title: string,
  overrides: Partial<ListingReportCaseRecord> = {},
): ListingReportCaseRecord => ({
  id,
  status: 'open',
  propertyId: `p-${id}`,
  propertyTitle: title,
  landlordId: 'l1',
  landlordName: 'Babatunde Adeyemi',
  reportCount: 3,
  reporterCount: 3,
  reasons: ['already_let', 'pay_before_viewing'],
  listingHidden: true,
  outcome: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

describe('listing reports in the console', () => {
  it('lists the open cases with their count, people and reasons, and decides one', async () => {
    const { provider, calls } = memoryDataProvider({
      reports: [reported('a', 'Lekki duplex'), reported('b', 'Yaba flat', { status: 'decided' })],
    });
    renderResource('reports', <ListingReportList />, { dataProvider: provider });
    expect(await screen.findByText('Lekki duplex (hidden)')).toBeInTheDocument();
    expect(
      screen.getByText('Already let, Asked me to pay before a viewing or outside RentNaija'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Yaba flat/)).toBeNull();
    for (const label of [
      'Dismiss',
      'Ask the landlord',
      'Hide the listing',
      'Suspend the landlord',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Hide the listing' }));
    expect(await screen.findByText(LISTING_REPORT_DECIDED)).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ action: 'hide_listing reports', id: 'a' }),
    );
  });

  it('shows support staff the queue without the decisions', async () => {
    const { provider } = memoryDataProvider({ reports: [reported('a', 'Lekki duplex')] });
    renderResource('reports', <ListingReportList />, { dataProvider: provider, role: 'support' });
    expect(await screen.findByText('Lekki duplex (hidden)')).toBeInTheDocument();
    expect(screen.getByText('Waiting for an admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('shows a listing taken off again, with a reason for its landlord', async () => {
    const { provider, calls } = memoryDataProvider({
      reports: [
        reported('a', 'Lekki duplex', { status: 'decided', outcome: 'hide_listing' }),
        reported('b', 'Yaba flat', { status: 'decided', outcome: 'dismiss', listingHidden: false }),
      ],
    });
    renderResource('reports', <ListingReportList />, { dataProvider: provider });
    expect(await screen.findByText(/No reported listings found/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Decided' }));
    expect(await screen.findByText('Lekki duplex (hidden)')).toBeInTheDocument();
    expect(screen.getByText('Yaba flat')).toBeInTheDocument();
    // Only the hidden listing can be shown again.
    expect(screen.getAllByRole('button', { name: 'Show again' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show listing' }));
    expect(await screen.findByText(REJECTION_REASON_MESSAGES.required)).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText(/Reason/),
      'The landlord proved the right to let it',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show listing' }));
    expect(await screen.findByText(LISTING_SHOWN_AGAIN)).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        action: 'restore reports',
        id: 'a',
        reason: 'The landlord proved the right to let it',
      }),
    );
  });

  it("shows a case's page with each report's text, photo and reporter, and decides it there", async () => {
    const { provider, calls } = memoryDataProvider(
      {
        reports: [
          reported('a', 'Lekki duplex', {
            reportCount: 2,
            reporterCount: 2,
            reports: [
              {
                id: 'r1',
                reason: 'pay_before_viewing',
                reasonLabel: 'Asked me to pay before a viewing or outside RentNaija',
                details: 'The agent asked for ₦20,000 inspection fee by transfer.',
                photo: {
                  url: '/api/admin/reports/a/photos/r1',
                  fileName: 'chat.jpg',
                  mimeType: 'image/jpeg',
                  size: 48_000,
                },
                reporterName: 'Amaka Obi',
                createdAt: '2026-11-20T09:00:00.000Z',
              },
              {
                id: 'r2',
                reason: 'already_let',
                reasonLabel: 'Already let',
                details: null,
                photo: null,
                reporterName: null,
                createdAt: '2026-11-21T09:00:00.000Z',
              },
            ],
          }),
        ],
      },
      {
        documents: {
          '/api/admin/reports/a/photos/r1': new Blob(['jpeg'], { type: 'image/jpeg' }),
        },
      },
    );
    renderResource('reports', <ListingReportShow />, { dataProvider: provider, id: 'a' });
    expect(
      await screen.findByText('2 reports from 2 people · the listing is hidden'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1. Asked me to pay before a viewing or outside RentNaija'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The agent asked for ₦20,000 inspection fee by transfer.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'The reporter’s photo: chat.jpg' }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(calls).toContainEqual({
      action: 'fetch document',
      id: '/api/admin/reports/a/photos/r1',
    });
    expect(screen.getByText(/^Amaka Obi · 20 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText(/^Signed out · 21 Nov 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask the landlord' }));
    expect(await screen.findByText(LISTING_REPORT_DECIDED)).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ action: 'ask_landlord reports', id: 'a' }),
    );
  });
});
