import type { AdminOwnershipProofDto } from '@rentnaija/shared';
import { DECISION_MESSAGES } from '@rentnaija/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import OwnershipProofList from './OwnershipProofList';
import OwnershipProofShow from './OwnershipProofShow';

const proof = (
  id: string,
  title: string,
  overrides: Partial<AdminOwnershipProofDto> = {},
): AdminOwnershipProofDto => ({
  id,
  propertyId: `p-${id}`,
  documentType: 'deed_of_assignment',
  fileName: 'deed.png',
  mimeType: 'image/png',
  size: 120_000,
  url: `/api/ownership-proofs/${id}/document`,
  status: 'pending',
  rejectionReason: null,
  listingAddress: '12 Admiralty Way, Lekki Phase 1, Lagos, Lagos State',
  reviewedAt: null,
  reviewedBy: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  property: {
    id: `p-${id}`,
    title,
    location: '12 Admiralty Way, Lekki Phase 1, Lagos, Lagos State',
    verifiedOwner: false,
  },
  landlord: { id: 'l1', name: 'Babatunde Adeyemi', email: 'landlord@example.com' },
  ...overrides,
});

describe('ownership proofs in the console', () => {
  it('lists the proofs waiting for review', async () => {
    const { provider } = memoryDataProvider({
      'ownership-proofs': [
        proof('o1', 'Lekki duplex'),
        proof('o2', 'Yaba flat', { status: 'rejected' }),
      ],
    });
    renderResource('ownership-proofs', <OwnershipProofList />, { dataProvider: provider });
    expect(await screen.findByText('Lekki duplex')).toBeInTheDocument();
    expect(screen.getByText('Deed of assignment')).toBeInTheDocument();
    expect(screen.queryByText('Yaba flat')).toBeNull();
  });

  it("says 'No ownership proofs found' when none wait", async () => {
    const { provider } = memoryDataProvider({ 'ownership-proofs': [] });
    renderResource('ownership-proofs', <OwnershipProofList />, { dataProvider: provider });
    expect(await screen.findByText('No ownership proofs found')).toBeInTheDocument();
  });

  it('shows the document from the authorised endpoint and approves it', async () => {
    const url = '/api/ownership-proofs/o1/document';
    const { provider, calls } = memoryDataProvider(
      { 'ownership-proofs': [proof('o1', 'Lekki duplex')] },
      { documents: { [url]: new Blob(['png'], { type: 'image/png' }) } },
    );
    renderResource('ownership-proofs', <OwnershipProofShow />, {
      dataProvider: provider,
      id: 'o1',
    });
    const image = await screen.findByRole('img', { name: 'Deed of assignment: deed.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(DECISION_MESSAGES.proof.approved)).toBeInTheDocument();
    expect(calls.map((c) => c.action)).toContain('approve ownership-proofs');
  });

  it('warns when the listing moved since the proof was sent, and hides decisions from support', async () => {
    const moved = proof('o1', 'Lekki duplex', {
      property: {
        id: 'p-o1',
        title: 'Lekki duplex',
        location: '3 Bourdillon Road, Ikoyi, Lagos, Lagos State',
        verifiedOwner: false,
      },
    });
    const { provider } = memoryDataProvider({ 'ownership-proofs': [moved] });
    renderResource('ownership-proofs', <OwnershipProofShow />, {
      dataProvider: provider,
      id: 'o1',
      role: 'support',
    });
    expect(
      await screen.findByText(/address changed since this proof was sent/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('The document could not be loaded: Document not found'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
