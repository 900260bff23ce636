import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

/** Emails of conversations. */
export const MESSAGING_MAILS = {
  'message-unread': mailTemplate<{
    name: string;
    senderName: string;
    propertyTitle: string;
    unreadCount: number;
    preview: string;
    link: string;
  }>(({ name, senderName, propertyTitle, unreadCount, preview, link }) => ({
    subject: `${senderName} sent you a message about ${propertyTitle}`,
    ...layout(
      unreadCount === 1 ? 'You have an unread message' : `You have ${unreadCount} unread messages`,
      [
        `Hello ${name}, ${senderName} wrote to you about "${propertyTitle}":`,
        `“${preview}”`,
        'Reply on RentNaija, where your conversation is kept. Never pay anyone who asks you to move the conversation or the payment off the site.',
      ],
      { label: 'Read and reply', url: link },
    ),
  })),
};
