import { defineConfig, IntegerVariable } from '../../config/config-area.js';

class MessagingVariables {
  @IntegerVariable(1, 24 * 3600)
  UNREAD_MESSAGE_EMAIL_SECONDS = 15 * 60;
}

export interface MessagingConfig {
  /** How long a message may stay unread before its recipient is emailed (once). */
  unreadMessageEmailSeconds: number;
}

export const messagingConfig = defineConfig(MessagingVariables, (vars): MessagingConfig => ({
  unreadMessageEmailSeconds: vars.UNREAD_MESSAGE_EMAIL_SECONDS,
}));
