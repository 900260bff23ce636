import { type ListingFees, listingFees } from '@rentnaija/shared';
import { Column } from 'typeorm';

/**
 * The money a tenant agreed to when applying: the listing's, copied when the application was
 * submitted, then kept by the tenancy it becomes. Whole naira. Embedded without a prefix, so its
 * columns are `monthly_rent`, `rent_advance_months`, … on both tables.
 */
export class AgreedMoney implements ListingFees {
  /** Monthly rent. */
  @Column({ name: 'monthly_rent', type: 'integer' })
  price: number;

  /** Months of rent paid before moving in. */
  @Column({ name: 'rent_advance_months', type: 'smallint' })
  rentAdvanceMonths: number;

  @Column({ name: 'security_deposit', type: 'integer' })
  securityDeposit: number;

  @Column({ name: 'service_charge', type: 'integer' })
  serviceCharge: number;

  @Column({ name: 'agency_fee', type: 'integer' })
  agencyFee: number;

  @Column({ name: 'legal_fee', type: 'integer' })
  legalFee: number;
}

/** The money of `source` (a listing, or an application's agreed money), to keep. */
export const agreedMoney = (source: ListingFees): AgreedMoney =>
  Object.assign(new AgreedMoney(), listingFees(source));
