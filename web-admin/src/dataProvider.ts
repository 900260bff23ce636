import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { httpClient } from './httpClient';

const API_URL = '/api/admin';

/** What the moderation endpoints answer; the console only needs to know they succeeded. */
export interface ApproveAllResult {
  count?: number;
  approved?: number;
}

export interface AdminDataProvider extends DataProvider {
  approveProperty(id: Identifier): Promise<unknown>;
  rejectProperty(id: Identifier, reason: string): Promise<unknown>;
  approveAllProperties(): Promise<ApproveAllResult>;
  /** Emails a reply to the sender of a contact message (support and admins). */
  replyToContactMessage(id: Identifier, message: string): Promise<unknown>;
  /** Queues a failed email again (admins). */
  retryEmail(id: Identifier): Promise<unknown>;
}

const post = async (path: string, body?: unknown) => {
  const { json } = await httpClient(`${API_URL}/${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as unknown;
};

const baseProvider = simpleRestProvider(API_URL, httpClient);

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
  approveProperty: (id) => post(`properties/${encodeURIComponent(String(id))}/approve`),
  rejectProperty: (id, reason) =>
    post(`properties/${encodeURIComponent(String(id))}/reject`, { reason }),
  approveAllProperties: async () =>
    ((await post('properties/approve-all')) ?? {}) as ApproveAllResult,
  replyToContactMessage: (id, message) =>
    post(`contact-messages/${encodeURIComponent(String(id))}/reply`, { message }),
  retryEmail: (id) => post(`email-outbox/${encodeURIComponent(String(id))}/retry`),
};
