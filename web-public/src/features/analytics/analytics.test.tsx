import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LandlordAnalyticsDto } from '@rentnaija/shared';
import { definitions } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { TENANT, fakeAuth, renderWithProviders, statCard as card } from '../../app/testUtils';
import { csvCell, topPropertiesCsv } from './csv';
import { moreListingsText } from './components/Charts';
import { AnalyticsView } from './index';

const data: LandlordAnalyticsDto = {
  period: 'week',
  range: { from: '2026-11-18', to: '2026-11-24' },
  previousRange: { from: '2026-11-11', to: '2026-11-17' },
  days: 7,
  cards: {
    totalProperties: { value: 6, active: 2, trend: { previous: 5, change: 20, unit: 'percent' } },
    totalViews: { value: 7, trend: { previous: 0, change: null, unit: 'percent' } },
    rentReceived: { value: 310_000, trend: { previous: 400_000, change: -23, unit: 'percent' } },
    depositsHeld: { value: 800_000, tenancies: 2 },
    occupancyRate: {
      value: 40,
      occupied: 2,
      eligible: 5,
      trend: { previous: 20, change: 20, unit: 'points' },
    },
  },
  rentByMonth: [
    { month: '2026-06', rentReceived: 0 },
    { month: '2026-07', rentReceived: 10_000 },
    { month: '2026-08', rentReceived: 0 },
    { month: '2026-09', rentReceived: 20_000 },
    { month: '2026-10', rentReceived: 30_000 },
    { month: '2026-11', rentReceived: 40_000 },
  ],
  viewsByProperty: {
    top: [
      { propertyId: 'p1', title: 'Lekki flat', views: 140 },
      { propertyId: 'p2', title: 'Yaba studio', views: 137 },
    ],
    others: 28,
    otherViews: 40,
  },
  topProperties: [
    {
      propertyId: 'p1',
      title: 'Lekki flat, "sea view"',
      location: 'Lekki, Lagos',
      views: 5,
      enquiries: 1,
      rentReceived: 160_000,
    },
    {
      propertyId: 'p2',
      title: '=HYPERLINK("x")',
      location: 'Yaba',
      views: 0,
      enquiries: 0,
      rentReceived: 150_000,
    },
  ],
  hasData: true,
  definitions,
};

const server = withFakeServer();
const LANDLORD = { ...TENANT, name: 'Babatunde Adeyemi', role: 'landlord' as const };
/** The week's figures, and what the server answers for the period asked. */
function analyticsAnswers(answers: Partial<Record<string, LandlordAnalyticsDto>> = { week: data }) {
  server.on('GET /api/landlord/analytics', ({ query }) => {
    const answer = answers[query.get('period') ?? ''];
    return answer ? { body: answer } : apiError(400, 'VALIDATION_FAILED', 'Unexpected period');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the analytics page', () => {
  it('shows each card with its figure, its computed trend and its definition', async () => {
    analyticsAnswers();
    renderWithProviders(<AnalyticsView />, {
      auth: fakeAuth({ user: LANDLORD, status: 'authenticated' }),
      route: '/analytics?period=week',
    });
    expect(await screen.findByText('Listings')).toBeInTheDocument();
    expect(card('Listings')).toHaveTextContent('6');
    expect(card('Listings')).toHaveTextContent('2 live: approved and available');
    expect(card('Listings')).toHaveTextContent('up 20% on the previous 7 days');
    expect(card('Views')).toHaveTextContent('new: none in the previous 7 days');
    expect(card('Rent Received')).toHaveTextContent('₦310,000');
    expect(card('Rent Received')).toHaveTextContent('down 23% on the previous 7 days');
    expect(card('Deposits Held')).toHaveTextContent('₦800,000');
    expect(card('Deposits Held')).toHaveTextContent('For 2 tenancies, not part of rent');
    expect(card('Occupancy')).toHaveTextContent('40%');
    expect(card('Occupancy')).toHaveTextContent('2 of 5 approved listings let');
    expect(card('Occupancy')).toHaveTextContent('up 20 points on the previous 7 days');
    for (const [label, definition] of [
      ['Views', definitions.views],
      ['Rent Received', definitions.rentReceived],
      ['Deposits Held', definitions.depositsHeld],
    ]) {
      const info = within(card(label)).getByRole('button', {
        name: `How ${label} is counted: ${definition}`,
      });
      // One tap shows the definition (touch screens have no hover).
      fireEvent.click(info);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(definition);
      fireEvent.click(info);
    }
  });

  it('offers each chart as a table and links each top property to its page', async () => {
    analyticsAnswers();
    renderWithProviders(<AnalyticsView />, {
      auth: fakeAuth({ user: LANDLORD, status: 'authenticated' }),
      route: '/analytics?period=week',
    });
    const rent = await screen.findByRole('region', { name: 'Rent Received by Month' });
    expect(within(rent).getByRole('row', { name: 'Nov 2026 ₦40,000' })).toBeInTheDocument();
    const views = screen.getByRole('region', { name: 'Most Viewed Listings' });
    expect(within(views).getByRole('row', { name: 'Lekki flat 140' })).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Top Performing Properties' });
    expect(within(top).getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute(
      'href',
      '/property/p1',
    );
  });

  it('ranks the views chart by the figure shown and says what is left out', async () => {
    analyticsAnswers();
    renderWithProviders(<AnalyticsView />, {
      auth: fakeAuth({ user: LANDLORD, status: 'authenticated' }),
      route: '/analytics?period=week',
    });
    const views = await screen.findByRole('region', { name: 'Most Viewed Listings' });
    const rows = within(views).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Lekki flat140', 'Yaba studio137']);
    expect(views).toHaveTextContent('And 28 more listings with 40 views between them.');
    expect(moreListingsText({ top: [], others: 1, otherViews: 1 })).toBe(
      'and 1 more listing with 1 view between them',
    );
    expect(moreListingsText({ top: [], others: 0, otherViews: 0 })).toBeNull();
  });

  it('exports the top properties as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:csv';
    });
    analyticsAnswers();
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderWithProviders(<AnalyticsView />, {
      auth: fakeAuth({ user: LANDLORD, status: 'authenticated' }),
      route: '/analytics?period=week',
    });
    fireEvent.click(await screen.findByRole('button', { name: /Export CSV/ }));
    expect(click).toHaveBeenCalledOnce();
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blobs[0]);
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(
      '\uFEFF' +
        'Property,Location,Views,Inquiries,Rent received (NGN),Period\r\n' +
        '"Lekki flat, ""sea view""","Lekki, Lagos",5,1,160000,2026-11-18 to 2026-11-24\r\n' +
        `"'=HYPERLINK(""x"")",Yaba,0,0,150000,2026-11-18 to 2026-11-24\r\n`,
    );
  });

  it("says 'No Analytics Data' when the landlord has nothing yet", async () => {
    // Without ?period= the page asks for this month.
    analyticsAnswers({
      month: {
        ...data,
        hasData: false,
        topProperties: [],
        viewsByProperty: { top: [], others: 0, otherViews: 0 },
      },
    });
    renderWithProviders(<AnalyticsView />, {
      auth: fakeAuth({ user: LANDLORD, status: 'authenticated' }),
      route: '/analytics',
    });
    expect(await screen.findByText('No Analytics Data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List a Property' })).toHaveAttribute(
      'href',
      '/list-property',
    );
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('+2348031234567')).toBe("'+2348031234567");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(topPropertiesCsv([], 'x')).toBe(
      'Property,Location,Views,Inquiries,Rent received (NGN),Period\r\n',
    );
  });
});
