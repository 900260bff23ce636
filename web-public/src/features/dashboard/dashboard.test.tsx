import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LandlordDashboardDto, TenantDashboardDto } from '@rentnaija/shared';
import { definitions } from '../../app/testFixtures';
import { withFakeServer } from '../../app/testServer';
import { TENANT, fakeAuth, renderWithProviders, statCard as card } from '../../app/testUtils';
import { LandlordDashboard, TenantDashboard } from './index';

const tenantData: TenantDashboardDto = {
  stats: { saved: 2, applications: 4, approved: 3, kycStatus: 'pending', totalSpent: 465_000 },
  recentActivity: [],
  recentApplications: [],
  upcomingViewings: [],
  definitions,
};

const landlordData: LandlordDashboardDto = {
  stats: {
    listings: 6,
    active: 2,
    pendingApplications: 1,
    rentReceivedThisMonth: 310_000,
    visitorsThisMonth: 1250,
  },
  month: { from: '2026-11-01', to: '2026-11-24' },
  listingsByStatus: { available: 3, under_contract: 1, rented: 1, inactive: 1 },
  recentActivity: [
    {
      id: 'n1',
      type: 'payment.received',
      message: 'Emeka Nwosu paid ₦1,200,000 for "Lekki flat".',
      link: '/payments',
      readAt: null,
      createdAt: '2026-11-01T10:00:00Z',
    },
  ],
  upcomingViewings: [],
  tenants: [
    {
      applicationId: 'a1',
      name: 'Emeka Nwosu',
      email: 'emeka@example.com',
      phone: '08023456789',
      occupation: 'Civil engineer',
      propertyId: 'p1',
      propertyTitle: 'Lekki flat',
      approvedAt: '2026-10-01T10:00:00Z',
      paid: true,
    },
  ],
  definitions,
};

const server = withFakeServer();

describe('the tenant dashboard', () => {
  it('shows each stat card from the server, total spent in naira, and the empty states', async () => {
    server.on('GET /api/tenant/dashboard', { body: tenantData });
    renderWithProviders(<TenantDashboard />, {
      auth: fakeAuth({ user: TENANT, status: 'authenticated' }),
    });
    expect(await screen.findByText('Total Spent')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada')).toBeInTheDocument();
    expect(card('Saved Properties')).toHaveTextContent('2');
    expect(card('Applications')).toHaveTextContent('4');
    expect(card('Approved')).toHaveTextContent('3');
    expect(card('KYC Status')).toHaveTextContent('Under review');
    expect(card('Total Spent')).toHaveTextContent('₦465,000');
    expect(
      within(card('Total Spent')).getByRole('button', {
        name: `How Total Spent is counted: ${definitions.totalSpent}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
    expect(screen.getByText('No Applications Yet')).toBeInTheDocument();
    for (const to of ['/properties', '/saved-properties', '/applications', '/payments', '/kyc']) {
      expect(document.querySelector(`a[href="${to}"]`)).not.toBeNull();
    }
  });
});

describe('the landlord dashboard', () => {
  it('shows the five stat cards, the actions and the tenants tab with contact details', async () => {
    server.on('GET /api/landlord/dashboard', { body: landlordData });
    renderWithProviders(
      <LandlordDashboard properties={<p>listings</p>} applications={<p>apps</p>} />,
      {
        auth: fakeAuth({
          user: { ...TENANT, name: 'Babatunde Adeyemi', role: 'landlord' },
          status: 'authenticated',
        }),
        route: '/landlord-dashboard?tab=tenants',
      },
    );
    expect(await screen.findByText('Total Listings')).toBeInTheDocument();
    expect(card('Total Listings')).toHaveTextContent('6');
    expect(card('Active Listings')).toHaveTextContent('2');
    expect(card('Pending Applications')).toHaveTextContent('1');
    expect(card('Rent Received This Month')).toHaveTextContent('₦310,000');
    expect(card('Visitors This Month')).toHaveTextContent('1,250');
    for (const to of ['/list-property', '/messages', '/landlord/schedule-viewing', '/analytics']) {
      expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === to)).toBe(true);
    }
    expect(screen.getByRole('tab', { name: 'Tenants (1)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '08023456789' })).toHaveAttribute(
      'href',
      'tel:08023456789',
    );
    expect(screen.getByRole('link', { name: 'emeka@example.com' })).toHaveAttribute(
      'href',
      'mailto:emeka@example.com',
    );
  });
});
