import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LandlordAnalyticsDto } from '@rentnaija/shared';
import { definitions } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { TENANT, fakeAuth, renderWithProviders, statCard as card } from '../../app/testUtils';
import { csvCell, topPropertiesCsv } from './csv';
import { AnalyticsView } from './index';

const data: LandlordAnalyticsDto = {
  period: 'week',
  range: { from: '2026-11-18', to: '2026-11-24' },
  previousRange: { from: '2026-11-11', to: '2026-11-17' },
  cards: {
    totalProperties: { value: 6, active: 2, trend: { previous: 5, change: 20, unit: 'percent' } },
    totalViews: { value: 7, trend: { previous: 0, change: null, unit: 'percent' } },
    totalRevenue: { value: 310_000, trend: { previous: 400_000, change: -23, unit: 'percent' } },
    occupancyRate: {
      value: 40,
      occupied: 2,
      eligible: 5,
      trend: { previous: 20, change: 20, unit: 'points' },
    },
  },
  revenueTrend: [
    { month: '2026-06', revenue: 0 },
    { month: '2026-07', revenue: 10_000 },
    { month: '2026-08', revenue: 0 },
    { month: '2026-09', revenue: 20_000 },
    { month: '2026-10', revenue: 30_000 },
    { month: '2026-11', revenue: 40_000 },
  ],
  viewsByProperty: [{ propertyId: 'p1', title: 'Lekki flat', views: 5 }],
  topProperties: [
    {
      propertyId: 'p1',
      title: 'Lekki flat, "sea view"',
      location: 'Lekki, Lagos',
      views: 5,
      enquiries: 1,
      revenue: 160_000,
    },
    {
      propertyId: 'p2',
      title: '=HYPERLINK("x")',
      location: 'Yaba',
      views: 0,
      enquiries: 0,
      revenue: 150_000,
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
    expect(await screen.findByText('Total Properties')).toBeInTheDocument();
    expect(card('Total Properties')).toHaveTextContent('6');
    expect(card('Total Properties')).toHaveTextContent('2 active');
    expect(card('Total Properties')).toHaveTextContent('+20% vs previous period');
    expect(card('Total Views')).toHaveTextContent('New vs previous period');
    expect(card('Total Revenue')).toHaveTextContent('₦310,000');
    expect(card('Total Revenue')).toHaveTextContent('−23% vs previous period');
    expect(card('Occupancy Rate')).toHaveTextContent('40%');
    expect(card('Occupancy Rate')).toHaveTextContent('2 of 5');
    expect(card('Occupancy Rate')).toHaveTextContent('+20 pts vs previous period');
    expect(
      within(card('Total Views')).getByRole('button', {
        name: `How Total Views is counted: ${definitions.views}`,
      }),
    ).toBeInTheDocument();
  });

  it('offers each chart as a table and links each top property to its page', async () => {
    analyticsAnswers();
    renderWithProviders(<AnalyticsView />, {
      auth: fakeAuth({ user: LANDLORD, status: 'authenticated' }),
      route: '/analytics?period=week',
    });
    const revenue = await screen.findByRole('region', { name: 'Revenue Trend' });
    expect(within(revenue).getByRole('row', { name: 'Nov 2026 ₦40,000' })).toBeInTheDocument();
    const views = screen.getByRole('region', { name: 'Property Views' });
    expect(within(views).getByRole('row', { name: 'Lekki flat 5' })).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Top Performing Properties' });
    expect(within(top).getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute(
      'href',
      '/property/p1',
    );
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
        'Property,Location,Views,Inquiries,Revenue (NGN),Period\r\n' +
        '"Lekki flat, ""sea view""","Lekki, Lagos",5,1,160000,2026-11-18 to 2026-11-24\r\n' +
        `"'=HYPERLINK(""x"")",Yaba,0,0,150000,2026-11-18 to 2026-11-24\r\n`,
    );
  });

  it("says 'No Analytics Data' when the landlord has nothing yet", async () => {
    // Without ?period= the page asks for this month.
    analyticsAnswers({
      month: { ...data, hasData: false, topProperties: [], viewsByProperty: [] },
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
      'Property,Location,Views,Inquiries,Revenue (NGN),Period\r\n',
    );
  });
});
