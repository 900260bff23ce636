import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnershipProofDto, PropertyDto } from '@rentnaija/shared';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';

const server = vi.hoisted(() => ({ proofs: [] as unknown[], sent: [] as [string, string][] }));

vi.mock('../../components/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('../../api/client', () => ({
  api: { get: vi.fn(async () => structuredClone(server.proofs)) },
}));
vi.mock('../../api/upload', () => ({
  uploadForm: vi.fn(async (_path: string, form: FormData) => {
    const proof = {
      id: 'o1',
      documentType: form.get('documentType'),
      fileName: (form.get('file') as File).name,
      status: 'pending',
      createdAt: '2026-11-20T09:00:00Z',
    };
    server.sent.push([String(form.get('documentType')), proof.fileName]);
    server.proofs = [proof];
    return proof;
  }),
}));

const { OwnerVerificationSection } = await import('./index');

const listing = { id: 'p1', verifiedOwner: false, landlordId: 'u1' } as PropertyDto;
const landlord = fakeAuth({ user: { ...TENANT, role: 'landlord' }, status: 'authenticated' });

describe("the landlord's verified-owner section", () => {
  beforeEach(() => {
    server.proofs = [];
    server.sent = [];
  });

  it('asks which document first, then sends it and shows it waiting for review', async () => {
    renderWithProviders(<OwnerVerificationSection property={listing} />, { auth: landlord });
    expect(
      await screen.findByText('Choose which document you will send first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Choose file/ })).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Deed of assignment'));
    const file = new File(['%PDF-1.4'], 'deed.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('The document'), { target: { files: [file] } });
    await waitFor(() => expect(server.sent).toEqual([['deed_of_assignment', 'deed.pdf']]));
    expect(await screen.findByText('Your proof is waiting for review')).toBeInTheDocument();
    expect(screen.queryByLabelText('The document')).toBeNull();
  });

  it("shows the reviewer's reason after a rejection, and the badge once approved", async () => {
    server.proofs = [
      {
        id: 'o1',
        documentType: 'title_document',
        status: 'rejected',
        rejectionReason: 'The C of O names another plot.',
        createdAt: '2026-11-18T09:00:00Z',
      } as Partial<OwnershipProofDto>,
    ];
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
