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

import type { AppConfig } from '../../config/app.config.js';
import type { MailAttachment } from '../../platform/mail/mail-template.js';
import type { Viewing } from './entities/viewing.entity.js';

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

/** The pages of a viewing: the viewing in the schedule, and its listing. */
export const viewingLinks = (appUrl: string, v: { id: string; propertyId: string }) => ({
  viewing: `${appUrl}${viewingPath(v.id)}`,
  property: `${appUrl}/property/${v.propertyId}`,
});

/** The schedule, opened on one viewing. */
export const viewingPath = (id: string) => `/schedule?viewing=${id}`;

/** The invite's UID: one per viewing, so a later update or cancellation replaces it. */
export const viewingUid = (id: string, appUrl: string) =>
  `viewing-${id}@${new URL(appUrl).hostname}`;

/** What a calendar shows of a viewing, the same in the .ics and in the Google Calendar link. */
function eventFields(v: CalendarViewing, ctx: Pick<CalendarContext, 'appUrl' | 'landlordName'>) {
  const start = dayjs.tz(`${v.viewingDate} ${v.viewingTime}`, 'YYYY-MM-DD HH:mm', TIME_ZONE);
  const links = viewingLinks(ctx.appUrl, { id: v.id, propertyId: v.property.id });
  const kind = v.viewingType === 'virtual' ? 'Virtual viewing (video call)' : 'Physical viewing';
  return {
    start,
    end: start.add(VIEWING_SLOT_MINUTES, 'minute'),
    summary: `Viewing: ${v.property.title}`,
    description: [
      `${kind} of "${v.property.title}" with ${ctx.landlordName} and ${v.tenantName}.`,
      v.viewingType === 'virtual'
        ? v.videoLink
          ? `Video call (link from ${ctx.landlordName}): ${v.videoLink}`
          : 'The landlord has not added the video-call link yet.'
        : `Address: ${v.property.location}`,
      ...(v.message ? [`${ctx.landlordName} wrote: "${v.message}"`] : []),
      `The viewing: ${links.viewing}`,
      `Listing: ${links.property}`,
    ].join('\n'),
    location: v.viewingType === 'virtual' ? (v.videoLink ?? 'Video call') : v.property.location,
    link: links.viewing,
  };
}

/**
 * The viewing as a Google Calendar "add event" link: the same title, times, place and details
 * as the .ics, times in UTC (Z) with Lagos as the event's zone.
 */
export function googleCalendarUrl(
  v: CalendarViewing,
  ctx: Pick<CalendarContext, 'appUrl' | 'landlordName'>,
): string {
  const { start, end, summary, description, location } = eventFields(v, ctx);
  const utc = (d: dayjs.Dayjs) => d.utc().format('YYYYMMDD[T]HHmmss[Z]');
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: summary,
    dates: `${utc(start)}/${utc(end)}`,
    details: description,
    location,
    ctz: TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

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
  const { start, end, summary, description, location, link } = eventFields(v, ctx);
  cal.createEvent({
    id: viewingUid(v.id, ctx.appUrl),
    sequence: v.sequence,
    start,
    end,
    timezone: TIME_ZONE,
    stamp: dayjs(),
    summary,
    description,
    location,
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

/** 'RentNaija <no-reply@rentnaija.ng>' → its name and address. */
export function mailbox(from: string): { name: string; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1] || 'RentNaija', email: m[2] } : { name: 'RentNaija', email: from.trim() };
}

/** A viewing with its listing as the calendar reads it. */
const calendarViewing = (v: Viewing, sequence: number): CalendarViewing => ({
  ...v,
  sequence,
  property: { id: v.propertyId, title: v.property!.title, location: v.property!.location },
});

/**
 * The .ics of a viewing (its listing loaded): the one file both the email attaches and the
 * download serves. `sequence` is the one recorded with the email, or the viewing's own.
 */
export function viewingInvite(
  v: Viewing,
  landlordName: string,
  sequence: number,
  method: 'REQUEST' | 'CANCEL',
  config: AppConfig,
): MailAttachment & { content: string } {
  const ics = viewingCalendar(calendarViewing(v, sequence), method, {
    organizer: mailbox(config.mail.from),
    appUrl: config.appUrl,
    landlordName,
  });
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: ics,
  };
}

/** The Google Calendar link of a viewing (its listing loaded). */
export const viewingGoogleUrl = (v: Viewing, landlordName: string, appUrl: string) =>
  googleCalendarUrl(calendarViewing(v, v.sequence), { appUrl, landlordName });
