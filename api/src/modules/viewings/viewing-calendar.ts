import { TIME_ZONE, VIEWING_SLOT_MINUTES } from '@rentnaija/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Africa/Lagos as calendars need it: West Africa Time, UTC+1 all year, no daylight saving.
 * Outlook will not place a TZID it has no VTIMEZONE for.
 */
const LAGOS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'TZNAME:WAT',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface CalendarViewing {
  id: string;
  sequence: number;
  viewingDate: string;
  viewingTime: string;
  viewingType: 'virtual' | 'physical';
  message: string | null;
  /** The landlord's video-call link of a virtual viewing. */
  videoLink: string | null;
  tenantName: string;
  tenantEmail: string;
  property: { id: string; title: string; location: string };
}

export interface CalendarContext {
  /** The platform's address, the organizer of every invite. */
  organizer: { name: string; email: string };
  appUrl: string;
  /** The landlord's name, for the description. */
  landlordName: string;
}

/** The invite's UID: one per viewing, so a later update or cancellation replaces it. */
export const viewingUid = (id: string, appUrl: string) =>
  `viewing-${id}@${new URL(appUrl).hostname}`;

/**
 * The iCalendar file of a viewing: METHOD:REQUEST to add or update it in the tenant's calendar,
 * METHOD:CANCEL to remove it. Same UID throughout, SEQUENCE raised by each change, times in
 * Africa/Lagos with its VTIMEZONE, the platform as organizer and the tenant as attendee: the
 * form Google Calendar and Outlook accept from an email attachment.
 */
export function viewingCalendar(
  v: CalendarViewing,
  method: 'REQUEST' | 'CANCEL',
  ctx: CalendarContext,
): string {
  const cal = ical({
    prodId: { company: 'RentNaija', product: 'Viewings', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // The events carry the TZID; DTSTAMP stays in UTC as RFC 5545 requires.
    timezone: { name: null, generator: (tz) => (tz === TIME_ZONE ? LAGOS_VTIMEZONE : null) },
  });
  const start = dayjs.tz(`${v.viewingDate} ${v.viewingTime}`, 'YYYY-MM-DD HH:mm', TIME_ZONE);
  const link = `${ctx.appUrl}/property/${v.property.id}`;
  const kind = v.viewingType === 'virtual' ? 'Virtual viewing (video call)' : 'Physical viewing';
  cal.createEvent({
    id: viewingUid(v.id, ctx.appUrl),
    sequence: v.sequence,
    start,
    end: start.add(VIEWING_SLOT_MINUTES, 'minute'),
    timezone: TIME_ZONE,
    stamp: dayjs(),
    summary: `Viewing: ${v.property.title}`,
    description: [
      `${kind} of "${v.property.title}" with ${ctx.landlordName}.`,
      v.viewingType === 'virtual'
        ? v.videoLink
          ? `Video call (link from ${ctx.landlordName}): ${v.videoLink}`
          : 'The landlord has not added the video-call link yet.'
        : `Address: ${v.property.location}`,
      ...(v.message ? [`${ctx.landlordName} wrote: "${v.message}"`] : []),
      `Listing: ${link}`,
    ].join('\n'),
    location: v.viewingType === 'virtual' ? (v.videoLink ?? 'Video call') : v.property.location,
    url: link,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: ctx.organizer,
    attendees: [
      {
        name: v.tenantName,
        email: v.tenantEmail,
        rsvp: true,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  });
  return cal.toString();
}
