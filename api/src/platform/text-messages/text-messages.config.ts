import { IsIn, IsOptional, IsString, IsUrl } from 'class-validator';
import { defineConfig, invalidConfig } from '../../config/config-area.js';

/** Text messages (SMS / WhatsApp). */
class TextMessagesVariables {
  @IsIn(['sandbox', 'termii'])
  TEXT_PROVIDER: 'sandbox' | 'termii' = 'sandbox';

  @IsOptional()
  @IsString()
  TERMII_API_KEY?: string;

  @IsString()
  TERMII_SENDER_ID = 'RentNaija';

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  TERMII_BASE_URL = 'https://v3.api.termii.com';

  /** The WhatsApp device registered with Termii: WhatsApp's `from`, not the SMS sender ID. */
  @IsOptional()
  @IsString()
  TERMII_WHATSAPP_FROM?: string;
}

export interface TextMessagesConfig {
  /**
   * Where texts go: the sandbox records them in the `text_messages` table (readable in the
   * console); `termii` sends them through Termii's HTTP API.
   */
  texts: {
    provider: 'sandbox' | 'termii';
    /** `whatsappFrom`: the WhatsApp device name; without it WhatsApp texts cannot be sent. */
    termii: { apiKey?: string; senderId: string; whatsappFrom?: string; baseUrl: string };
  };
}

export const textMessagesConfig = defineConfig(
  TextMessagesVariables,
  (vars): TextMessagesConfig => {
    if (vars.TEXT_PROVIDER === 'termii' && !vars.TERMII_API_KEY) {
      throw invalidConfig('TERMII_API_KEY is required when TEXT_PROVIDER=termii');
    }
    return {
      texts: {
        provider: vars.TEXT_PROVIDER,
        termii: {
          apiKey: vars.TERMII_API_KEY,
          senderId: vars.TERMII_SENDER_ID,
          whatsappFrom: vars.TERMII_WHATSAPP_FROM?.trim() || undefined,
          baseUrl: vars.TERMII_BASE_URL.replace(/\/$/, ''),
        },
      },
    };
  },
);
