import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffOverviewDto } from '@rentnaija/shared';
import { withFakeServer } from '../../app/testServer';
import { TENANT, fakeAuth, renderWithProviders } from '../../app/testUtils';
import { StaffOverview } from './index';

const overview: StaffOverviewDto = {
  generatedAt: '2026-11-20T09:00:00Z',
  counts: {
    pendingListings: {
      count: 4,
      label: 'Listings waiting for review',
      resource: 'properties',
      filter: { moderationStatus: 'pending' },
    },
    pendingKyc: {
      count: 1,
      label: 'KYC submissions waiting for review',
      resource: 'kyc-submissions',
      filter: { status: 'pending' },
    },
    failedEmails: {
      count: 0,
      label: 'Emails that failed',
      resource: 'email-outbox',
      filter: { status: 'failed' },
    },
  },
};

const server = withFakeServer();

describe('the staff landing page', () => {
  it('shows each count of what needs action, linking into the console’s filtered list', async () => {
    server.on('GET /api/admin/overview', { body: overview });
    renderWithProviders(<StaffOverview />, {
      auth: fakeAuth({
        user: { ...TENANT, name: 'Segun Support', role: 'support' },
        status: 'authenticated',
      }),
    });
    const kyc = await screen.findByRole('link', { name: /KYC submissions waiting for review/ });
    expect(kyc).toHaveTextContent('1');
    expect(kyc).toHaveAttribute(
      'href',
      `/admin/kyc-submissions?filter=${encodeURIComponent('{"status":"pending"}')}`,
    );
    expect(screen.getByRole('link', { name: /Listings waiting for review/ })).toHaveTextContent(
      '4',
    );
    expect(screen.getByRole('link', { name: /Emails that failed/ })).toHaveTextContent('All clear');
    expect(screen.getByText(/5 items need action/)).toBeInTheDocument();
  });
});
