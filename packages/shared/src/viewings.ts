/**
 * Viewings, saved searches and the text-message channel: the rules the server enforces and the
 * forms follow, and the JSON shapes of their routes.
 */
import type { ListingSummary } from './api-types.js';
import { TIME_ZONE } from './constants.js';
import { addDays, isCalendarDate } from './dates.js';

export const VIEWING_TYPES = ['virtual', 'physical'] as const;
export type ViewingType = (typeof VIEWING_TYPES)[number];

export const VIEWING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/** How long the schedule form's success banner stays before the form resets. */
export const VIEWING_FORM_RESET_MS = 3000;

/** A viewing lasts one slot. */
export const VIEWING_SLOT_MINUTES = 30;

/** 09:00, 09:30, … 18:30 (the last slot starts at 18:30). */
export const VIEWING_TIME_SLOTS: readonly string[] = Array.from(
  { length: (18 * 60 + 30 - 9 * 60) / VIEWING_SLOT_MINUTES + 1 },
  (_, i) => {
    const minutes = 9 * 60 + i * VIEWING_SLOT_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

/** How far ahead a viewing may be booked, in days after today (WAT). */
export const VIEWING_BOOKING_WINDOW_DAYS = 90;

export const VIEWING_MESSAGES = {
  required: 'Please fill in all required fields',
  scheduled: 'Viewing scheduled successfully! An invite has been sent to the tenant.',
  scheduleFailed: 'Failed to schedule viewing. Please try again.',
  updateFailed: 'Failed to update viewing status',
  empty: 'No Scheduled Viewings',
  pastDate: 'The date cannot be earlier than today',
  invalidDate: 'Choose a valid date',
  tooFarAhead: `Viewings can be booked up to ${VIEWING_BOOKING_WINDOW_DAYS} days ahead`,
  pastTime: 'This time has already passed. Please choose a later time.',
  badSlot: 'Choose a time slot between 09:00 and 18:30, every 30 minutes',
  slotTaken: 'This time is already booked for this property. Please choose another slot.',
  requested: 'Viewing requested! The landlord will confirm it.',
} as const;

/** What the forms and the server say about a virtual viewing's link and the invitee's name. */
export const VIEWING_LINK_MESSAGES = {
  videoLinkRequired: 'Add the video-call link: a virtual viewing needs one before it is confirmed',
  videoLinkInvalid:
    'Enter the video-call link as a full https:// address (Google Meet, Zoom, WhatsApp or another)',
  videoLinkSaved: 'Video-call link saved. The tenant has been sent the updated invite.',
  tenantNameInvalid: 'Enter the tenant’s name in letters (no web or email addresses)',
} as const;

/** A video-call link is at most this long. */
export const VIDEO_LINK_MAX_LENGTH = 500;

/** The tenant sees a virtual viewing's link from this many minutes before it starts. */
export const VIDEO_LINK_LEAD_MINUTES = 30;

/**
 * Why `value` is not a usable video-call link, or null when it is: any https address with a
 * host name (meet.google.com, zoom.us, wa.me, chat.whatsapp.com and the like), no spaces, no
 * user name or password in it.
 */
export function videoLinkProblem(value: string): string | null {
  if (value.length > VIDEO_LINK_MAX_LENGTH || /\s/.test(value)) {
    return VIEWING_LINK_MESSAGES.videoLinkInvalid;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return VIEWING_LINK_MESSAGES.videoLinkInvalid;
  }
  const hostOk = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname);
  if (url.protocol !== 'https:' || !hostOk || url.username || url.password) {
    return VIEWING_LINK_MESSAGES.videoLinkInvalid;
  }
  return null;
}

/**
 * A person's name as a landlord types it for an invitee: letters (any script), spaces,
 * apostrophes, hyphens and dots after initials; no digits, no '://', '@' or 'word.word' that a
 * mail client would make a link of.
 */
export function isPersonName(value: string): boolean {
  return /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(value) && !/\.\p{L}{2}/u.test(value);
}

const lagosDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const lagosClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today's date in West Africa Time, as YYYY-MM-DD. */
export const lagosToday = (now: Date = new Date()) => lagosDate.format(now);

/** The time of day in West Africa Time, as HH:MM. */
export const lagosClockTime = (now: Date = new Date()) => lagosClock.format(now);

/** The last day a viewing may be booked on today (YYYY-MM-DD, WAT); the forms' date maximum. */
export const lastViewingDay = (now: Date = new Date()) =>
  addDays(lagosToday(now), VIEWING_BOOKING_WINDOW_DAYS);

/** When a slot starts: West Africa Time is UTC+1 all year (no daylight saving). */
export const viewingStartsAt = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

/**
 * Why a date and time cannot be booked now ('The date cannot be earlier than today', more than
 * VIEWING_BOOKING_WINDOW_DAYS ahead, a slot outside 09:00–18:30, a time already passed today),
 * or null when they can.
 */
export function viewingSlotProblem(
  date: string,
  time: string,
  now: Date = new Date(),
): { field: 'viewingDate' | 'viewingTime'; message: string } | null {
  if (!isCalendarDate(date)) return { field: 'viewingDate', message: VIEWING_MESSAGES.invalidDate };
  if (!VIEWING_TIME_SLOTS.includes(time)) {
    return { field: 'viewingTime', message: VIEWING_MESSAGES.badSlot };
  }
  if (date < lagosToday(now)) return { field: 'viewingDate', message: VIEWING_MESSAGES.pastDate };
  if (date > lastViewingDay(now)) {
    return { field: 'viewingDate', message: VIEWING_MESSAGES.tooFarAhead };
  }
  if (viewingStartsAt(date, time).getTime() <= now.getTime()) {
    return { field: 'viewingTime', message: VIEWING_MESSAGES.pastTime };
  }
  return null;
}

const dayFmt = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 'Tue, 1 Dec 2026' for the date of a viewing (a calendar date, no time zone shift). */
export const formatViewingDate = (date: string) => dayFmt.format(new Date(`${date}T12:00:00Z`));

/** The slots of `date` still open for booking now (all of them on a later day). */
export const openSlots = (date: string, now: Date = new Date()) =>
  VIEWING_TIME_SLOTS.filter((time) => !viewingSlotProblem(date, time, now));

export interface ViewingDto {
  id: string;
  status: ViewingStatus;
  viewingType: ViewingType;
  /** YYYY-MM-DD, in West Africa Time. */
  viewingDate: string;
  /** HH:MM, in West Africa Time. */
  viewingTime: string;
  startsAt: string;
  tenantId: string | null;
  tenantName: string;
  tenantEmail: string;
  tenantPhone: string | null;
  message: string | null;
  /**
   * The video-call link of a virtual viewing: always for its landlord; for the tenant only from
   * VIDEO_LINK_LEAD_MINUTES before the start (null before then, and when there is none).
   */
  videoLink: string | null;
  /** The landlord has added a video-call link (whether or not the caller may see it yet). */
  hasVideoLink: boolean;
  /** Who made it: a tenant's request, or the landlord's schedule. */
  requestedBy: 'tenant' | 'landlord';
  property: Pick<ListingSummary, 'id' | 'title' | 'location' | 'price'>;
  /** What the caller may do with it now. */
  canConfirm: boolean;
  canCancel: boolean;
  /** The landlord may add or change the video-call link now. */
  canEditVideoLink: boolean;
  /**
   * Add to calendar, for a confirmed viewing (null otherwise): the Google Calendar link; the
   * .ics is GET /api/viewings/{id}/invite.ics.
   */
  googleCalendarUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A viewing in the console (staff read every viewing; nothing there changes one). */
export interface AdminViewingDto extends Omit<
  ViewingDto,
  'canConfirm' | 'canCancel' | 'canEditVideoLink' | 'googleCalendarUrl' | 'property'
> {
  property: Pick<ListingSummary, 'id' | 'title' | 'location' | 'city' | 'price'>;
  landlord: { id: string; name: string; email: string } | null;
  /** When the reminder the day before went out; null until then. */
  reminderSentAt: string | null;
}

/** Saved searches: how often new matches are sent, and how many one user may keep. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

/** The browse filters a saved search keeps (the /properties query parameters, minus paging). */
export const SAVED_SEARCH_FILTER_KEYS = [
  'query',
  'location',
  'city',
  'state',
  'type',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'amenities',
  'powerSupply',
  'maxServiceCharge',
  'status',
  'bbox',
  'near',
  'radiusKm',
  'sortBy',
] as const;
export type SavedSearchFilters = Partial<Record<(typeof SAVED_SEARCH_FILTER_KEYS)[number], string>>;

export interface SavedSearchDto {
  id: string;
  name: string;
  filters: SavedSearchFilters;
  frequency: SavedSearchFrequency;
  /** False once the user unsubscribed from its emails (they can turn it back on). */
  alertsEnabled: boolean;
  lastDigestAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Text messages: the channels a user may opt into once their phone is verified. */
export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_ATTEMPTS = 5;

export interface TextPreferencesDto {
  phone: string | null;
  phoneVerified: boolean;
  phoneVerifiedAt: string | null;
  sms: boolean;
  whatsapp: boolean;
}
