import { IsEmail, IsOptional, IsString } from 'class-validator';
import { defineConfig, IntegerVariable } from '../../config/config-area.js';

class MailVariables {
  @IsOptional()
  @IsString()
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'RentNaija <no-reply@rentnaija.ng>';

  @IsEmail({}, { message: 'ENQUIRY_EMAIL must be an email address' })
  ENQUIRY_EMAIL = 'enquiries@rentnaija.ng';

  // Emails a user may make us send in a day to addresses that are not accounts of ours.
  @IntegerVariable(1)
  OUTSIDE_RECIPIENTS_PER_DAY = 20;
}

export interface MailConfig {
  mail: { smtpUrl?: string; from: string };
  /** The team's mailbox that hears of every rental application (an enquiry notice each). */
  enquiryEmail: string;
  /**
   * How many different addresses without an account of ours one user may have us email in a
   * day (viewing invites, guarantor requests); over it they are refused with 429.
   */
  outsideRecipientsPerDay: number;
}

export const mailConfig = defineConfig(MailVariables, (vars): MailConfig => ({
  mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM },
  enquiryEmail: vars.ENQUIRY_EMAIL,
  outsideRecipientsPerDay: vars.OUTSIDE_RECIPIENTS_PER_DAY,
}));
