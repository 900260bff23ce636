import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KYC_MESSAGES, type KycMeDto } from '@rentnaija/shared';
import { tokenStore } from '../../api/tokens';
import { withFakeServer } from '../../app/testServer';
import { TENANT, fakeAuth, renderWithProviders } from '../../app/testUtils';
import { toSubmitBody } from './kycForm';
import { toast } from '../../components/toast';

vi.mock('../../components/toast');

const { KycView } = await import('./index');

// A four-step antd form renders slowly under jsdom, the more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const server = withFakeServer();
/** The user's record as the server keeps it: a submission replaces it, pending review. */
let record: unknown;
/** Uploads sent and not yet answered, in order: calling one answers it. */
let uploads: (() => void)[];
const DOCUMENT_IDS: Record<string, string> = {
  government_id: '11111111-1111-4111-8111-111111111111',
  proof_of_residency: '22222222-2222-4222-8222-222222222222',
};

beforeEach(() => {
  record = { status: 'not_submitted' };
  uploads = [];
  server.on('GET /api/kyc/me', () => ({ body: structuredClone(record) }));
  server.on('PUT /api/kyc/me', ({ body }) => {
    record = { ...(body as object), status: 'pending', submittedAt: '2026-11-20T09:00:00Z' };
    return { body: structuredClone(record) };
  });
  // A document is 40% sent until the test lets its upload finish.
  server.on('POST /api/kyc/documents', ({ body, progress }) => {
    const form = body as FormData;
    const file = form.get('file') as File;
    const kind = String(form.get('kind'));
    progress?.(40);
    return new Promise((resolve) =>
      uploads.push(() =>
        resolve({
          status: 201,
          body: {
            id: DOCUMENT_IDS[kind],
            kind,
            fileName: file.name,
            mimeType: 'image/png',
            size: file.size,
            url: '/api/kyc/documents/x',
            createdAt: '2026-11-20T09:00:00Z',
          },
        }),
      ),
    );
  });
});

/** The kind and file name of each document uploaded. */
const uploaded = () =>
  server.callsTo('POST /api/kyc/documents').map(({ body }) => {
    const form = body as FormData;
    return [form.get('kind'), (form.get('file') as File).name];
  });
/** The bodies of the submissions. */
const submitted = () => server.callsTo('PUT /api/kyc/me').map((c) => c.body);

const signedIn = (user = TENANT) => fakeAuth({ user, status: 'authenticated' });
const next = () => userEvent.click(screen.getByRole('button', { name: /Next/ }));
const stepTitle = (n: number, title: string) =>
  screen.findByRole('heading', { name: `Step ${n} of 4: ${title}` });
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillPersonal() {
  type('Phone number', '08031234567');
  type('Date of birth', '1990-01-15');
  await next();
  await stepTitle(2, 'Employment');
}

/** A rejected record with every answer but the documents: resubmitting starts from it. */
const REJECTED = {
  status: 'rejected',
  rejectionReason: 'Please upload your documents again.',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: '08031234567',
  dateOfBirth: '1990-01-15',
  nationality: 'Nigerian',
  occupation: 'Accountant',
  employer: 'Dangote Group',
  employerPhone: '012700000',
  employerEmail: null,
  monthlyIncome: 650000,
  employmentType: 'full-time',
  currentAddress: '14 Herbert Macaulay Way',
  currentCity: 'Yaba',
  currentState: 'Lagos',
  currentPostalCode: null,
  addressDuration: '2-5-years',
  governmentIdType: 'national-id',
  ninNumber: '12345678901',
  governmentIdDocument: null,
  proofOfResidencyDocument: null,
} satisfies KycMeDto;

/** Opens the form of the rejected record and goes through the three filled steps. */
async function toDocumentsStep() {
  record = structuredClone(REJECTED);
  renderWithProviders(<KycView />, { auth: signedIn() });
  fireEvent.click(await screen.findByRole('button', { name: 'Update and resubmit' }));
  for (const [n, title] of [
    [2, 'Employment'],
    [3, 'Current address'],
    [4, 'Documents and NIN'],
  ] as const) {
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await stepTitle(n, title);
  }
}

function pickFile(label: string, name: string) {
  const file = new File(['x'.repeat(2048)], name, { type: 'image/png' });
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the KYC page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('asks visitors to log in, and tells other roles KYC is not for them', async () => {
    const { unmount } = renderWithProviders(<KycView />);
    expect(screen.getByText(KYC_MESSAGES.loginRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    unmount();
    renderWithProviders(<KycView />, { auth: signedIn({ ...TENANT, role: 'support' }) });
    expect(screen.getByText(KYC_MESSAGES.onlyTenantsAndLandlords)).toBeInTheDocument();
  });

  it('keeps the user on a step until its required fields are valid', async () => {
    renderWithProviders(<KycView />, { auth: signedIn() });
    await stepTitle(1, 'Personal details');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    await next();
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    type('Phone number', '12345');
    type('Date of birth', '2015-05-01');
    await next();
    expect(
      await screen.findByText(
        'Enter a Nigerian phone number such as 08031234567 or +2348031234567',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('You must be at least 18 years old')).toBeInTheDocument();
    await fillPersonal();

    await next();
    expect(await screen.findByText('Occupation is required')).toBeInTheDocument();
    expect(screen.getByText('Monthly income is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose an employment type')).toBeInTheDocument();
    // The employer email is optional, as the step check has it.
    expect(
      screen.queryByText(/Employer email/i, { selector: '.ant-form-item-explain-error' }),
    ).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await stepTitle(1, 'Personal details');
    expect(screen.getByLabelText('Phone number')).toHaveValue('08031234567');
  });

  it('checks the address step: address and city required, a postal code of 6 digits if given', async () => {
    record = structuredClone(REJECTED);
    renderWithProviders(<KycView />, { auth: signedIn() });
    fireEvent.click(await screen.findByRole('button', { name: 'Update and resubmit' }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await stepTitle(2, 'Employment');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await stepTitle(3, 'Current address');
    type('Address', '');
    type('City', ' ');
    type(/Postal code/, '1012');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Postal code must be 6 digits')).toBeInTheDocument();
    type('Address', '3 Aminu Kano Crescent');
    type('City', 'Wuse 2');
    type(/Postal code/, '');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await stepTitle(4, 'Documents and NIN');
  });

  it('wants a NIN of exactly 11 digits and both documents', async () => {
    await toDocumentsStep();
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
    type('NIN (National Identification Number)', '1234567890');
    fireEvent.click(screen.getByRole('button', { name: /Submit for review/ }));
    expect(await screen.findByText('NIN must be exactly 11 digits')).toBeInTheDocument();
    expect(screen.getByText('Please upload your government ID')).toBeInTheDocument();
    expect(screen.getByText('Please upload a proof of residency')).toBeInTheDocument();
    expect(screen.getByText(KYC_MESSAGES.completeAllFields)).toBeInTheDocument();
    type('NIN (National Identification Number)', '1234567890A');
    fireEvent.blur(screen.getByLabelText('NIN (National Identification Number)'));
    await waitFor(() =>
      expect(screen.getAllByText('NIN must be exactly 11 digits')).toHaveLength(1),
    );
    expect(submitted()).toEqual([]);
  });

  it('refuses before sending: a file not JPG, PNG or PDF, one over 5 MB, and an upload without a session', async () => {
    await toDocumentsStep();
    fireEvent.change(screen.getByLabelText('Government ID'), {
      target: { files: [new File(['<html>'], 'id.html', { type: 'text/html' })] },
    });
    expect(await screen.findByText(KYC_MESSAGES.invalidFileType)).toBeInTheDocument();
    const big = new File(['x'], 'bill.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText('Proof of residency'), { target: { files: [big] } });
    expect(await screen.findByText(KYC_MESSAGES.fileTooLarge)).toBeInTheDocument();
    // A session that ended meanwhile: the upload is not even tried.
    tokenStore.clear();
    pickFile('Proof of residency', 'bill.png');
    expect(
      await screen.findByText(KYC_MESSAGES.uploadFailed(KYC_MESSAGES.noAuthToken)),
    ).toBeInTheDocument();
    expect(uploaded()).toEqual([]);
  });

  it('shows upload progress, refuses to submit until uploads finish, then submits every field', async () => {
    await toDocumentsStep();
    type('NIN (National Identification Number)', '12345678901');
    pickFile('Government ID', 'id-card.png');
    const progress = await screen.findByRole('progressbar', { name: 'Upload of id-card.png' });
    // The bar shows from the start; the sent part follows as the upload reports it.
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    fireEvent.click(screen.getByRole('button', { name: /Submit for review/ }));
    expect(await screen.findByText(KYC_MESSAGES.waitForUploads)).toBeInTheDocument();

    // The file's name shows while it uploads too: wait for its progress bar to go.
    const done = async (name: string) => {
      await waitFor(() =>
        expect(screen.queryByRole('progressbar', { name: `Upload of ${name}` })).toBeNull(),
      );
      expect(screen.getByText(name)).toBeInTheDocument();
    };
    act(() => uploads[0]());
    await done('id-card.png');
    pickFile('Proof of residency', 'bill.png');
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]());
    await done('bill.png');
    expect(uploaded()).toEqual([
      ['government_id', 'id-card.png'],
      ['proof_of_residency', 'bill.png'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: /Submit for review/ }));
    await waitFor(() => expect(submitted()).toHaveLength(1));
    expect(submitted()[0]).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phone: '08031234567',
      dateOfBirth: '1990-01-15',
      nationality: 'Nigerian',
      occupation: 'Accountant',
      employer: 'Dangote Group',
      employerPhone: '012700000',
      monthlyIncome: 650000,
      employmentType: 'full-time',
      currentAddress: '14 Herbert Macaulay Way',
      currentCity: 'Yaba',
      currentState: 'Lagos',
      addressDuration: '2-5-years',
      governmentIdType: 'national-id',
      ninNumber: '12345678901',
      governmentIdDocumentId: '11111111-1111-4111-8111-111111111111',
      proofOfResidencyDocumentId: '22222222-2222-4222-8222-222222222222',
    });
    expect(toast.success).toHaveBeenCalledWith(KYC_MESSAGES.submitted);
    expect(await screen.findByText('Your KYC is being reviewed')).toBeInTheDocument();
  });

  it('shows a rejection with its reason, and takes the user back to the form to resubmit', async () => {
    record = {
      status: 'rejected',
      rejectionReason: 'The ID photo is blurred; please upload a sharper one.',
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phone: '08031234567',
      ninNumber: '12345678901',
      submittedAt: '2026-11-18T09:00:00Z',
      reviewedAt: '2026-11-19T09:00:00Z',
      governmentIdType: 'passport',
      governmentIdDocument: {
        id: 'd1',
        kind: 'government_id',
        fileName: 'passport.jpg',
        mimeType: 'image/jpeg',
        size: 90_000,
        url: '/api/kyc/documents/d1',
        createdAt: '2026-11-18T08:00:00Z',
      },
    } satisfies Partial<KycMeDto> as unknown;
    renderWithProviders(<KycView />, { auth: signedIn() });
    expect(await screen.findByText('Your KYC submission was not approved')).toBeInTheDocument();
    expect(
      screen.getByText('The ID photo is blurred; please upload a sharper one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('*******8901')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update and resubmit' }));
    await stepTitle(1, 'Personal details');
    expect(screen.getByLabelText('Phone number')).toHaveValue('08031234567');
  });

  it('shows an approved record as verified', async () => {
    record = { status: 'approved', isVerified: true, firstName: 'Ada', lastName: 'Obi' };
    renderWithProviders(<KycView />, { auth: signedIn() });
    expect(await screen.findByText('Your identity is verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update and resubmit' })).toBeNull();
  });
});

describe('the KYC request body', () => {
  it('leaves empty optional fields out and trims text', () => {
    const body = toSubmitBody({
      firstName: ' Ada ',
      employerEmail: '',
      currentPostalCode: '  ',
      monthlyIncome: 0,
    });
    expect(body).toMatchObject({ firstName: 'Ada', monthlyIncome: 0 });
    expect(body).not.toHaveProperty('employerEmail');
    expect(body).not.toHaveProperty('currentPostalCode');
  });
});
