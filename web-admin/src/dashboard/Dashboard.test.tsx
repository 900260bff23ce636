import type { StaffOverviewDto } from '@rentnaija/shared';
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import Dashboard from './Dashboard';

const overview = (pendingKyc: number): StaffOverviewDto => ({
  generatedAt: '2026-11-20T09:00:00.000Z',
  counts: {
    pendingListings: {
      count: 2,
      label: 'Listings waiting for review',
      resource: 'properties',
      filter: { moderationStatus: 'pending' },
    },
    pendingKyc: {
      count: pendingKyc,
      label: 'KYC submissions waiting for review',
      resource: 'kyc-submissions',
      filter: { status: 'pending' },
    },
    openTenancyDisputes: {
      count: 1,
      label: 'Tenancy disputes waiting for a decision',
      resource: 'tenancy-disputes',
      filter: { state: 'open' },
    },
    failedEmails: {
      count: 0,
      label: 'Emails that failed',
      resource: 'email-outbox',
      filter: { status: 'failed' },
    },
  },
});

describe('the console dashboard', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says the API runs without its job queue while Redis does not answer', async () => {
    const report = {
      status: 'degraded',
      details: {
        database: { status: 'up' },
        queue: { status: 'degraded', mode: 'redis', message: 'Redis does not answer' },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(report), { status: 200 })),
    );
    const { provider } = memoryDataProvider({}, { overview: overview(0) });
    renderResource('dashboard', <Dashboard />, { dataProvider: provider });
    expect(await screen.findByText(/Running without the job queue/)).toBeInTheDocument();
    expect(screen.getByText('Job queue: not answering')).toBeInTheDocument();
    expect(screen.getByText('Database: up')).toBeInTheDocument();
  });

  it('shows what needs action, each count linking to its filtered list', async () => {
    const { provider } = memoryDataProvider({}, { overview: overview(3) });
    renderResource('dashboard', <Dashboard />, { dataProvider: provider });
    const kyc = await screen.findByRole('link', { name: /KYC submissions waiting for review/ });
    expect(kyc).toHaveTextContent('3');
    expect(kyc.getAttribute('href')).toBe(
      `/admin/kyc-submissions?filter=${encodeURIComponent('{"status":"pending"}')}`,
    );
    expect(screen.getByRole('link', { name: /Listings waiting for review/ })).toHaveTextContent(
      '2',
    );
    expect(screen.getByRole('link', { name: /Emails that failed/ })).toHaveTextContent(
      'No failed emails.',
    );
    const disputes = screen.getByRole('link', { name: /Tenancy disputes waiting for a decision/ });
    expect(disputes).toHaveTextContent('1');
    expect(disputes.getAttribute('href')).toBe(
      `/admin/tenancy-disputes?filter=${encodeURIComponent('{"state":"open"}')}`,
    );
  });

  it('counts again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const extras = { overview: overview(3) };
    const { provider, calls } = memoryDataProvider({}, extras);
    renderResource('dashboard', <Dashboard />, { dataProvider: provider });
    await screen.findByRole('link', { name: /KYC submissions waiting for review/ });
    const before = calls.filter((c) => c.action === 'overview').length;
    extras.overview = overview(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls.filter((c) => c.action === 'overview').length).toBe(before + 1);
    expect(
      await screen.findByRole('link', { name: /KYC submissions waiting for review/ }),
    ).toHaveTextContent('1');
  });
});
