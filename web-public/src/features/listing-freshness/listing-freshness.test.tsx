import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PropertyCardDto } from '@rentnaija/shared';
import { apiError, withFakeServer } from '../../app/testServer';
import { renderWithProviders } from '../../app/testUtils';

vi.setConfig({ testTimeout: 30_000 });

const { ConfirmListingLink } = await import('./index');
const { FreshnessNote } = await import('../properties');

const server = withFakeServer();
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

const link = {
  propertyId: 'p1',
  title: 'Terrace in Surulere',
  location: '3 Adeniran Ogunsanya Street, Surulere, Lagos',
  status: 'available',
  confirmedAvailableAt: daysAgo(16),
  freshness: 'stale',
  expiresAt: '2026-12-27T10:00:00Z',
};

describe('the emailed confirmation link', () => {
  it('confirms the listing in one tap without signing in', async () => {
    server.on('GET /api/listing-confirmations/:token', { body: link });
    server.on('POST /api/listing-confirmations/:token', {
      body: {
        propertyId: 'p1',
        title: link.title,
        confirmedAvailableAt: new Date().toISOString(),
        freshness: 'fresh',
        message: 'Thank you. "Terrace in Surulere" is confirmed available.',
      },
    });
    renderWithProviders(<ConfirmListingLink token="tok" />);
    expect(await screen.findByText('Terrace in Surulere')).toBeInTheDocument();
    expect(screen.getByText(/tenants see “May no longer be available”/)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Yes, it is still available').closest('button')!);
    expect(await screen.findByText('Confirmed available')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you. "Terrace in Surulere" is confirmed available.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/listing-confirmations/tok')).toHaveLength(1);
  });

  it('says plainly that a used link was used', async () => {
    server.on(
      'GET /api/listing-confirmations/:token',
      apiError(
        410,
        'LISTING_CONFIRMATION_USED',
        'This link has already been used: the listing was confirmed available on 27 Nov 2026. Nothing more is needed.',
      ),
    );
    renderWithProviders(<ConfirmListingLink token="used" />);
    expect(await screen.findByText('This link has already been used')).toBeInTheDocument();
    expect(screen.getByText(/Nothing more is needed/)).toBeInTheDocument();
  });
});

describe('the freshness note on a listing', () => {
  const card = (over: Partial<PropertyCardDto>) =>
    ({
      status: 'available',
      freshness: 'fresh',
      confirmedAvailableAt: daysAgo(0),
      ...over,
    }) as PropertyCardDto;

  it('says when it was confirmed, warns when it may be let, and says nothing of other states', () => {
    const { rerender } = renderWithProviders(
      <FreshnessNote property={card({ confirmedAvailableAt: daysAgo(5) })} />,
    );
    expect(screen.getByText('Confirmed available 5 days ago')).toBeInTheDocument();
    rerender(
      <FreshnessNote property={card({ freshness: 'stale', confirmedAvailableAt: daysAgo(15) })} />,
    );
    expect(screen.getByText('May no longer be available')).toBeInTheDocument();
    expect(screen.getByText(/Last confirmed 15 days ago/)).toBeInTheDocument();
    rerender(<FreshnessNote property={card({ status: 'rented' })} />);
    expect(screen.queryByText(/Confirmed available|May no longer/)).toBeNull();
  });
});
