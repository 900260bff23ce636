import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What the parties of a conversation are told. */
export interface MessagingNotifications {
  'message.unread': {
    conversationId: string;
    senderName: string;
    propertyTitle: string;
    unreadCount: number;
    preview: string;
  };
  'conversation.report_handled': { conversationId: string; propertyTitle: string };
}

const conversationPath = (e: { conversationId: string }) =>
  `/messages?conversation=${e.conversationId}`;

export const MESSAGING_NOTIFICATIONS: NotificationDefinitions<MessagingNotifications> = {
  'message.unread': {
    message: (e) =>
      e.unreadCount === 1
        ? `${e.senderName} sent you a message about "${e.propertyTitle}".`
        : `${e.senderName} sent you ${e.unreadCount} messages about "${e.propertyTitle}".`,
    link: conversationPath,
    email: (e, user, link) => ({
      template: 'message-unread',
      data: {
        name: user.name,
        senderName: e.senderName,
        propertyTitle: e.propertyTitle,
        unreadCount: e.unreadCount,
        preview: e.preview,
        link,
      },
    }),
  },
  'conversation.report_handled': {
    message: (e) =>
      `We reviewed your report about the conversation on "${e.propertyTitle}". Thank you for telling us.`,
    link: conversationPath,
  },
};
