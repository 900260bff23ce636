import { baseUrl, query } from './browser.js';
import { DEMO_PASSWORD } from './console.js';

/**
 * Calls the API as a client would (POST when there is a body, unless `method` says otherwise);
 * throws on an error status.
 */
export async function api<T>(
  path: string,
  init: { token?: string; body?: unknown; method?: 'PUT' } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface Applicant {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * A new tenant account with the demo password, confirmed; with `verified`, its identity is
 * approved too (the demo tenant's KYC answers under the applicant's name and `nin`).
 */
export async function createTenant(a: Applicant, verified?: { nin: string }): Promise<void> {
  await query(
    `INSERT INTO users (name, email, phone, password_hash, role, status, email_verified_at)
     SELECT $2, $1, $3, password_hash, 'tenant', 'active', now()
     FROM users WHERE email = 'tenant@example.com'`,
    [a.email, `${a.firstName} ${a.lastName}`, a.phone],
  );
  if (!verified) return;
  await query(
    `INSERT INTO kyc_records
     SELECT (jsonb_populate_record(null::kyc_records, to_jsonb(k) || jsonb_build_object(
       'id', gen_random_uuid(), 'user_id', u.id, 'first_name', $2::text, 'last_name', $3::text,
       'email', u.email, 'nin_number', $4::text))).*
     FROM kyc_records k, users u
     WHERE k.user_id = (SELECT id FROM users WHERE email = 'tenant@example.com')
       AND k.status = 'approved' AND u.email = $1`,
    [a.email, a.firstName, a.lastName, verified.nin],
  );
}

/** Signs in to the API with the demo password; answers the access token. */
export async function apiToken(email: string): Promise<string> {
  const { accessToken } = await api<{ accessToken: string }>('/api/auth/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  return accessToken;
}

/** The applicant applies for the listing through the API, with a reference and a guarantor. */
export async function applyFor(a: Applicant, propertyId: string): Promise<void> {
  await api('/api/applications', {
    token: await apiToken(a.email),
    body: {
      propertyId,
      ...a,
      dateOfBirth: '1993-08-14',
      occupation: 'Pharmacist',
      employer: 'HealthPlus',
      monthlyIncome: 720000,
      ninNumber: '44556677889',
      referenceName: 'Emeka Obi',
      referencePhone: '08027770000',
      referenceEmail: 'emeka.obi@example.com',
      referenceRelationship: 'colleague',
      guarantorName: 'Chinedu Eze',
      guarantorPhone: '08039990000',
      guarantorEmail: 'chinedu.eze@example.com',
      guarantorRelationship: 'family',
      guarantorOccupation: 'Engineer',
      guarantorEmployer: 'NNPC',
      guarantorNinNumber: '99887766554',
    },
  });
}
