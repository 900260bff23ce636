import { type NinLookup, NinRegistry, RegistryUnavailableError } from './nin-registry.js';

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

interface DojahEntity {
  first_name?: string;
  last_name?: string;
  middle_name?: string | null;
  date_of_birth?: string | null;
}

/** 'YYYY-MM-DD' as is; 'DD-MM-YYYY' (some of the vendor's answers) turned around. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null;
}

/**
 * Dojah's NIN lookup (`GET /api/v1/kyc/nin?nin=…`, headers `AppId` and `Authorization` with the
 * secret key): `{ entity: { first_name, last_name, middle_name, date_of_birth, … } }`, or a 4xx
 * with `{ error }` for a NIN it does not know. Written from the vendor's published API reference;
 * the tests run it against a fake server of that shape.
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
    try {
      response = await fetch(`${this.base}/api/v1/kyc/nin?nin=${encodeURIComponent(nin)}`, {
        headers: {
          Accept: 'application/json',
          AppId: this.options.appId,
          Authorization: this.options.apiKey,
        },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new RegistryUnavailableError(`Dojah could not be reached: ${String(error)}`);
    }
    const body = (await response.json().catch(() => null)) as {
      entity?: DojahEntity;
      error?: string;
    } | null;
    if (response.status === 401 || response.status === 403) {
      throw new RegistryUnavailableError(`Dojah refused the credentials (${response.status})`);
    }
    if (
      response.status === 404 ||
      (response.status === 400 && /not found/i.test(body?.error ?? ''))
    ) {
      return { found: false };
    }
    if (!response.ok || !body?.entity?.first_name || !body.entity.last_name) {
      throw new RegistryUnavailableError(
        `Dojah answered ${response.status}${body?.error ? `: ${body.error}` : ''}`,
      );
    }
    const entity = body.entity;
    return {
      found: true,
      identity: {
        firstName: entity.first_name!,
        middleName: entity.middle_name || null,
        lastName: entity.last_name!,
        dateOfBirth: isoDate(entity.date_of_birth),
      },
    };
  }
}
