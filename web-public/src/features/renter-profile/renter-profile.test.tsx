import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileShareDto, TenantReviewDto } from '@rentnaija/shared';
import { renterProfile } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { captureDownloads, fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';

vi.mock('../../components/toast');
const { RenterProfileView, SharedProfileView } = await import('./index');

const server = withFakeServer();
afterEach(() => vi.clearAllMocks());

const openLink: ProfileShareDto = {
  id: 's1',
  url: 'http://localhost/shared-profile/s1_sig',
  sections: ['work', 'rentRecord'],
  expiresAt: '2026-12-04T09:00:00Z',
  revokedAt: null,
  state: 'open',
  createdAt: '2026-11-27T09:00:00Z',
};

const review: TenantReviewDto = {
  id: 'r1',
  tenancyId: 't1',
  rentOnTime: 5,
  careOfHome: 4,
  communication: 5,
  wouldLetAgain: true,
  text: 'Paid every month on time and left the flat spotless.',
  landlordName: 'Babatunde Adeyemi',
  propertyTitle: 'Two-bedroom flat in Yaba',
  createdAt: '2026-10-01T09:00:00Z',
};

const renderPage = () =>
  renderWithProviders(<RenterProfileView />, {
    auth: fakeAuth({ user: TENANT, status: 'authenticated' }),
  });

describe('the renter profile page', () => {
  it('shows the rent record from one labelled list, facts added later included, not editable', async () => {
    server.on('GET /api/renter-profile/me', {
      body: renterProfile({
        rentRecord: {
          tenancies: {
            awaiting_signatures: 0,
            awaiting_move_in: 0,
            active: 1,
            ended: 2,
            cancelled: 0,
            disputed: 0,
          },
          completedPayments: 3,
          disputesRaised: 0,
          rentMonthsOnTime: 11,
          rentMonthsLate: 1,
          depositsReturnedInFull: 2,
        },
        landlordReviews: [review],
      }),
    });
    renderPage();
    const record = (await screen.findByRole('heading', { name: /Your rent record/ })).closest(
      'section',
    ) as HTMLElement;
    const value = (label: string) => within(record).getByText(label).nextSibling;
    expect(value('Tenancies on RentNaija')).toHaveTextContent('3 (1 active, 2 ended)');
    expect(value('Months of rent paid on time')).toHaveTextContent('11');
    expect(value('Months of rent paid late')).toHaveTextContent('1');
    expect(value('Deposits returned in full')).toHaveTextContent('2');
    expect(value('Payments completed')).toHaveTextContent('3');
    expect(within(record).queryByRole('textbox')).toBeNull();
    expect(
      screen.getByText('Paid every month on time and left the flat spotless.'),
    ).toBeInTheDocument();
  });

  it('saves the typed details and what landlords see, with field errors from the server', async () => {
    server.on('GET /api/renter-profile/me', { body: renterProfile() });
    server.on(
      'PUT /api/renter-profile/me',
      apiError(400, 'VALIDATION_FAILED', 'Invalid input', [
        { field: 'guarantorNinNumber', message: 'Guarantor NIN number must be 11 digits' },
      ]),
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText('Occupation'), {
      target: { value: 'Nurse' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Guarantor/ }));
    fireEvent.click(
      screen.getByRole('switch', { name: /Show landlords’ reviews of me to landlords I apply to/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Guarantor NIN number must be 11 digits')).toBeInTheDocument();
    const [sent] = server.callsTo('PUT /api/renter-profile/me');
    expect(sent.body).toMatchObject({
      occupation: 'Nurse',
      shown: expect.arrayContaining(['identity', 'work', 'rentRecord', 'guarantor']),
      showLandlordReviews: true,
      monthlyIncome: null,
    });
    expect(sent.body).not.toHaveProperty('rentRecord');
  });

  it('makes a link that expires, copies it, shares it on WhatsApp and withdraws it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    let shares: ProfileShareDto[] = [];
    server.on('GET /api/renter-profile/me', () => ({ body: renterProfile({ shares }) }));
    server.on('POST /api/renter-profile/share', () => {
      shares = [openLink];
      return { status: 201, body: openLink };
    });
    server.on('POST /api/renter-profile/share/:id/revoke', () => {
      shares = [{ ...openLink, state: 'revoked', revokedAt: '2026-11-27T10:00:00Z' }];
      return { body: shares[0] };
    });
    renderPage();
    await screen.findByRole('button', { name: 'Make a link' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Link opens for' }));
    fireEvent.click(await screen.findByTitle('Open 30 days'));
    fireEvent.click(screen.getByRole('button', { name: 'Make a link' }));
    expect(await screen.findByDisplayValue(openLink.url)).toBeInTheDocument();
    const [made] = server.callsTo('POST /api/renter-profile/share');
    expect(made.body).toEqual({ days: 30 });
    expect(made.headers.get('Idempotency-Key')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Copy/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(openLink.url));
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toContain(
      encodeURIComponent(openLink.url),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(openLink.url)).toBeNull();
  });

  it('downloads the profile as a PDF', async () => {
    server.on('GET /api/renter-profile/me', { body: renterProfile() });
    server.on('GET /api/renter-profile/me.pdf', {
      raw: new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const downloads = captureDownloads();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(downloads.clicks).toHaveLength(1));
    expect(downloads.clicks[0]!.download).toBe('renter-profile-chioma-eze.pdf');
  });
});

describe('a shared profile', () => {
  it('shows only the chosen parts, signed out', async () => {
    server.on('GET /api/renter-profile/shared/:token', {
      body: {
        name: 'Chioma Eze',
        memberSince: '2025-10-02T09:00:00Z',
        about: null,
        sections: ['work'],
        work: { occupation: 'Software engineer', employer: 'Andela', monthlyIncome: 900000 },
        expiresAt: '2026-12-04T09:00:00Z',
      },
    });
    renderWithProviders(<SharedProfileView token="s1_sig" />, {
      auth: fakeAuth({ status: 'anonymous' }),
    });
    expect(await screen.findByRole('heading', { name: 'Chioma Eze' })).toBeInTheDocument();
    expect(screen.getByText('Software engineer')).toBeInTheDocument();
    expect(screen.getByText('₦900,000')).toBeInTheDocument();
    expect(screen.queryByText('Guarantor')).toBeNull();
    expect(screen.queryByText(/Rent record/)).toBeNull();
  });

  it('says so when the link has expired or was withdrawn', async () => {
    server.on(
      'GET /api/renter-profile/shared/:token',
      apiError(410, 'PROFILE_SHARE_GONE', 'This shared profile has expired or was withdrawn.'),
    );
    await act(async () => {
      renderWithProviders(<SharedProfileView token="s1_sig" />, {
        auth: fakeAuth({ status: 'anonymous' }),
      });
    });
    expect(await screen.findByText('This link has expired')).toBeInTheDocument();
  });
});
