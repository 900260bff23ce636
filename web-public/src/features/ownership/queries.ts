/**
 * A listing's proofs of the right to let it, for its landlord (see api/queryClient.ts for the
 * conventions): the list, and sending one (uploaded with progress).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnershipDocumentType, OwnershipProofDto } from '@rentnaija/shared';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { uploadForm, type UploadOptions } from '../../api/upload';

export const ownershipKeys = {
  all: [SIGNED_IN_ROOT, 'ownership-proofs'] as const,
  listing: (propertyId: string) => [...ownershipKeys.all, propertyId] as const,
};

export const ownershipQueries = {
  listing: (propertyId: string) =>
    queryOptions({
      queryKey: ownershipKeys.listing(propertyId),
      queryFn: ({ signal }) =>
        api.get('/api/properties/{id}/ownership-proofs', {
          params: { path: { id: propertyId } },
          signal,
        }),
      // Staff may decide while the page is open.
      refetchOnWindowFocus: true,
    }),
};

export const useListingProofs = (propertyId: string) =>
  useQuery(ownershipQueries.listing(propertyId));

/** Sends a proof (the upload creates it, pending review) and refreshes the listing's proofs. */
export function useSendProof(propertyId: string) {
  const queryClient = useQueryClient();
  return async (
    documentType: OwnershipDocumentType,
    file: File,
    options: UploadOptions = {},
  ): Promise<OwnershipProofDto> => {
    const form = new FormData();
    form.append('documentType', documentType);
    form.append('file', file, file.name);
    const proof = await uploadForm<OwnershipProofDto>(
      `/api/properties/${encodeURIComponent(propertyId)}/ownership-proofs`,
      form,
      options,
    );
    await queryClient.invalidateQueries({ queryKey: ownershipKeys.listing(propertyId) });
    return proof;
  };
}
