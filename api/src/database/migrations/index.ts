import { Foundation1763800000000 } from './1763800000000-Foundation.js';
import { Listings1763900000000 } from './1763900000000-Listings.js';
import { Outbox1764000000000 } from './1764000000000-Outbox.js';
import { Notifications1764100000000 } from './1764100000000-Notifications.js';
import { ListingLifecycle1764200000000 } from './1764200000000-ListingLifecycle.js';
import { ContactReplies1764300000000 } from './1764300000000-ContactReplies.js';
import { SearchWordStarts1764400000000 } from './1764400000000-SearchWordStarts.js';
import { ListingFees1764500000000 } from './1764500000000-ListingFees.js';
import { IdentityVerification1764600000000 } from './1764600000000-IdentityVerification.js';
import { Messaging1764700000000 } from './1764700000000-Messaging.js';
import { ViewingsSavedSearchesTexts1764800000000 } from './1764800000000-ViewingsSavedSearchesTexts.js';
import { MoneyPath1764900000000 } from './1764900000000-MoneyPath.js';
import { ListingOccupancyHistory1765400000000 } from './1765400000000-ListingOccupancyHistory.js';
import { PaymentFlagChecks1765500000000 } from './1765500000000-PaymentFlagChecks.js';
import { OneOpenPaymentPerApplication1765620000000 } from './1765620000000-OneOpenPaymentPerApplication.js';
import { ViewingLinksOutsideRecipients1765630000000 } from './1765630000000-ViewingLinksOutsideRecipients.js';
import { MoneyNeverStranded1765650000000 } from './1765650000000-MoneyNeverStranded.js';
import { GatewayEventsAndTransfers1765700000000 } from './1765700000000-GatewayEventsAndTransfers.js';
import { LedgerAndPayouts1765743000000 } from './1765743000000-LedgerAndPayouts.js';
import { OffersAndAgreedMoney1765810000000 } from './1765810000000-OffersAndAgreedMoney.js';
import { Tenancies1765820000000 } from './1765820000000-Tenancies.js';
import { TenancyCustody1765900000000 } from './1765900000000-TenancyCustody.js';
import { TenancyAgreements1765950000000 } from './1765950000000-TenancyAgreements.js';
import { DisputePhotos1766010000000 } from './1766010000000-DisputePhotos.js';
import { ListingAvailableFrom1766020000000 } from './1766020000000-ListingAvailableFrom.js';
import { TenancyReviews1766030000000 } from './1766030000000-TenancyReviews.js';
import { IdempotencyKeys1766040000000 } from './1766040000000-IdempotencyKeys.js';
import { LandlordStatements1766050000000 } from './1766050000000-LandlordStatements.js';
import { TenancyEndAndRenewal1766060000000 } from './1766060000000-TenancyEndAndRenewal.js';
import { MonthlyRent1766100000000 } from './1766100000000-MonthlyRent.js';
import { CautionDeposit1766110000000 } from './1766110000000-CautionDeposit.js';
import { RenterProfiles1766120000000 } from './1766120000000-RenterProfiles.js';
import { Drafts1766135000000 } from './1766135000000-Drafts.js';
import { TextsByDefault1766145000000 } from './1766145000000-TextsByDefault.js';
import { ListingReports1766160000000 } from './1766160000000-ListingReports.js';
import { ListingFreshness1766170000000 } from './1766170000000-ListingFreshness.js';
import { ListingSignals1766175000000 } from './1766175000000-ListingSignals.js';
import { ListingReportPhotos1766176000000 } from './1766176000000-ListingReportPhotos.js';
import { ListingCoordinates1766180000000 } from './1766180000000-ListingCoordinates.js';

/**
 * Every migration, in timestamp order (TypeORM runs them in that order whatever the list says;
 * `migrations.spec.ts` keeps the list sorted so it reads as it runs). New ones are appended.
 */
export const MIGRATIONS = [
  Foundation1763800000000,
  Listings1763900000000,
  Outbox1764000000000,
  Notifications1764100000000,
  ListingLifecycle1764200000000,
  ContactReplies1764300000000,
  SearchWordStarts1764400000000,
  ListingFees1764500000000,
  IdentityVerification1764600000000,
  Messaging1764700000000,
  ViewingsSavedSearchesTexts1764800000000,
  MoneyPath1764900000000,
  ListingOccupancyHistory1765400000000,
  PaymentFlagChecks1765500000000,
  OneOpenPaymentPerApplication1765620000000,
  ViewingLinksOutsideRecipients1765630000000,
  MoneyNeverStranded1765650000000,
  GatewayEventsAndTransfers1765700000000,
  LedgerAndPayouts1765743000000,
  OffersAndAgreedMoney1765810000000,
  Tenancies1765820000000,
  TenancyCustody1765900000000,
  TenancyAgreements1765950000000,
  DisputePhotos1766010000000,
  ListingAvailableFrom1766020000000,
  TenancyReviews1766030000000,
  IdempotencyKeys1766040000000,
  LandlordStatements1766050000000,
  TenancyEndAndRenewal1766060000000,
  MonthlyRent1766100000000,
  CautionDeposit1766110000000,
  RenterProfiles1766120000000,
  Drafts1766135000000,
  TextsByDefault1766145000000,
  ListingReports1766160000000,
  ListingFreshness1766170000000,
  ListingSignals1766175000000,
  ListingReportPhotos1766176000000,
  ListingCoordinates1766180000000,
];
