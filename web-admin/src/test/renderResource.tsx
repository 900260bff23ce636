import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  Notification,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
  type GetManyParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateParams,
  ResourceContextProvider,
} from 'react-admin';
import {
  OPEN_APPLICATION_STATUSES,
  type StaffOverviewDto,
  type TenancyLedgerDto,
} from '@rentnaija/shared';
import { i18nProvider } from '../i18nProvider';
import type { AdminDataProvider } from '../dataProvider';

type Records = Record<string, RaRecord[]>;

/** Filter values the API reads as several (`<resource>.<field>.<value>`), as it does. */
const STANDS_FOR: Record<string, readonly unknown[]> = {
  'applications.status.open': OPEN_APPLICATION_STATUSES,
};

/**
 * An in-memory console API for component tests: lists filter on equal fields and page, and the
 * moderation calls change the listing as the server would. `calls` records every moderation.
 */
export function memoryDataProvider(
  records: Records,
  extras: {
    /** GET /api/admin/overview's answer, for the dashboard. */
    overview?: StaffOverviewDto;
    /** Tenancies' money records by tenancy id, as getTenancyLedger reads them (else empty). */
    ledgers?: Record<string, TenancyLedgerDto>;
    /** Private documents by URL, as fetchDocument reads them. */
    documents?: Record<string, Blob>;
    /** Custom actions that fail, e.g. 'approve kyc-submissions', with the server's message. */
    failing?: Record<string, string>;
  } = {},
) {
  const calls: { action: string; id: unknown; reason?: string; note?: string; data?: unknown }[] =
    [];
  /**
   * Approves or refuses a reviewed record as the API would (KYC, ownership proofs, applications,
   * refunds): `verb` names the call ('approve', 'reject', 'deny'), `changes` what it sets.
   */
  const decide = (
    resource: string,
    id: unknown,
    reason?: string,
    verb: string = reason === undefined ? 'approve' : 'reject',
    changes: Record<string, unknown> = {
      status: reason === undefined ? 'approved' : 'rejected',
      rejectionReason: reason ?? null,
    },
  ) => {
    const action = `${verb} ${resource}`;
    calls.push({ action, id, reason });
    if (extras.failing?.[action]) return Promise.reject(new Error(extras.failing[action]));
    const record = find(resource, id);
    if (!record) return Promise.reject(new Error('Not found'));
    Object.assign(record, changes);
    return Promise.resolve(record);
  };
  const find = (resource: string, id: unknown) =>
    (records[resource] ?? []).find((r) => String(r.id) === String(id));
  const moderate = (id: unknown, changes: Record<string, unknown>) => {
    const listing = find('properties', id);
    if (!listing) return Promise.reject(new Error('Property not found'));
    Object.assign(listing, changes);
    return Promise.resolve(listing);
  };
  const provider = {
    getList: (
      resource: string,
      { filter = {}, pagination = { page: 1, perPage: 25 } }: GetListParams,
    ) => {
      const matching = (records[resource] ?? []).filter((r) =>
        Object.entries(filter).every(([key, value]) => {
          const wanted = STANDS_FOR[`${resource}.${key}.${String(value)}`] ?? value;
          return Array.isArray(wanted) ? wanted.includes(r[key]) : r[key] === wanted;
        }),
      );
      const start = (pagination.page - 1) * pagination.perPage;
      return Promise.resolve({
        data: matching.slice(start, start + pagination.perPage),
        total: matching.length,
      });
    },
    getOne: (resource: string, { id }: GetOneParams) => {
      const record = find(resource, id);
      // A copy, as a server answers: an in-place change must reach the page as a new record.
      return record
        ? Promise.resolve({ data: { ...record } })
        : Promise.reject(new Error('Not found'));
    },
    getMany: (resource: string, { ids }: GetManyParams) =>
      Promise.resolve({ data: ids.map((id) => find(resource, id)).filter(Boolean) as RaRecord[] }),
    getManyReference: () => Promise.resolve({ data: [], total: 0 }),
    update: (resource: string, { id, data }: UpdateParams) => {
      calls.push({ action: `update ${resource}`, id, data });
      return Promise.resolve({ data: Object.assign(find(resource, id)!, data) });
    },
    updateMany: () => Promise.resolve({ data: [] }),
    create: () => Promise.reject(new Error('not supported')),
    delete: () => Promise.reject(new Error('not supported')),
    deleteMany: () => Promise.reject(new Error('not supported')),
    approveProperty: (id: Identifier, note?: string) => {
      calls.push(note === undefined ? { action: 'approve', id } : { action: 'approve', id, note });
      return moderate(id, {
        moderationStatus: 'approved',
        isApproved: true,
        rejectionReason: null,
      });
    },
    rejectProperty: (id: Identifier, reason: string) => {
      calls.push({ action: 'reject', id, reason });
      return moderate(id, {
        moderationStatus: 'rejected',
        isApproved: false,
        rejectionReason: reason,
      });
    },
    approveAllProperties: () => Promise.resolve({ approved: 0 }),
    approveKycSubmission: (id: Identifier) => decide('kyc-submissions', id),
    rejectKycSubmission: (id: Identifier, reason: string) => decide('kyc-submissions', id, reason),
    approveOwnershipProof: (id: Identifier) => decide('ownership-proofs', id),
    rejectOwnershipProof: (id: Identifier, reason: string) =>
      decide('ownership-proofs', id, reason),
    approveApplication: (id: Identifier) =>
      decide('applications', id, undefined, 'approve', { status: 'approved' }),
    rejectApplication: (id: Identifier, reason: string) =>
      decide('applications', id, reason, 'reject', { status: 'rejected', reviewNote: reason }),
    decideListingReport: (id: Identifier, outcome: string) =>
      decide('reports', id, undefined, outcome, { status: 'decided', outcome }),
    restoreReportedListing: (id: Identifier, reason: string) =>
      decide('reports', id, reason, 'restore', { listingHidden: false }),
    keepReportedReview: (id: Identifier) =>
      decide('reported-reviews', id, undefined, 'keep', { status: 'kept' }),
    hideReportedReview: (id: Identifier, reason: string) =>
      decide('reported-reviews', id, reason, 'hide', { status: 'hidden', decisionReason: reason }),
    approveRefund: (id: Identifier) =>
      decide('refunds', id, undefined, 'approve', { status: 'approved' }),
    denyRefund: (id: Identifier, reason: string) =>
      decide('refunds', id, reason, 'deny', { status: 'denied', decisionReason: reason }),
    retryRefund: (id: Identifier, account: { accountNumber: string; bankId: string }) =>
      decide('refunds', id, JSON.stringify(account), 'retry', { status: 'approved' }),
    checkPaymentFlag: (id: Identifier, note: string) =>
      decide('payments', id, note, 'check flag', {
        flagCheck: {
          checkedAt: '2026-11-21T08:30:00.000Z',
          checkedBy: { id: 'a1', name: 'Ada Admin' },
          note,
        },
      }),
    retryPayout: (id: Identifier) =>
      decide('payouts', id, undefined, 'retry', {
        state: 'pending',
        failedAt: null,
        lastError: null,
      }),
    approvePayoutAccount: (id: Identifier) =>
      decide('payout-accounts', id, undefined, 'approve', { status: 'verified' }),
    rejectPayoutAccount: (id: Identifier, reason: string) =>
      decide('payout-accounts', id, reason, 'reject', { status: 'rejected', reviewNote: reason }),
    upholdDepositDeductions: (id: Identifier, body: { amount?: number; reason?: string }) =>
      decide('deposit-disputes', id, body.reason, 'uphold', {
        state: 'settled',
        decisionReason: body.reason ?? null,
      }),
    refuseDepositDeductions: (id: Identifier, reason: string) =>
      decide('deposit-disputes', id, reason, 'refuse', {
        state: 'settled',
        decisionReason: reason,
      }),
    decideTenancyDispute: (
      id: Identifier,
      decision: string,
      body: { reason: string; amount?: number },
    ) =>
      decide('tenancy-disputes', id, body.reason, decision, {
        state: 'decided',
        decision: decision.replace('-', '_'),
        refundAmount: body.amount ?? null,
        decisionReason: body.reason,
      }),
    getOverview: () => {
      calls.push({ action: 'overview', id: null });
      return extras.overview
        ? Promise.resolve(structuredClone(extras.overview))
        : Promise.reject(new Error('No overview'));
    },
    getTenancyLedger: (id: string) => {
      calls.push({ action: 'tenancy ledger', id });
      const empty: TenancyLedgerDto = {
        tenancyId: id,
        reference: '',
        lines: [],
        totals: { held: 0, released: 0, refunded: 0, paidOut: 0 },
        balance: 0,
        receipts: [],
      };
      return Promise.resolve(structuredClone(extras.ledgers?.[id] ?? empty));
    },
    fetchDocument: (url: string) => {
      calls.push({ action: 'fetch document', id: url });
      const blob = extras.documents?.[url];
      return blob ? Promise.resolve(blob) : Promise.reject(new Error('Document not found'));
    },
  } as unknown as AdminDataProvider;
  return { provider, calls };
}

/** A signed-in staff member of `role` (admin or support). */
export const staff = (role: 'admin' | 'support'): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(role),
  getIdentity: () => Promise.resolve({ id: `${role}-1`, fullName: `Demo ${role}` }),
});

/**
 * Renders one resource page inside the console's providers, with its toasts, at
 * `/admin/<resource>` or at `id`'s page (`/admin/<resource>/<id>`, for edit and show views).
 */
export function renderResource(
  resource: string,
  page: ReactElement,
  {
    dataProvider,
    role = 'admin',
    id,
  }: { dataProvider: DataProvider; role?: 'admin' | 'support'; id?: string },
) {
  const path = id ? `/admin/${resource}/${id}` : `/admin/${resource}`;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={staff(role)}
        i18nProvider={i18nProvider}
        basename="/admin"
      >
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={id ? `/admin/${resource}/:id` : `/admin/${resource}`} element={page} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
