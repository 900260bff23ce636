import { formatNaira } from '@rentnaija/shared';
import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

const statusLabel = (status: string) => status.replace(/_/g, ' ');

/** Alerts to tenants about listings they saved. */
export const BOOKMARK_MAILS = {
  'bookmark-price-changed': mailTemplate<{
    name: string;
    title: string;
    oldPrice: number;
    newPrice: number;
    link: string;
  }>(({ name, title, oldPrice, newPrice, link }) => ({
    subject: `Price ${newPrice < oldPrice ? 'drop' : 'change'}: ${title}`,
    ...layout(
      'A saved property changed its price',
      [
        `Hello ${name}, the monthly rent of "${title}" changed from ${formatNaira(oldPrice)} to ${formatNaira(newPrice)}.`,
        'You receive this because price alerts are on for this saved property.',
      ],
      { label: 'View the property', url: link },
    ),
  })),
  'bookmark-status-changed': mailTemplate<{
    name: string;
    title: string;
    oldStatus: string;
    newStatus: string;
    link: string;
  }>(({ name, title, oldStatus, newStatus, link }) => ({
    subject: `${title} is now ${statusLabel(newStatus)}`,
    ...layout(
      'A saved property changed its status',
      [
        `Hello ${name}, "${title}" changed from ${statusLabel(oldStatus)} to ${statusLabel(newStatus)}.`,
        'You receive this because status alerts are on for this saved property.',
      ],
      { label: 'View the property', url: link },
    ),
  })),
};
