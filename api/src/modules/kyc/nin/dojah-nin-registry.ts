import {
  type NinLookup,
  NinRegistry,
  type RegisteredIdentity,
  RegistryUnavailableError,
} from './nin-registry.js';

export interface DojahOptions {
  appId: string;
  apiKey: string;
  /** The vendor's test environment instead of the live registry. */
  sandbox: boolean;
  /** Overrides the base address (a proxy, or a fake server in tests). */
  baseUrl?: string;
  timeoutMs?: number;
}

const LIVE = 'https://api.dojah.io';
const SANDBOX = 'https://sandbox.dojah.io';

/** Where the vendor's answers put each part: its API page's names, then its SDK's and NIMC's. */
const FIELDS = {
  firstName: ['first_name', 'firstname', 'firstName'],
  middleName: ['middle_name', 'middlename', 'middleName'],
  lastName: ['last_name', 'surname', 'lastname', 'lastName'],
  dateOfBirth: ['date_of_birth', 'birth_date', 'birthdate', 'dateOfBirth', 'dob'],
} as const;

/** The first non-empty text among `keys` of `entity`. */
function field(entity: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = entity[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** 'YYYY-MM-DD' (also with a time after it) as is; 'DD-MM-YYYY' or 'DD/MM/YYYY' turned around. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null;
}

/**
 * The identity in a lookup's `entity`, in either shape the vendor documents: its API page's
 * `first_name`/`last_name`/`date_of_birth` (YYYY-MM-DD) or its SDK's
 * `firstname`/`surname`/`birth_date` (DD-MM-YYYY). Null when there is no first and last name.
 */
export function dojahIdentity(entity: unknown): RegisteredIdentity | null {
  if (!entity || typeof entity !== 'object' || Array.isArray(entity)) return null;
  const e = entity as Record<string, unknown>;
  const firstName = field(e, FIELDS.firstName);
  const lastName = field(e, FIELDS.lastName);
  if (!firstName || !lastName) return null;
  return {
    firstName,
    middleName: field(e, FIELDS.middleName),
    lastName,
    dateOfBirth: isoDate(field(e, FIELDS.dateOfBirth)),
  };
}

/**
 * Dojah's NIN lookup (`GET /api/v1/kyc/nin?nin=…`, headers `AppId` and `Authorization` with the
 * secret key), answering `{ entity: { … } }` with the identity in one of two documented shapes
 * (see dojahIdentity). Its answer for an unknown NIN is not documented: a 404, or a 400 whose
 * error says 'not found', is read as not found. What cannot be read (another 4xx, a 200 without
 * a usable entity, a body that is not JSON) is 'unreadable', final and shown to reviewers; only
 * an unreachable vendor, refused credentials, a rate limit or a 5xx are retried.
 */
export class DojahNinRegistry extends NinRegistry {
  readonly vendor = 'dojah';
  readonly sandbox: boolean;
  private readonly base: string;

  constructor(private readonly options: DojahOptions) {
    super();
    this.sandbox = options.sandbox;
    this.base = (options.baseUrl ?? (options.sandbox ? SANDBOX : LIVE)).replace(/\/$/, '');
  }

  async lookup(nin: string): Promise<NinLookup> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.base}/api/v1/kyc/nin?nin=${encodeURIComponent(nin)}`, {
        headers: {
          Accept: 'application/json',
          AppId: this.options.appId,
          Authorization: this.options.apiKey,
        },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
      text = await response.text();
    } catch (error) {
      throw new RegistryUnavailableError(`Dojah could not be reached: ${String(error)}`);
    }
    const { status } = response;
    if (status === 401 || status === 403 || status === 408 || status === 429 || status >= 500) {
      throw new RegistryUnavailableError(`Dojah answered ${status}`);
    }
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: read below as an answer that cannot be understood.
    }
    const error =
      body && typeof body === 'object' && 'error' in body ? String(body.error).slice(0, 120) : '';
    if (status === 404 || (status === 400 && /not\s*found|no record/i.test(error))) {
      return { found: false, reason: 'not_found' };
    }
    const identity =
      response.ok && body && typeof body === 'object' && 'entity' in body
        ? dojahIdentity(body.entity)
        : null;
    if (identity) return { found: true, identity };
    return {
      found: false,
      reason: 'unreadable',
      detail: response.ok
        ? `Dojah answered ${status} without a name in its entity`
        : `Dojah answered ${status}${error ? `: ${error}` : ''}`,
    };
  }
}
