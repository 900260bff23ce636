/**
 * Fraud signals: what makes a listing look wrong to a moderator, each a reason with points and
 * the evidence behind it (never a bare score). They inform staff; they never decide alone.
 */
export const LISTING_SIGNAL_CODES = [
  'duplicate_photo',
  'low_rent',
  'contact_details',
  'inspection_fee',
  'listing_burst',
  'cities_far_apart',
  'shared_identity',
] as const;
export type ListingSignalCode = (typeof LISTING_SIGNAL_CODES)[number];

/** What each signal adds to a listing's score. */
export const LISTING_SIGNAL_POINTS: Record<ListingSignalCode, number> = {
  duplicate_photo: 50,
  low_rent: 30,
  contact_details: 30,
  inspection_fee: 40,
  listing_burst: 20,
  cities_far_apart: 20,
  shared_identity: 40,
};

export const LISTING_SIGNAL_LABELS: Record<ListingSignalCode, string> = {
  duplicate_photo: "Same photo as another landlord's listing",
  low_rent: "Rent far below the area's median",
  contact_details: 'Contact or payment details in the text',
  inspection_fee: 'Asks for an inspection fee',
  listing_burst: 'New account with many listings in a day',
  cities_far_apart: 'New account with listings in cities far apart',
  shared_identity: 'Phone, bank account or device shared with other landlords',
};

/**
 * A listing scoring this much or more waits for a senior review: approving it needs an admin's
 * written note, and "Approve all" leaves it pending.
 */
export const SENIOR_REVIEW_SCORE = 50;

/** Photos whose 64-bit perceptual hashes differ in at most this many bits are the same photo. */
export const SAME_PHOTO_MAX_DISTANCE = 8;
/** A rent below this share of the median of comparable listings is flagged. */
export const LOW_RENT_SHARE = 0.5;
/** The median needs at least this many comparable listings. */
export const LOW_RENT_MIN_COMPARABLES = 5;
/** An account this young is new for the burst and distance signals. */
export const NEW_LANDLORD_DAYS = 30;
/** A new account listing this many homes within 24 hours is a burst. */
export const LISTING_BURST_COUNT = 5;
/** A new account's listings this far apart (km between city centres) are flagged. */
export const CITIES_FAR_APART_KM = 300;

export interface PhotoMatch {
  /** This listing's photo. */
  photoUrl: string;
  otherPropertyId: string;
  otherTitle: string;
  otherLandlordName: string;
  otherPhotoUrl: string;
  /** Bits that differ between the two 64-bit perceptual hashes (0: the same picture). */
  distance: number;
}

export type ContactKind = 'phone' | 'email' | 'whatsapp' | 'bank_account';

export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
  phone: 'phone number',
  email: 'email address',
  whatsapp: 'WhatsApp link',
  bank_account: 'bank account number',
};

export interface SharedIdentity {
  kind: 'phone' | 'bank_account' | 'device';
  otherLandlords: { id: string; name: string; email: string }[];
}

/** Each signal's evidence, by code. */
export interface ListingSignalEvidence {
  duplicate_photo: { matches: PhotoMatch[] };
  low_rent: { price: number; median: number; comparables: number };
  contact_details: { found: { kind: ContactKind; text: string }[] };
  inspection_fee: { phrases: string[] };
  listing_burst: { listingsInDay: number; accountAgeDays: number };
  cities_far_apart: { cities: string[]; km: number; accountAgeDays: number };
  shared_identity: { shared: SharedIdentity[] };
}

export type ListingSignal = {
  [C in ListingSignalCode]: {
    code: C;
    points: number;
    /** One sentence a moderator reads, with the figures. */
    summary: string;
    evidence: ListingSignalEvidence[C];
  };
}[ListingSignalCode];

/** A listing's signals as the console shows them. */
export interface ListingRisk {
  score: number;
  /** score ≥ SENIOR_REVIEW_SCORE: approving it needs a senior review. */
  held: boolean;
  /** When the version under review was checked; null while its check is due. */
  checkedAt: string | null;
  signals: ListingSignal[];
}

// ---- contact details in a listing's text ---------------------------------------------------

/**
 * Contact and payment details that steer a tenant away from the platform: Nigerian phone numbers
 * (0803 123 4567, +234 803 123 4567), emails, WhatsApp links and 10-digit bank account numbers
 * (NUBAN). Order matters: a phone's digits are not also a bank account.
 */
const CONTACT_PATTERNS: { kind: ContactKind; pattern: RegExp }[] = [
  {
    kind: 'whatsapp',
    pattern: /\b(?:https?:\/\/)?(?:wa\.me|(?:api|chat)\.whatsapp\.com)\/[\w/?=&%+-]*/gi,
  },
  { kind: 'email', pattern: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g },
  { kind: 'phone', pattern: /(?:\+\s?234|\b234|\b0)[\s.-]?[789][01]\d(?:[\s.-]?\d){7}\b/g },
  { kind: 'bank_account', pattern: /\b\d(?:[\s-]?\d){9}\b/g },
];

export interface ContactMatch {
  kind: ContactKind;
  text: string;
  start: number;
  end: number;
}

/** Every contact or payment detail in `text`, in order, none overlapping. */
export function findContactDetails(text: string): ContactMatch[] {
  const found: ContactMatch[] = [];
  for (const { kind, pattern } of CONTACT_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ kind, text: m[0], start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** What the public sees in place of a contact detail. */
export const MASKED_CONTACT = '[contact details removed: message the landlord on RentNaija]';

/** `text` with every contact or payment detail replaced by MASKED_CONTACT. */
export function maskContactDetails(text: string): string {
  let out = '';
  let at = 0;
  for (const f of findContactDetails(text)) {
    out += text.slice(at, f.start) + MASKED_CONTACT;
    at = f.end;
  }
  return out + text.slice(at);
}

/** Words that ask for money before a viewing: the commonest rental scam in Nigeria. */
const INSPECTION_FEE_PATTERNS = [
  /\b(?:inspection|viewing|site[\s-]visit|registration|form)\s+(?:fees?|charges?|money)\b/gi,
  /\bpay(?:ment)?\b[^.!?\n]{0,40}\bbefore\b[^.!?\n]{0,20}\b(?:inspection|viewing|visit)\b/gi,
];

/** The phrases of `text` that ask for an inspection fee, as written. */
export function findInspectionFee(text: string): string[] {
  return INSPECTION_FEE_PATTERNS.flatMap((p) => [...text.matchAll(p)].map((m) => m[0]));
}

/** The note an admin writes to approve a listing held for a senior review. */
export const SENIOR_REVIEW_NOTE_LIMITS = { min: 10, max: 1000 } as const;
export const SENIOR_REVIEW_MESSAGES = {
  noteRequired:
    "This listing's fraud signals need a senior review: say in a note why it may go live",
  noteTooShort: `A note needs at least ${SENIOR_REVIEW_NOTE_LIMITS.min} characters`,
} as const;
