/**
 * Reviews' server state (see api/queryClient.ts for the conventions): a listing's and a
 * landlord's reviews in public, a tenancy's reviews for its parties, and writing, answering and
 * reporting one.
 */
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { idempotent, useActionMutation } from '../../api/actions';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';

export const reviewKeys = {
  all: ['reviews'] as const,
  listing: (id: string, page: number) => [...reviewKeys.all, 'listing', id, page] as const,
  landlord: (id: string, page: number) => [...reviewKeys.all, 'landlord', id, page] as const,
  tenancy: (id: string) => [SIGNED_IN_ROOT, 'reviews', 'tenancy', id] as const,
};

export const reviewQueries = {
  listing: (id: string, page = 1) =>
    queryOptions({
      queryKey: reviewKeys.listing(id, page),
      queryFn: ({ signal }) =>
        api.get('/api/properties/{id}/reviews', {
          params: { path: { id }, query: { page } },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  landlord: (id: string, page = 1) =>
    queryOptions({
      queryKey: reviewKeys.landlord(id, page),
      queryFn: ({ signal }) =>
        api.get('/api/landlords/{id}/reviews', {
          params: { path: { id }, query: { page } },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  tenancy: (id: string) =>
    queryOptions({
      queryKey: reviewKeys.tenancy(id),
      queryFn: ({ signal }) =>
        api.get('/api/tenancies/{id}/reviews', { params: { path: { id } }, signal }),
    }),
};

export const useListingReviews = (id: string, page: number) =>
  useQuery(reviewQueries.listing(id, page));

export const useLandlordReviews = (id: string, page: number) =>
  useQuery(reviewQueries.landlord(id, page));

export function useTenancyReviews(id: string) {
  const { status } = useAuth();
  return useQuery({ ...reviewQueries.tenancy(id), enabled: status === 'authenticated' });
}

/** After a review changed: every list that may show it is read again. */
function useReviewsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: [SIGNED_IN_ROOT, 'reviews'] }),
    ]);
}

export type ReviewBody = {
  stage: 'during' | 'end';
  power: number;
  water: number;
  security: number;
  responsiveness: number;
  asAdvertised: 'yes' | 'partly' | 'no';
  powerGridHours?: number | null;
  powerBackup?: 'none' | 'generator' | 'inverter' | 'both' | null;
  text: string;
};

/** The tenant writes the review the tenancy opens. */
export function useSubmitReview(tenancyId: string) {
  const changed = useReviewsChanged();
  return useActionMutation({
    mutationFn: (body: ReviewBody, key) =>
      api.post('/api/tenancies/{id}/reviews', {
        params: { path: { id: tenancyId } },
        body,
        ...idempotent(key),
      }),
    onSuccess: changed,
  });
}

/** The landlord answers a review, once. */
export function useAnswerReview() {
  const changed = useReviewsChanged();
  return useActionMutation({
    mutationFn: ({ id, text }: { id: string; text: string }, key) =>
      api.post('/api/reviews/{id}/answer', {
        params: { path: { id } },
        body: { text },
        ...idempotent(key),
      }),
    onSuccess: changed,
  });
}

/** A party reports a review to staff, once. */
export function useReportReview() {
  const changed = useReviewsChanged();
  return useActionMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }, key) =>
      api.post('/api/reviews/{id}/report', {
        params: { path: { id } },
        body: { reason },
        ...idempotent(key),
      }),
    onSuccess: changed,
  });
}
