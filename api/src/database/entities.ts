import {
  ListingReport,
  ListingReportCase,
} from '../modules/listing-reports/entities/listing-report.entity.js';
import { AuditLog } from '../platform/audit/entities/audit-log.entity.js';
import { LoginAttempt } from '../modules/auth/entities/login-attempt.entity.js';
import { OneTimeToken } from '../modules/auth/entities/one-time-token.entity.js';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity.js';
import { Session } from '../modules/auth/entities/session.entity.js';
import { ContactMessage } from '../modules/contact/entities/contact-message.entity.js';
import { ContactReply } from '../modules/contact/entities/contact-reply.entity.js';
import { OutboxEntry } from '../platform/jobs/entities/outbox-entry.entity.js';
import { IdempotencyKey } from '../platform/idempotency/entities/idempotency-key.entity.js';
import { OutsideRecipient } from '../platform/mail/entities/outside-recipient.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { ListingPhotoHash } from '../modules/properties/entities/listing-photo-hash.entity.js';
import { Property } from '../modules/properties/entities/property.entity.js';
import { ListingConfirmation } from '../modules/properties/entities/listing-confirmation.entity.js';
import { PropertyView } from '../modules/properties/entities/property-view.entity.js';
import { Bookmark } from '../modules/bookmarks/entities/bookmark.entity.js';
import { Notification } from '../platform/notifications/entities/notification.entity.js';
import { Viewing } from '../modules/viewings/entities/viewing.entity.js';
import {
  SavedSearch,
  SavedSearchMatch,
} from '../modules/saved-searches/entities/saved-search.entity.js';
import { UserTextChannel } from '../platform/text-messages/entities/text-channel.entity.js';
import { TextMessage } from '../platform/text-messages/entities/text-message.entity.js';
import { Conversation } from '../modules/messaging/entities/conversation.entity.js';
import { ConversationReport } from '../modules/messaging/entities/conversation-report.entity.js';
import { Message } from '../modules/messaging/entities/message.entity.js';
import { MessageAlert } from '../modules/messaging/entities/message-alert.entity.js';
import { PropertyApplication } from '../modules/applications/entities/property-application.entity.js';
import { Payment } from '../modules/payments/entities/payment.entity.js';
import { PaymentWebhookEvent } from '../modules/payments/entities/payment-webhook-event.entity.js';
import { Refund } from '../modules/payments/entities/refund.entity.js';
import { SandboxTransaction } from '../modules/payments/entities/sandbox-transaction.entity.js';
import { SandboxTransfer } from '../modules/payments/entities/sandbox-transfer.entity.js';
import { KycDocument } from '../modules/kyc/entities/kyc-document.entity.js';
import { KycRecord } from '../modules/kyc/entities/kyc-record.entity.js';
import { OwnershipProof } from '../modules/ownership/entities/ownership-proof.entity.js';
import { TenancyDispute } from '../modules/tenancies/entities/tenancy-dispute.entity.js';
import {
  DepositDeduction,
  DepositPhoto,
  DepositReport,
  DepositSettlement,
} from '../modules/tenancies/entities/deposit.entity.js';
import {
  RentAttempt,
  RentCard,
  RentInstalment,
} from '../modules/tenancies/entities/rent.entity.js';
import { LandlordStatement } from '../modules/tenancies/entities/landlord-statement.entity.js';
import {
  Tenancy,
  TenancyRenewal,
  TenancySignature,
} from '../modules/tenancies/entities/tenancy.entity.js';
import { ReviewReport, TenancyReview } from '../modules/reviews/entities/tenancy-review.entity.js';
import { ReviewReminder, TenantReview } from '../modules/reviews/entities/tenant-review.entity.js';
import {
  RenterProfile,
  RenterProfileShare,
} from '../modules/renter-profile/entities/renter-profile.entity.js';
import { LedgerEntry } from '../modules/ledger/entities/ledger-entry.entity.js';
import { PayoutAccount } from '../modules/payouts/entities/payout-account.entity.js';
import { Payout } from '../modules/payouts/entities/payout.entity.js';
import { Draft } from '../modules/drafts/entities/draft.entity.js';

/** Every entity, listed once for the app, the tests and the migration CLI. */
export const ENTITIES = [
  User,
  Session,
  RefreshToken,
  OneTimeToken,
  LoginAttempt,
  OutboxEntry,
  IdempotencyKey,
  OutsideRecipient,
  AuditLog,
  ContactMessage,
  ContactReply,
  Property,
  ListingPhotoHash,
  PropertyView,
  Bookmark,
  Notification,
  Viewing,
  SavedSearch,
  SavedSearchMatch,
  UserTextChannel,
  TextMessage,
  Conversation,
  Message,
  MessageAlert,
  ConversationReport,
  PropertyApplication,
  Payment,
  Refund,
  PaymentWebhookEvent,
  SandboxTransaction,
  SandboxTransfer,
  KycDocument,
  KycRecord,
  OwnershipProof,
  RentAttempt,
  RentCard,
  RentInstalment,
  Tenancy,
  TenancyDispute,
  DepositPhoto,
  DepositReport,
  DepositDeduction,
  DepositSettlement,
  TenancyRenewal,
  LandlordStatement,
  TenancySignature,
  TenancyReview,
  ReviewReport,
  TenantReview,
  ReviewReminder,
  RenterProfile,
  RenterProfileShare,
  PayoutAccount,
  Payout,
  LedgerEntry,
  Draft,
  ListingReportCase,
  ListingReport,
  ListingConfirmation,
];
