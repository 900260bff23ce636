import { formatViewingDate } from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app.config.js';
import {
  breakLinks,
  layout,
  type MailAction,
  type MailParagraph,
  mailTemplate,
  quoted,
} from '../../platform/mail/mail-template.js';
import { User } from '../users/entities/user.entity.js';
import { Viewing } from './entities/viewing.entity.js';
import { viewingInvite, viewingLinks } from './viewing-calendar.js';

async function load(manager: EntityManager, viewingId: string) {
  const v = await manager
    .getRepository(Viewing)
    .findOne({ where: { id: viewingId }, relations: { property: true } });
  if (!v?.property) throw new Error(`Viewing ${viewingId} not found`);
  const landlord = await manager.getRepository(User).findOneBy({ id: v.property.landlordId });
  // Names are the users' own words: they never turn into links in our text.
  return { v, property: v.property, landlordName: breakLinks(landlord?.name ?? 'Landlord') };
}

/**
 * An email's links: the viewing (the page the notification opens) as the button, and its
 * listing; for someone without an account the link is the listing itself.
 */
function viewingActions(label: string, link: string, v: Viewing, config: AppConfig): MailAction[] {
  const property = viewingLinks(config.appUrl, v).property;
  return link === property
    ? [{ label: 'View the property', url: property }]
    : [
        { label, url: link },
        { label: 'View the property', url: property },
      ];
}

const when = (v: Viewing) => `${formatViewingDate(v.viewingDate)} at ${v.viewingTime} WAT`;
const kindOf = (v: Viewing) => (v.viewingType === 'virtual' ? 'virtual' : 'physical');

/**
 * How a virtual viewing is joined: the landlord's video-call link, as plain text attributed to
 * them (the recipient copies or taps it; it is not a link of ours).
 */
function videoCall(v: Viewing, landlordName: string): MailParagraph[] {
  if (v.viewingType !== 'virtual') return [];
  return v.videoLink
    ? [`Video-call link from ${landlordName} (the call is not hosted by RentNaija): ${v.videoLink}`]
    : [`${landlordName} has not added the video-call link yet.`];
}

interface ViewingMailData {
  viewingId: string;
  /** The recipient's name as the greeting uses it. */
  name: string;
  /** The page the email's button opens. */
  link: string;
}

/**
 * Viewing emails: the invite, the cancellation, the request and the reminder. Each reads the
 * viewing when it is delivered; the invite and the cancellation carry an .ics made then, with the
 * SEQUENCE recorded with the email.
 */
export const VIEWING_MAILS = {
  'viewing-invite': mailTemplate<ViewingMailData & { sequence: number }>(
    async ({ viewingId, name, link, sequence }, { manager, config }) => {
      const { v, property, landlordName } = await load(manager, viewingId);
      return {
        subject: `Viewing confirmed: ${property.title}, ${when(v)}`,
        ...layout(
          'Your viewing is confirmed',
          [
            `Hello ${name}, your ${kindOf(v)} viewing of "${property.title}" (${property.location}) with ${landlordName} is confirmed for ${when(v)}.`,
            ...(v.viewingType === 'virtual'
              ? videoCall(v, landlordName)
              : [
                  'Please arrive at the address on time; the landlord or their agent will meet you there.',
                ]),
            ...(v.message ? [quoted(landlordName, v.message)] : []),
            "The attached invitation adds the viewing to your calendar (the viewing's page also has Add to calendar). Never pay anything before you have seen the property.",
          ],
          viewingActions('Open the viewing', link, v, config),
        ),
        attachments: [viewingInvite(v, landlordName, sequence, 'REQUEST', config)],
      };
    },
  ),
  'viewing-cancelled': mailTemplate<
    ViewingMailData & { sequence: number; withCalendar: boolean; cancelledBy: string }
  >(async ({ viewingId, name, link, sequence, withCalendar, cancelledBy }, { manager, config }) => {
    const { v, property, landlordName } = await load(manager, viewingId);
    return {
      subject: `Viewing cancelled: ${property.title}, ${when(v)}`,
      ...layout(
        'A viewing was cancelled',
        [
          `Hello ${name}, the viewing of "${property.title}" on ${when(v)} was cancelled by the ${cancelledBy}.`,
          ...(withCalendar ? ['The attached update removes it from your calendar.'] : []),
        ],
        viewingActions('Open your viewings', link, v, config),
      ),
      attachments: withCalendar ? [viewingInvite(v, landlordName, sequence, 'CANCEL', config)] : [],
    };
  }),
  'viewing-requested': mailTemplate<ViewingMailData>(async ({ viewingId, name, link }, ctx) => {
    const { v, property } = await load(ctx.manager, viewingId);
    return {
      subject: `Viewing request: ${property.title}, ${when(v)}`,
      ...layout(
        'A tenant asked to view your property',
        [
          `Hello ${name}, ${breakLinks(v.tenantName)} asked for a ${kindOf(v)} viewing of "${property.title}" on ${when(v)}.`,
          ...(v.message ? [quoted(breakLinks(v.tenantName), v.message)] : []),
          ...(v.viewingType === 'virtual'
            ? ['Add your video-call link before you confirm it: a virtual viewing needs one.']
            : []),
          'Confirm or cancel it from your scheduled viewings.',
        ],
        viewingActions('Open the request', link, v, ctx.config),
      ),
    };
  }),
  'viewing-reminder': mailTemplate<ViewingMailData & { role: 'tenant' | 'landlord' }>(
    async ({ viewingId, name, link, role }, ctx) => {
      const { v, property, landlordName } = await load(ctx.manager, viewingId);
      return {
        subject: `Reminder: viewing of ${property.title}, ${when(v)}`,
        ...layout(
          'Your viewing is coming up',
          [
            `Hello ${name}, a reminder of the ${kindOf(v)} viewing of "${property.title}" (${property.location}) on ${when(v)}, with ${role === 'landlord' ? breakLinks(v.tenantName) : landlordName}.`,
            ...videoCall(v, landlordName),
          ],
          viewingActions('Open the viewing', link, v, ctx.config),
        ),
      };
    },
  ),
};
