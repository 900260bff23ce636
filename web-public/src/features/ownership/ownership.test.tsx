import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OwnershipProofDto, PropertyDto } from '@rentnaija/shared';
import { withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';

vi.mock('../../components/toast');

const { OwnerVerificationSection } = await import('./index');

const server = withFakeServer();
const listing = { id: 'p1', verifiedOwner: false, landlordId: 'u1' } as PropertyDto;
const landlord = fakeAuth({ user: { ...TENANT, role: 'landlord' }, status: 'authenticated' });

/** The listing's proofs as the server keeps them: an upload adds one, pending review. */
function proofsOfListing(proofs: Partial<OwnershipProofDto>[] = []) {
  server.on('GET /api/properties/p1/ownership-proofs', () => ({ body: proofs }));
  server.on('POST /api/properties/p1/ownership-proofs', ({ body }) => {
    const form = body as FormData;
    const proof = {
      id: 'o1',
      documentType: form.get('documentType') as OwnershipProofDto['documentType'],
      fileName: (form.get('file') as File).name,
      status: 'pending' as const,
      createdAt: '2026-11-20T09:00:00Z',
    };
    proofs = [proof];
    return { status: 201, body: proof };
  });
}

/** The document type and the file's name of an upload. */
function sent({ body }: { body: unknown }) {
  const form = body as FormData;
  return [form.get('documentType'), (form.get('file') as File).name];
}

describe("the landlord's verified-owner section", () => {
  it('asks which document first, then sends it and shows it waiting for review', async () => {
    proofsOfListing();
    renderWithProviders(<OwnerVerificationSection property={listing} />, { auth: landlord });
    expect(
      await screen.findByText('Choose which document you will send first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Choose file/ })).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Deed of assignment'));
    const file = new File(['%PDF-1.4'], 'deed.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('The document'), { target: { files: [file] } });
    await waitFor(() =>
      expect(server.callsTo('POST /api/properties/p1/ownership-proofs').map(sent)).toEqual([
        ['deed_of_assignment', 'deed.pdf'],
      ]),
    );
    expect(await screen.findByText('Your proof is waiting for review')).toBeInTheDocument();
    expect(screen.queryByLabelText('The document')).toBeNull();
  });

  it("shows the reviewer's reason after a rejection, and the badge once approved", async () => {
    proofsOfListing([
      {
        id: 'o1',
        documentType: 'title_document',
        status: 'rejected',
        rejectionReason: 'The C of O names another plot.',
        createdAt: '2026-11-18T09:00:00Z',
      },
    ]);
    const { unmount } = renderWithProviders(<OwnerVerificationSection property={listing} />, {
      auth: landlord,
    });
    expect(await screen.findByText(/The C of O names another plot\./)).toBeInTheDocument();
    expect(screen.getByLabelText('The document')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <OwnerVerificationSection property={{ ...listing, verifiedOwner: true }} />,
      { auth: landlord },
    );
    expect(
      await screen.findByText('Your listing shows the Verified owner badge'),
    ).toBeInTheDocument();
  });
});
