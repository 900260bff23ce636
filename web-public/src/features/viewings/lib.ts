import {
  CONTACT_MESSAGES,
  CONTACT_PHONE_PATTERN,
  EMAIL_PATTERN,
  isPersonName,
  lagosClockTime,
  lagosToday,
  VIDEO_LINK_LEAD_MINUTES,
  videoLinkProblem,
  VIEWING_LINK_MESSAGES,
  VIEWING_MESSAGES,
  viewingSlotProblem,
  type ViewingDto,
  type ViewingStatus,
  type ViewingType,
} from '@rentnaija/shared';

/** The landlord's schedule form (/landlord/schedule-viewing). */
export interface ScheduleForm {
  propertyId: string;
  viewingType: ViewingType;
  viewingDate: string;
  viewingTime: string;
  tenantName: string;
  tenantEmail: string;
  tenantPhone: string;
  notes: string;
  /** A virtual viewing's video-call link. */
  videoLink: string;
}

export const emptyScheduleForm = (viewingType: ViewingType = 'physical'): ScheduleForm => ({
  propertyId: '',
  viewingType,
  viewingDate: '',
  viewingTime: '',
  tenantName: '',
  tenantEmail: '',
  tenantPhone: '',
  notes: '',
  videoLink: '',
});

/**
 * Why the form cannot be sent yet, or null: every field but the message is required ('Please
 * fill in all required fields'; a virtual viewing's video-call link too), the name must be a
 * name, the email and the link must look like one, and the slot must be open now (the server
 * checks the same rules).
 */
export function scheduleFormProblem(form: ScheduleForm, now = new Date()): string | null {
  const errors = scheduleFieldErrors(form, now);
  // A missing video-call link has its own message.
  const missing = (Object.keys(errors) as ScheduleField[]).some(
    (f) => f !== 'videoLink' && form[f].trim() === '',
  );
  return missing ? VIEWING_MESSAGES.required : (Object.values(errors)[0] ?? null);
}

/** The schedule form's fields that can be wrong, each with its own message. */
export type ScheduleField = Exclude<keyof ScheduleForm, 'viewingType' | 'notes'>;

const MISSING: Record<ScheduleField, string> = {
  propertyId: 'Select a property',
  viewingDate: 'Choose a date',
  viewingTime: 'Choose a time',
  tenantName: "Enter the tenant's full name",
  tenantEmail: "Enter the tenant's email",
  tenantPhone: "Enter the tenant's phone number",
  videoLink: VIEWING_LINK_MESSAGES.videoLinkRequired,
};

/**
 * Each field's message, or none when the form can be sent: every missing field is marked at
 * once, and a filled one that does not look right says what it wants (the server checks the
 * same rules).
 */
export function scheduleFieldErrors(
  form: ScheduleForm,
  now = new Date(),
): Partial<Record<ScheduleField, string>> {
  const errors: Partial<Record<ScheduleField, string>> = {};
  const fields = (Object.keys(MISSING) as ScheduleField[]).filter(
    (f) => f !== 'videoLink' || form.viewingType === 'virtual',
  );
  for (const field of fields) if (form[field].trim() === '') errors[field] = MISSING[field];
  const name = form.tenantName.trim();
  if (name && !isPersonName(name)) errors.tenantName = VIEWING_LINK_MESSAGES.tenantNameInvalid;
  const email = form.tenantEmail.trim();
  if (email && !EMAIL_PATTERN.test(email))
    errors.tenantEmail = 'Please enter a valid email address';
  const phone = form.tenantPhone.trim();
  if (phone && !CONTACT_PHONE_PATTERN.test(phone))
    errors.tenantPhone = CONTACT_MESSAGES.phoneInvalid;
  const link = form.videoLink.trim();
  const linkProblem = form.viewingType === 'virtual' && link ? videoLinkProblem(link) : null;
  if (linkProblem) errors.videoLink = linkProblem;
  if (form.viewingDate && form.viewingTime) {
    const slot = viewingSlotProblem(form.viewingDate, form.viewingTime, now);
    if (slot) errors[slot.field] = slot.message;
  }
  return errors;
}

/** The body POST /api/viewings takes from the form. */
export const scheduleBody = (form: ScheduleForm) => ({
  propertyId: form.propertyId,
  viewingType: form.viewingType,
  viewingDate: form.viewingDate,
  viewingTime: form.viewingTime,
  tenantName: form.tenantName.trim(),
  tenantEmail: form.tenantEmail.trim(),
  tenantPhone: form.tenantPhone.trim(),
  ...(form.notes.trim() ? { notes: form.notes.trim() } : {}),
  ...(form.viewingType === 'virtual' ? { videoLink: form.videoLink.trim() } : {}),
});

/** When the tenant starts to see a virtual viewing's link, as HH:MM in West Africa Time. */
export const videoLinkShownFrom = (v: Pick<ViewingDto, 'startsAt'>) =>
  lagosClockTime(new Date(new Date(v.startsAt).getTime() - VIDEO_LINK_LEAD_MINUTES * 60_000));

/**
 * The tenant waits for a link the server will show soon (within the next day): the schedule
 * asks again every minute until it is there.
 */
export const waitsForVideoLink = (viewings: ViewingDto[], now = Date.now()) =>
  viewings.some(
    (v) =>
      v.status === 'confirmed' &&
      v.hasVideoLink &&
      v.videoLink === null &&
      new Date(v.startsAt).getTime() - now < 24 * 3600_000 &&
      new Date(v.startsAt).getTime() > now,
  );

/** 'Upcoming': today or later and still pending or confirmed. */
export const isUpcoming = (v: ViewingDto, now = new Date()) =>
  v.viewingDate >= lagosToday(now) && (v.status === 'pending' || v.status === 'confirmed');

export interface ViewingSummary {
  total: number;
  pending: number;
  confirmed: number;
  upcoming: number;
}

export function summarise(viewings: ViewingDto[], now = new Date()): ViewingSummary {
  return {
    total: viewings.length,
    pending: viewings.filter((v) => v.status === 'pending').length,
    confirmed: viewings.filter((v) => v.status === 'confirmed').length,
    upcoming: viewings.filter((v) => isUpcoming(v, now)).length,
  };
}

export type StatusFilter = 'all' | ViewingStatus;

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

export function countByStatus(viewings: ViewingDto[]): Record<StatusFilter, number> {
  const counts = { all: viewings.length, pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const v of viewings) counts[v.status] += 1;
  return counts;
}

/** The viewings a status button and an optional date leave on screen. */
export const filterViewings = (viewings: ViewingDto[], status: StatusFilter, date: string | null) =>
  viewings.filter(
    (v) => (status === 'all' || v.status === status) && (!date || v.viewingDate === date),
  );

export const STATUS_COLORS: Record<ViewingStatus, string> = {
  pending: 'gold',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'red',
};
