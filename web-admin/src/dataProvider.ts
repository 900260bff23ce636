import type {
  ListingReportOutcome,
  RefundRetryRequest,
  StaffOverviewDto,
  TenancyLedgerDto,
} from '@rentnaija/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, HttpError, type Identifier } from 'react-admin';
import { getAccessToken, refreshAccessToken } from './auth/session';
import { httpClient } from './httpClient';

const API_URL = '/api/admin';

/** What the moderation endpoints answer; the console only needs to know they succeeded. */
export interface ApproveAllResult {
  count?: number;
  approved?: number;
  /** Listings left pending: their fraud signals need a senior review. */
  held?: string[];
}

export interface AdminDataProvider extends DataProvider {
  /** `note`: why a listing held for a senior review by its fraud signals may go live. */
  approveProperty(id: Identifier, note?: string): Promise<unknown>;
  rejectProperty(id: Identifier, reason: string): Promise<unknown>;
  approveAllProperties(): Promise<ApproveAllResult>;
  /** A listing stuck under contract back on the market, its unpaid approvals withdrawn (admins). */
  releaseProperty(id: Identifier, reason: string): Promise<unknown>;
  /** Emails a reply to the sender of a contact message (support and admins). */
  replyToContactMessage(id: Identifier, message: string): Promise<unknown>;
  /** Queues a failed email again (admins). */
  retryEmail(id: Identifier): Promise<unknown>;
  /** KYC submissions and ownership proofs: POST /api/admin/<resource>/:id/approve|reject (admins). */
  approveKycSubmission(id: Identifier): Promise<unknown>;
  rejectKycSubmission(id: Identifier, reason: string): Promise<unknown>;
  approveOwnershipProof(id: Identifier): Promise<unknown>;
  rejectOwnershipProof(id: Identifier, reason: string): Promise<unknown>;
  /** Applications: POST /api/admin/applications/:id/approve|reject (admins). */
  approveApplication(id: Identifier): Promise<unknown>;
  rejectApplication(id: Identifier, reason: string): Promise<unknown>;
  /** Reported reviews: POST /api/admin/reported-reviews/:id/approve|hide (admins). */
  keepReportedReview(id: Identifier): Promise<unknown>;
  /** Listing reports: POST /api/admin/reports/:id/approve with the outcome (admins). */
  decideListingReport(id: Identifier, outcome: ListingReportOutcome): Promise<unknown>;
  /** A listing taken off after its reports, shown again with a reason (admins). */
  restoreReportedListing(id: Identifier, reason: string): Promise<unknown>;
  hideReportedReview(id: Identifier, reason: string): Promise<unknown>;
  /** Refund requests: POST /api/admin/refunds/:id/approve|deny (admins). */
  approveRefund(id: Identifier): Promise<unknown>;
  denyRefund(id: Identifier, reason: string): Promise<unknown>;
  /** A refund needing attention, sent to the tenant's bank account (admins). */
  retryRefund(id: Identifier, account: RefundRetryRequest): Promise<unknown>;
  /** Flagged payments: POST /api/admin/payments/:id/check-flag with what was found (admins). */
  checkPaymentFlag(id: Identifier, note: string): Promise<unknown>;
  /** A failed or reversed payout to a landlord, sent again (admins). */
  retryPayout(id: Identifier): Promise<unknown>;
  /** Payout accounts in review: POST /api/admin/payout-accounts/:id/approve|reject (admins). */
  approvePayoutAccount(id: Identifier): Promise<unknown>;
  rejectPayoutAccount(id: Identifier, reason: string): Promise<unknown>;
  /**
   * Disputed deposit deductions (admins): upheld, in full or `amount` of them, or refused with a
   * reason: POST /api/admin/deposit-disputes/:id/approve|refuse.
   */
  upholdDepositDeductions(
    id: Identifier,
    body: { amount?: number; reason?: string },
  ): Promise<unknown>;
  refuseDepositDeductions(id: Identifier, reason: string): Promise<unknown>;
  /** A tenancy dispute decided (admins): POST /api/admin/tenancy-disputes/:id/<decision>. */
  decideTenancyDispute(
    id: Identifier,
    decision: 'refund-full' | 'refund-partial' | 'release',
    body: { reason: string; amount?: number },
  ): Promise<unknown>;
  /** GET /api/admin/overview: named counts of what needs action. */
  getOverview(): Promise<StaffOverviewDto>;
  /** GET /api/tenancies/:id/ledger: the tenancy's money, line by line from the ledger. */
  getTenancyLedger(id: Identifier): Promise<TenancyLedgerDto>;
  /** A private file (KYC document, ownership proof, receipt PDF) read with the staff token. */
  fetchDocument(url: string, signal?: AbortSignal): Promise<Blob>;
}

const post = async (path: string, body?: unknown) => {
  const { json } = await httpClient(`${API_URL}/${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as unknown;
};

const baseProvider = simpleRestProvider(API_URL, httpClient);

const idPath = (resource: string, id: Identifier, action: string) =>
  `${resource}/${encodeURIComponent(String(id))}/${action}`;

/**
 * Reads a file the API serves only to authorised staff: `<img>` and `<iframe>` cannot send the
 * bearer token, so the console fetches it and shows it from a blob: URL.
 */
async function fetchDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  const get = async (token: string) =>
    fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal });
  let response = await get(await getAccessToken());
  if (response.status === 401) response = await get(await refreshAccessToken());
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new HttpError(
      body?.message ?? `The document could not be loaded (${response.status})`,
      response.status,
      body,
    );
  }
  return response.blob();
}

/**
 * getMany (used by reference fields, e.g. the actor of an audit entry) reads each record by id:
 * the console lists filter on named fields only, not on `id`. Ids are few and de-duplicated.
 */
const getMany: DataProvider['getMany'] = async (resource, params) => {
  const ids = [...new Set(params.ids.map(String))];
  const results = await Promise.allSettled(
    ids.map((id) => baseProvider.getOne(resource, { id, signal: params.signal })),
  );
  return {
    data: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.data] : [])),
  };
};

export const dataProvider: AdminDataProvider = {
  ...baseProvider,
  getMany,
  approveProperty: (id, note) =>
    post(`properties/${encodeURIComponent(String(id))}/approve`, note ? { note } : undefined),
  rejectProperty: (id, reason) =>
    post(`properties/${encodeURIComponent(String(id))}/reject`, { reason }),
  releaseProperty: (id, reason) => post(idPath('properties', id, 'release'), { reason }),
  approveAllProperties: async () =>
    ((await post('properties/approve-all')) ?? {}) as ApproveAllResult,
  replyToContactMessage: (id, message) =>
    post(`contact-messages/${encodeURIComponent(String(id))}/reply`, { message }),
  retryEmail: (id) => post(`email-outbox/${encodeURIComponent(String(id))}/retry`),
  approveKycSubmission: (id) => post(idPath('kyc-submissions', id, 'approve')),
  rejectKycSubmission: (id, reason) => post(idPath('kyc-submissions', id, 'reject'), { reason }),
  approveOwnershipProof: (id) => post(idPath('ownership-proofs', id, 'approve')),
  rejectOwnershipProof: (id, reason) => post(idPath('ownership-proofs', id, 'reject'), { reason }),
  approveApplication: (id) => post(idPath('applications', id, 'approve'), {}),
  rejectApplication: (id, reason) => post(idPath('applications', id, 'reject'), { reason }),
  decideListingReport: (id, outcome) => post(idPath('reports', id, 'approve'), { outcome }),
  restoreReportedListing: (id, reason) => post(idPath('reports', id, 'restore'), { reason }),
  keepReportedReview: (id) => post(idPath('reported-reviews', id, 'approve')),
  hideReportedReview: (id, reason) => post(idPath('reported-reviews', id, 'hide'), { reason }),
  approveRefund: (id) => post(idPath('refunds', id, 'approve')),
  denyRefund: (id, reason) => post(idPath('refunds', id, 'deny'), { reason }),
  retryRefund: (id, account) => post(idPath('refunds', id, 'retry'), account),
  checkPaymentFlag: (id, note) => post(idPath('payments', id, 'check-flag'), { note }),
  retryPayout: (id) => post(idPath('payouts', id, 'retry')),
  approvePayoutAccount: (id) => post(idPath('payout-accounts', id, 'approve')),
  rejectPayoutAccount: (id, reason) => post(idPath('payout-accounts', id, 'reject'), { reason }),
  upholdDepositDeductions: (id, body) => post(idPath('deposit-disputes', id, 'approve'), body),
  refuseDepositDeductions: (id, reason) =>
    post(idPath('deposit-disputes', id, 'refuse'), { reason }),
  decideTenancyDispute: (id, decision, body) =>
    post(idPath('tenancy-disputes', id, decision), body),
  getOverview: async () => {
    const { json } = await httpClient(`${API_URL}/overview`);
    return json as StaffOverviewDto;
  },
  getTenancyLedger: async (id) => {
    const { json } = await httpClient(`/api/tenancies/${encodeURIComponent(String(id))}/ledger`);
    return json as TenancyLedgerDto;
  },
  fetchDocument,
};
