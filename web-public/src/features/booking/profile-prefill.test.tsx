import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { application, listing, renterProfile } from '../../app/testFixtures';
import { withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';

vi.mock('../../components/toast');
vi.mock('./lib/leave', () => ({ leaveFor: vi.fn() }));

const { BookingView } = await import('./index');

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const FILLED = renterProfile({
  fields: {
    phone: '08031234567',
    dateOfBirth: '1994-05-21',
    occupation: 'Software engineer',
    employer: 'Andela',
    monthlyIncome: 900000,
    ninNumber: '12345678901',
    referenceName: 'Tunde Bakare',
    referencePhone: '08023456789',
    referenceEmail: 'tunde@example.com',
    referenceRelationship: 'colleague',
    guarantorName: 'Ngozi Eze',
    guarantorPhone: '08098765432',
    guarantorEmail: 'ngozi@example.com',
    guarantorRelationship: 'family',
    guarantorOccupation: 'Civil servant',
    guarantorEmployer: 'Lagos State Government',
    guarantorNinNumber: '10987654321',
    about: '',
  },
  missing: [],
  updatedAt: '2026-11-20T09:00:00Z',
});

const server = withFakeServer();
beforeEach(() => {
  server.on('GET /api/properties/:id', { body: listing() });
  server.on('GET /api/applications/mine', {
    body: { data: [], counts: { all: 0, pending: 0, under_review: 0, approved: 0, rejected: 0 } },
  });
});
afterEach(() => vi.clearAllMocks());

const renderBooking = () =>
  renderWithProviders(
    <Routes>
      <Route path="/payment/:propertyId" element={<BookingView propertyId="p1" />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/payment/p1', auth: fakeAuth({ user: TENANT, status: 'authenticated' }) },
  );

describe('booking from the renter profile', () => {
  it('fills the personal, reference and guarantor steps from the profile', async () => {
    server.on('GET /api/renter-profile/me', { body: FILLED });
    renderBooking();
    await screen.findByText('Step 1 of 4');
    expect(screen.getByLabelText('Occupation')).toHaveValue('Software engineer');
    expect(screen.getByLabelText('Employer')).toHaveValue('Andela');
    expect(screen.getByDisplayValue('900,000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 4');
    expect(screen.getByLabelText('Reference name')).toHaveValue('Tunde Bakare');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 3 of 4');
    expect(screen.getByLabelText('Guarantor name')).toHaveValue('Ngozi Eze');
    expect(screen.getByLabelText('Guarantor email')).toHaveValue('ngozi@example.com');
  });

  it('applies in one click with a complete profile and opens the payment step', async () => {
    server.on('GET /api/renter-profile/me', { body: FILLED });
    server.on('POST /api/renter-profile/apply', {
      status: 201,
      body: application({ id: 'a7', guarantorName: 'Ngozi Eze' }),
    });
    renderBooking();
    expect(await screen.findByText('Apply with your renter profile')).toBeInTheDocument();
    expect(
      screen.getByText(/We email your guarantor to confirm this application/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply with my profile' }));
    await screen.findByText('Step 4 of 4');
    const [sent] = server.callsTo('POST /api/renter-profile/apply');
    expect(sent.body).toEqual({ propertyId: 'p1' });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('asks to complete an unfinished profile instead of applying with it', async () => {
    server.on('GET /api/renter-profile/me', {
      body: renterProfile({ updatedAt: '2026-11-20T09:00:00Z' }),
    });
    renderBooking();
    expect(await screen.findByText('Filled in from your renter profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete my profile' })).toHaveAttribute(
      'href',
      '/renter-profile',
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Apply with my profile' })).toBeNull(),
    );
  });
});
