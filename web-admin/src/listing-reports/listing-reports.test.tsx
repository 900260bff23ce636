import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import ListingReportList, {
  LISTING_REPORT_DECIDED,
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
  landlordName: 'Babatunde Adeyemi',
  reportCount: 3,
  reporterCount: 3,
  reasons: ['already_let', 'pay_before_viewing'],
  listingHidden: true,
  outcome: null,
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
});
