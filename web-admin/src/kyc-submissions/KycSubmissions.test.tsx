import type { AdminKycSubmissionDto } from '@rentnaija/shared';
import { DECISION_MESSAGES, DECISION_REASON_MESSAGES } from '@rentnaija/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawPdfsInJsdom, onePagePdf } from '../test/pdf';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import { expectNoButtons } from '../test/queries';
import KycSubmissionList from './KycSubmissionList';
import KycSubmissionShow from './KycSubmissionShow';

const submission = (
  id: string,
  firstName: string,
  overrides: Partial<AdminKycSubmissionDto> = {},
): AdminKycSubmissionDto => ({
  id,
  status: 'pending',
  isVerified: false,
  rejectionReason: null,
  submittedAt: '2026-11-20T09:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  firstName,
  lastName: 'Eze',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '07012345678',
  dateOfBirth: '1994-03-18',
  nationality: 'Nigerian',
  occupation: 'Product designer',
  employer: 'Kuda',
  employerPhone: '012345678',
  employerEmail: null,
  monthlyIncome: 850000,
  employmentType: 'full-time',
  currentAddress: '7 Alagomeji Street',
  currentCity: 'Yaba',
  currentState: 'Lagos',
  currentPostalCode: '101212',
  addressDuration: '1-2-years',
  governmentIdType: 'national-id',
  ninNumber: '11111111111',
  user: {
    id: `u-${id}`,
    name: `${firstName} Eze`,
    email: `${firstName}@example.com`,
    role: 'tenant',
  },
  ninCheck: {
    status: 'match',
    score: 100,
    vendor: 'sandbox',
    sandbox: true,
    registeredName: `${firstName} Adaeze Eze`,
    registeredDateOfBirth: '1994-03-18',
    fields: { firstName: 'exact', lastName: 'exact', dateOfBirth: 'exact' },
    message: null,
    checkedAt: '2026-11-20T09:01:00.000Z',
  },
  governmentIdDocument: {
    id: `id-${id}`,
    kind: 'government_id',
    fileName: 'national-id.png',
    mimeType: 'image/png',
    size: 48_000,
    url: `/api/kyc/documents/id-${id}`,
    createdAt: '2026-11-20T08:58:00.000Z',
  },
  proofOfResidencyDocument: {
    id: `bill-${id}`,
    kind: 'proof_of_residency',
    fileName: 'electricity-bill.pdf',
    mimeType: 'application/pdf',
    size: 2_100,
    url: `/api/kyc/documents/bill-${id}`,
    createdAt: '2026-11-20T08:59:00.000Z',
  },
  ...overrides,
});

const documents = {
  '/api/kyc/documents/id-k1': new Blob(['png'], { type: 'image/png' }),
  '/api/kyc/documents/bill-k1': onePagePdf('Ikeja Electric bill for Chioma Eze'),
};

describe('KYC submissions in the console', () => {
  it('lists the pending submissions with their NIN check', async () => {
    const { provider } = memoryDataProvider({
      'kyc-submissions': [
        submission('k1', 'Chioma'),
        submission('k2', 'Ngozi', {
          ninCheck: { ...submission('k2', 'Ngozi').ninCheck, status: 'mismatch', score: 20 },
        }),
        submission('k3', 'Tunde', { status: 'approved' }),
      ],
    });
    renderResource('kyc-submissions', <KycSubmissionList />, { dataProvider: provider });
    expect(await screen.findByText('Chioma Eze')).toBeInTheDocument();
    expect(screen.getByText('Matches the registry (100/100)')).toBeInTheDocument();
    expect(screen.getByText('Does not match the registry (20/100)')).toBeInTheDocument();
    expect(screen.queryByText('Tunde Eze')).not.toBeInTheDocument();
  });

  it("says 'No KYC submissions found' when there are none", async () => {
    const { provider } = memoryDataProvider({ 'kyc-submissions': [] });
    renderResource('kyc-submissions', <KycSubmissionList />, { dataProvider: provider });
    expect(await screen.findByText('No KYC submissions found')).toBeInTheDocument();
  });

  it('previews both documents through the authorised endpoint: the image inline, the PDF drawn by pdf.js', async () => {
    const { inkOf, restore } = await drawPdfsInJsdom();
    onTestFinished(restore);
    const { provider, calls } = memoryDataProvider(
      { 'kyc-submissions': [submission('k1', 'Chioma')] },
      { documents },
    );
    renderResource('kyc-submissions', <KycSubmissionShow />, { dataProvider: provider, id: 'k1' });
    const image = await screen.findByRole('img', { name: 'Government ID: national-id.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    // The PDF's page is a picture on a canvas, never the browser's PDF viewer.
    const page = await screen.findByRole(
      'img',
      { name: 'Proof of residency: electricity-bill.pdf: page 1 of 1' },
      { timeout: 15_000 },
    );
    expect(page.tagName).toBe('CANVAS');
    await waitFor(() => expect(page).toHaveAttribute('data-drawn', 'true'), { timeout: 15_000 });
    expect(inkOf(page)).toBeGreaterThan(100);
    expect(document.querySelectorAll('iframe, embed, object')).toHaveLength(0);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'electricity-bill.pdf');
    expect(download.getAttribute('href')).toMatch(/^blob:/);
    expect(download).not.toHaveAttribute('target');
    expect(
      calls
        .filter((c) => c.action === 'fetch document')
        .map((c) => c.id)
        .sort(),
    ).toEqual(Object.keys(documents).sort());
    expect(screen.getByText('Matches the registry (100/100)')).toBeInTheDocument();
    expect(screen.getByText('Chioma Adaeze Eze')).toBeInTheDocument();
    expect(screen.getByText(/Sandbox registry/)).toBeInTheDocument();
  });

  it('approves, with its success text', async () => {
    const { provider, calls } = memoryDataProvider(
      { 'kyc-submissions': [submission('k1', 'Chioma')] },
      { documents },
    );
    renderResource('kyc-submissions', <KycSubmissionShow />, { dataProvider: provider, id: 'k1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(DECISION_MESSAGES.kyc.approved)).toBeInTheDocument();
    expect(calls.filter((c) => c.action.includes('kyc'))).toEqual([
      { action: 'approve kyc-submissions', id: 'k1', reason: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it('asks for a reason before rejecting, and says so when a decision fails', async () => {
    const { provider, calls } = memoryDataProvider(
      { 'kyc-submissions': [submission('k1', 'Chioma')] },
      {
        documents,
        failing: { 'approve kyc-submissions': 'This submission was already rejected.' },
      },
    );
    renderResource('kyc-submissions', <KycSubmissionShow />, { dataProvider: provider, id: 'k1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        `${DECISION_MESSAGES.kyc.approveFailed}: This submission was already rejected.`,
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(DECISION_REASON_MESSAGES.required)).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByLabelText(/Reason for rejection/),
      'The ID photo is blurred; please upload a sharper one.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(DECISION_MESSAGES.kyc.rejected)).toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'reject kyc-submissions')).toEqual([
      {
        action: 'reject kyc-submissions',
        id: 'k1',
        reason: 'The ID photo is blurred; please upload a sharper one.',
      },
    ]);
  });

  it('lets support read a submission without the decision buttons', async () => {
    const { provider } = memoryDataProvider(
      { 'kyc-submissions': [submission('k1', 'Chioma')] },
      { documents },
    );
    renderResource('kyc-submissions', <KycSubmissionShow />, {
      dataProvider: provider,
      id: 'k1',
      role: 'support',
    });
    expect(await screen.findByText(/only admins approve or reject/)).toBeInTheDocument();
    expectNoButtons('Approve', 'Reject');
  });
});
