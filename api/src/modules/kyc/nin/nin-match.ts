import { NIN_MATCH_THRESHOLDS, type NinCheckStatus, type NinFieldMatch } from '@rentnaija/shared';
import type { RegisteredIdentity } from './nin-registry.js';

/** What is stored on the KYC record once the registry has answered (or could not). */
export interface NinCheckResult {
  status: Exclude<NinCheckStatus, 'pending'>;
  /** 0–100, null when there was nothing to compare. */
  score: number | null;
  vendor: string;
  sandbox: boolean;
  registeredName: string | null;
  registeredDateOfBirth: string | null;
  fields: { firstName: NinFieldMatch; lastName: NinFieldMatch; dateOfBirth: NinFieldMatch } | null;
  message: string | null;
}

/** What the user typed that the registry can confirm. */
export interface TypedIdentity {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

/** Each part's share of the score. Names weigh most; a date of birth is easy to mistype. */
const WEIGHTS = { firstName: 0.35, lastName: 0.35, dateOfBirth: 0.3 } as const;

/** Lower case, accents dropped, letters only, as words: 'Adébáyọ̀  O.' → ['adebayo', 'o']. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length];
}

/** 1 for the same word, falling with each letter that differs ('Chiamaka'/'Chiamka': 0.88). */
const wordSimilarity = (a: string, b: string) =>
  a === b ? 1 : 1 - levenshtein(a, b) / Math.max(a.length, b.length);

/** How well the words of `typed` are found among the words of `registered` (0–1). */
function namesSimilarity(typed: string, registered: string): number {
  const words = nameWords(typed);
  const candidates = nameWords(registered);
  if (words.length === 0 || candidates.length === 0) return 0;
  const best = words.map((w) => Math.max(...candidates.map((c) => wordSimilarity(w, c))));
  return best.reduce((a, b) => a + b, 0) / best.length;
}

/**
 * How well a typed name agrees with the registry: its own registered part counts fully; the
 * other parts count a little less (a middle name given as first name, first and last names
 * swapped, which Nigerian forms often receive).
 */
function nameAgreement(typed: string, own: string, others: (string | null)[]): number {
  return Math.max(
    namesSimilarity(typed, own),
    ...others.filter((o): o is string => !!o).map((o) => 0.85 * namesSimilarity(typed, o)),
  );
}

/** 1 for the same date; 0.5 for day and month swapped; 0 otherwise. */
function dateAgreement(typed: string, registered: string | null): number | null {
  if (!registered) return null;
  if (typed === registered) return 1;
  const [y1, m1, d1] = typed.split('-');
  const [y2, m2, d2] = registered.split('-');
  return y1 === y2 && m1 === d2 && d1 === m2 ? 0.5 : 0;
}

const fieldMatch = (agreement: number | null): NinFieldMatch =>
  agreement === null
    ? 'unknown'
    : agreement >= 0.999
      ? 'exact'
      : agreement >= 0.8
        ? 'close'
        : 'different';

/**
 * Compares what the user typed with the identity registered to their NIN: a score from 0 to 100
 * and a verdict per field. A registry record without a date of birth is scored on the names.
 */
export function compareWithRegistry(
  typed: TypedIdentity,
  registered: RegisteredIdentity,
): Pick<NinCheckResult, 'status' | 'score' | 'fields'> {
  const first = nameAgreement(typed.firstName, registered.firstName, [
    registered.middleName,
    registered.lastName,
  ]);
  const last = nameAgreement(typed.lastName, registered.lastName, [
    registered.firstName,
    registered.middleName,
  ]);
  const date = dateAgreement(typed.dateOfBirth, registered.dateOfBirth);
  const weighted =
    date === null
      ? (first * WEIGHTS.firstName + last * WEIGHTS.lastName) /
        (WEIGHTS.firstName + WEIGHTS.lastName)
      : first * WEIGHTS.firstName + last * WEIGHTS.lastName + date * WEIGHTS.dateOfBirth;
  const score = Math.round(weighted * 100);
  return {
    score,
    status:
      score >= NIN_MATCH_THRESHOLDS.match
        ? 'match'
        : score >= NIN_MATCH_THRESHOLDS.partial
          ? 'partial'
          : 'mismatch',
    fields: {
      firstName: fieldMatch(first),
      lastName: fieldMatch(last),
      dateOfBirth: fieldMatch(date),
    },
  };
}

/** 'Chioma Adaeze Eze' */
export const fullName = (identity: RegisteredIdentity) =>
  [identity.firstName, identity.middleName, identity.lastName].filter(Boolean).join(' ');
