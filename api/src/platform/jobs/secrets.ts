import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';

/** A one-time secret (a reset or confirmation link) as a feature hands it to the outbox. */
export interface Secret {
  readonly $secret: string;
}
/** The same secret as the outbox stores it: encrypted, with a harmless form to show staff. */
export interface SealedSecret {
  readonly $sealed: string;
  readonly shown: string;
}
export type SecretValue = Secret | SealedSecret;

/** Marks a value (usually a link carrying a token) that staff must never be able to read. */
export const secret = (value: string): SecretValue => ({ $secret: value });

/** A payload as a renderer sees it: every secret turned into a plain string. */
export type Revealed<T> = T extends SecretValue
  ? string
  : T extends readonly (infer U)[]
    ? Revealed<U>[]
    : T extends object
      ? { [K in keyof T]: Revealed<T[K]> }
      : T;

/** What stands in for a secret wherever staff can look: the console, stored email bodies. */
export const REDACTED = 'REDACTED';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isSecret = (v: unknown): v is Secret => isObject(v) && typeof v.$secret === 'string';
const isSealed = (v: unknown): v is SealedSecret => isObject(v) && typeof v.$sealed === 'string';

/**
 * Hides the secret parts of a value while keeping what helps support: a link keeps its site
 * and page (`https://…/reset-password?token=REDACTED`); token-like path segments and every
 * query value are replaced.
 */
export function maskSecret(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return REDACTED;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return REDACTED;
  const path = url.pathname
    .split('/')
    .map((segment) => (/^[\w-]{16,}$/.test(segment) ? REDACTED : segment))
    .join('/');
  const query = [...url.searchParams.keys()].map((k) => `${k}=${REDACTED}`).join('&');
  return `${url.origin}${path}${query ? `?${query}` : ''}`;
}

function mapSecrets(value: unknown, fn: (s: SecretValue) => unknown): unknown {
  if (isSecret(value) || isSealed(value)) return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapSecrets(v, fn));
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapSecrets(v, fn)]));
  }
  return value;
}

/**
 * Seals the secrets of job payloads before they are stored (AES-256-GCM under a key derived
 * from JWT_SECRET), opens them for the one place that needs them (the email sent to its
 * recipient) and redacts them for everything else. Rotating JWT_SECRET makes sealed values
 * of jobs still pending unreadable: those jobs fail and the user asks for a new link.
 */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(
      hkdfSync('sha256', config.jwtSecret, 'rentnaija', 'outbox secrets v1', 32),
    );
  }

  seal<T>(payload: T): T {
    return mapSecrets(payload, (s) => {
      if (isSealed(s)) return s;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', this.key, iv);
      const body = Buffer.concat([cipher.update(s.$secret, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
      return { $sealed: `v1.${sealed}`, shown: maskSecret(s.$secret) } satisfies SealedSecret;
    }) as T;
  }

  reveal<T>(payload: T): Revealed<T> {
    return mapSecrets(payload, (s) => {
      if (isSecret(s)) return s.$secret;
      const raw = Buffer.from(s.$sealed.replace(/^v1\./, ''), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new Error('A sealed secret could not be opened (was JWT_SECRET changed?)');
      }
    }) as Revealed<T>;
  }

  /** The payload as staff may see it. */
  redact<T>(payload: T): Revealed<T> {
    return mapSecrets(payload, (s) =>
      isSealed(s) ? s.shown : maskSecret(s.$secret),
    ) as Revealed<T>;
  }
}
