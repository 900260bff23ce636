import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserDto } from '@rentnaija/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicantFile, application } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { toast } from '../../components/toast';
import { accountAge, decisionConsequence } from './lib';

vi.mock('../../components/toast');

const { ApplicantFileView } = await import('./index');

const server = withFakeServer();
afterEach(() => {
  vi.clearAllMocks();
});

const LANDLORD = { ...TENANT, id: 'l1', name: 'Bola Ade', role: 'landlord' as const };
const amaka = application({
  id: 'a7',
  firstName: 'Amaka',
  lastName: 'Nwosu',
  ninNumber: '*******8901',
  guarantorNinNumber: '*******4321',
  ninMasked: true,
  guarantorStatus: 'confirmed',
  guarantorRespondedAt: '2026-11-21T09:00:00Z',
});

function renderFile(user: UserDto = LANDLORD) {
  return renderWithProviders(<ApplicantFileView id="a7" />, {
    route: '/applications/a7',
    auth: fakeAuth({ user, status: 'authenticated' }),
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the applicant file', () => {
  it('shows identity, money with the ratio, work, reference, guarantor and history', async () => {
    server.on('GET /api/applications/:id/file', { body: applicantFile(amaka) });
    renderFile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amaka Nwosu' })).toBeVisible();
    const identity = section('Identity');
    expect(within(identity).getByText('Verified')).toBeInTheDocument();
    expect(within(identity).getByText('Matches the registry')).toBeInTheDocument();
    expect(within(identity).getByText('*******8901')).toBeInTheDocument();
    const money = section('Money');
    expect(within(money).getByText('3.2×')).toBeInTheDocument();
    expect(within(money).getByText('Income is 3.2× the monthly rent')).toBeInTheDocument();
    expect(within(money).getByText('₦1,440,000')).toBeInTheDocument();
    expect(within(section('Work')).getByText('Andela')).toBeInTheDocument();
    expect(within(section('Reference')).getByText(/Emeka Obi/)).toBeInTheDocument();
    const guarantor = section('Guarantor');
    expect(within(guarantor).getByText('Guarantor confirmed')).toBeInTheDocument();
    expect(within(guarantor).getByText('21 Nov 2026, 10:00 WAT')).toBeInTheDocument();
    const history = section('History');
    expect(within(history).getByText(/1 active, 1 ended/)).toBeInTheDocument();
    expect(within(history).getByText('Payments completed').nextSibling).toHaveTextContent('2');
    expect(within(history).getByText(/^1 year/)).toBeInTheDocument();
  });

  it('says what approving does and posts the review only after the landlord confirms', async () => {
    server.on('GET /api/applications/:id/file', { body: applicantFile(amaka, { offerHours: 48 }) });
    server.on('POST /api/applications/:id/review', ({ body }) => ({
      body: { ...amaka, status: (body as { decision: string }).decision },
    }));
    renderFile();
    const actions = await screen.findByRole('group', { name: 'Decision' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This offers the home to Amaka Nwosu for 48 hours; other applicants will be told it is taken.',
    );
    expect(server.callsTo('POST /api/applications/a7/review')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /api/applications/a7/review')).toHaveLength(0);

    fireEvent.click(within(actions).getByRole('button', { name: 'Approve' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Application approved successfully'),
    );
    expect(server.callsTo('POST /api/applications/a7/review')).toEqual([
      expect.objectContaining({ body: { decision: 'approved' } }),
    ]);
  });

  it('asks for a reason before rejecting and says the applicant reads it', async () => {
    server.on('GET /api/applications/:id/file', { body: applicantFile(amaka) });
    server.on('POST /api/applications/:id/review', { body: { ...amaka, status: 'rejected' } });
    renderFile();
    const actions = await screen.findByRole('group', { name: 'Decision' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Amaka Nwosu will be told with your reason;');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A reason is required');
    expect(server.callsTo('POST /api/applications/a7/review')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason Amaka Nwosu reads'), {
      target: { value: 'Your income is too low for this rent.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Application rejected successfully'),
    );
    expect(server.callsTo('POST /api/applications/a7/review')[0].body).toEqual({
      decision: 'rejected',
      note: 'Your income is too low for this rent.',
    });
  });

  it('says when the identity is not verified yet, the NIN does not match and differs from the application’s', async () => {
    server.on('GET /api/applications/:id/file', {
      body: applicantFile(amaka, {
        identity: {
          kycStatus: 'pending',
          verifiedName: null,
          nin: {
            outcome: 'mismatch',
            label: 'Does not match the registry',
            masked: '*******5555',
            sameAsApplication: false,
          },
        },
      }),
    });
    renderFile();
    const identity = await screen.findByRole('region', { name: 'Identity' });
    expect(within(identity).getByText('Not verified yet')).toBeInTheDocument();
    expect(within(identity).getByText('Does not match the registry')).toBeInTheDocument();
    expect(within(identity).getByText('Not the NIN on this application')).toBeInTheDocument();
  });

  it('tells anyone but the landlord there is no such file, without decisions', async () => {
    server.on(
      'GET /api/applications/:id/file',
      apiError(404, 'APPLICATION_NOT_FOUND', 'Application not found'),
    );
    renderFile(TENANT);
    expect(await screen.findByText('Applicant file not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('lets staff read the file without the decisions', async () => {
    server.on('GET /api/applications/:id/file', { body: applicantFile(amaka) });
    renderFile({ ...TENANT, role: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Amaka Nwosu' });
    expect(screen.queryByRole('group', { name: 'Decision' })).toBeNull();
  });
});

describe('applicant file words', () => {
  it('says what each decision does', () => {
    const paid = { firstName: 'Amaka', lastName: 'Nwosu', depositPaid: true };
    expect(decisionConsequence(paid, 'approved', 72)).toMatch(
      /lets the home to Amaka Nwosu at once/,
    );
    expect(decisionConsequence(paid, 'rejected', 72)).toMatch(/refunded in full/);
  });

  it('reads an account age in days, months or years', () => {
    expect(accountAge(0)).toBe('New today');
    expect(accountAge(12)).toBe('12 days');
    expect(accountAge(95)).toBe('3 months');
    expect(accountAge(800)).toBe('2 years');
  });
});
