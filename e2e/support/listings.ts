import type { ListingFees } from '@rentnaija/shared';

/** A listing as the journeys read it from the database: what it is called and its money. */
export interface Listing extends ListingFees {
  id: string;
  title: string;
}

/** The columns of `properties p` that make a Listing. */
export const LISTING_COLUMNS = `p.id, p.title, p.price, p.rent_advance_months AS "rentAdvanceMonths",
  p.security_deposit AS "securityDeposit", p.service_charge AS "serviceCharge",
  p.agency_fee AS "agencyFee", p.legal_fee AS "legalFee"`;
