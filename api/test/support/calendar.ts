import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';

/** The calendar attachment of a raw email, as mail clients see it (MIME-decoded). */
export async function calendarAttachment(raw: string) {
  const parsed = await simpleParser(raw);
  const file = parsed.attachments.find((a) => a.filename?.endsWith('.ics'));
  if (!file) throw new Error('No .ics attachment in email');
  return {
    filename: file.filename!,
    contentType: file.contentType,
    text: file.content.toString('utf8'),
  };
}

/**
 * An .ics parsed with ical.js (a strict RFC 5545 parser): the calendar's method and time zone,
 * and the event's fields. Times are the local wall-clock times with their TZID.
 */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!event) throw new Error('No VEVENT');
  const start = event.getFirstProperty('dtstart');
  const end = event.getFirstProperty('dtend');
  const startTime = start?.getFirstValue() as ICAL.Time;
  const endTime = end?.getFirstValue() as ICAL.Time;
  return {
    method: calendar.getFirstPropertyValue('method'),
    timezone: zone?.getFirstPropertyValue('tzid') ?? null,
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
    startTzid: start?.getParameter('tzid') ?? null,
    start: startTime.toString(),
    end: endTime.toString(),
    organizer: String(event.getFirstPropertyValue('organizer') ?? '').replace(/^mailto:/i, ''),
    attendees: event
      .getAllProperties('attendee')
      .map((a) => String(a.getFirstValue()).replace(/^mailto:/i, '')),
  };
}
