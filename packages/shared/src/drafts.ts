/**
 * Unfinished forms kept on the server for the signed-in user: the listing wizard, the booking
 * form (one per listing) and the identity check. They resume on any device, and are discarded
 * when the form is submitted or after DRAFT_KEEP_DAYS untouched.
 */

export const DRAFT_KINDS = ['listing', 'booking', 'kyc'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** The largest draft kept, as JSON bytes (a listing with 20 photos is about 15 KB). */
export const DRAFT_MAX_BYTES = 32 * 1024;

/** Drafts not touched for this many days are deleted by the daily sweep. */
export const DRAFT_KEEP_DAYS = 30;

/**
 * Fields never kept in a draft, at any depth: passwords, card details and identity numbers
 * are typed again when the form is sent.
 */
export const DRAFT_SECRET_FIELDS: readonly string[] = [
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'cardNumber',
  'cvv',
  'pin',
  'ninNumber',
  'guarantorNinNumber',
];

/** A draft as the API answers it. */
export interface DraftDto {
  kind: DraftKind;
  /** The listing a booking draft (or a listing edit) is for; '' for none. */
  key: string;
  /** The step the user was on, from 0. */
  step: number;
  data: Record<string, unknown>;
  updatedAt: string;
}

/** The fields of `data` (with their paths) that a draft may not keep. */
export function draftSecretFields(data: unknown, path = ''): string[] {
  if (Array.isArray(data)) {
    return data.flatMap((item, i) => draftSecretFields(item, `${path}${path ? '.' : ''}${i}`));
  }
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data as Record<string, unknown>).flatMap(([key, value]) => {
    const at = `${path}${path ? '.' : ''}${key}`;
    return DRAFT_SECRET_FIELDS.includes(key) ? [at] : draftSecretFields(value, at);
  });
}

/** `values` without the fields a draft may not keep (top level; forms are flat). */
export function withoutDraftSecrets<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => !DRAFT_SECRET_FIELDS.includes(key)),
  ) as Partial<T>;
}
