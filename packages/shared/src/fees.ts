/**
 * What a tenant pays to move in, itemised: the one function behind the listing page, the
 * booking page and the amount the server charges, so the three can never disagree.
 */

/**
 * Limits of Lagos tenancy law that the API enforces on every listing (defaults; the server's
 * settings MAX_ADVANCE_MONTHS and MAX_AGENCY_FEE_PERCENT may lower them, and it publishes the
 * values in force with its search filters).
 */
export interface TenancyRules {
  /** Rent a landlord may ask for in advance, in months. */
  maxAdvanceMonths: number;
  /** The agency fee's cap, as a percentage of a year's rent. */
  maxAgencyFeePercent: number;
}

export const DEFAULT_TENANCY_RULES: TenancyRules = {
  maxAdvanceMonths: 12,
  maxAgencyFeePercent: 10,
};

/** A listing's money, all whole naira. */
export interface ListingFees {
  /** Monthly rent. */
  price: number;
  /** Months of rent paid before moving in (1 = the first month only). */
  rentAdvanceMonths: number;
  /** Caution (security) deposit, refundable at the end of the tenancy less deductions. */
  securityDeposit: number;
  /** Service charge per month (estate security, cleaning, shared power…). */
  serviceCharge: number;
  /** One-off agency fee; 0 when the landlord lets directly. */
  agencyFee: number;
  /** One-off legal / agreement fee. */
  legalFee: number;
}

export type MoveInItemKey = 'rent' | 'serviceCharge' | 'securityDeposit' | 'agencyFee' | 'legalFee';

export interface MoveInItem {
  key: MoveInItemKey;
  label: string;
  amount: number;
  /** Paid back at the end of the tenancy (less deductions). */
  refundable: boolean;
}

export interface MoveInCost {
  /** Every item that costs something (rent always), in the order a tenant reads them. */
  items: MoveInItem[];
  /** Paid now, before moving in. */
  total: number;
  /** Paid every month after the months paid in advance: rent plus service charge. */
  monthly: number;
}

/** The six money fields of `source` (a listing, an application, a tenancy), and nothing else. */
export function listingFees(source: ListingFees): ListingFees {
  return {
    price: source.price,
    rentAdvanceMonths: source.rentAdvanceMonths,
    securityDeposit: source.securityDeposit,
    serviceCharge: source.serviceCharge,
    agencyFee: source.agencyFee,
    legalFee: source.legalFee,
  };
}

const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);

/** The itemised move-in cost of a listing. */
export function moveInCost(fees: ListingFees): MoveInCost {
  const advance = Math.max(1, Math.trunc(fees.rentAdvanceMonths || 1));
  const candidates: MoveInItem[] = [
    {
      key: 'rent',
      label: advance === 1 ? "First month's rent" : `Rent for ${months(advance)} in advance`,
      amount: fees.price * advance,
      refundable: false,
    },
    {
      key: 'serviceCharge',
      label: advance === 1 ? 'Service charge (first month)' : `Service charge (${months(advance)})`,
      amount: fees.serviceCharge * advance,
      refundable: false,
    },
    {
      key: 'securityDeposit',
      label: 'Caution deposit (refundable)',
      amount: fees.securityDeposit,
      refundable: true,
    },
    { key: 'agencyFee', label: 'Agency fee', amount: fees.agencyFee, refundable: false },
    { key: 'legalFee', label: 'Legal / agreement fee', amount: fees.legalFee, refundable: false },
  ];
  const items = candidates.filter((item) => item.key === 'rent' || item.amount > 0);
  return {
    items,
    total: items.reduce((sum, item) => sum + item.amount, 0),
    monthly: fees.price + fees.serviceCharge,
  };
}

/** The largest agency fee allowed on a monthly rent (a share of a year's rent, whole naira). */
export function maxAgencyFee(price: number, rules: TenancyRules = DEFAULT_TENANCY_RULES): number {
  return Math.floor((price * 12 * rules.maxAgencyFeePercent) / 100);
}

/** A broken tenancy rule: the field and what to tell the landlord. */
export interface TenancyRuleViolation {
  field: 'rentAdvanceMonths' | 'agencyFee';
  message: string;
}

/** The rules a listing's money breaks (none when it is lawful). */
export function tenancyRuleViolations(
  fees: Pick<ListingFees, 'price' | 'rentAdvanceMonths' | 'agencyFee'>,
  rules: TenancyRules = DEFAULT_TENANCY_RULES,
): TenancyRuleViolation[] {
  const found: TenancyRuleViolation[] = [];
  if (fees.rentAdvanceMonths > rules.maxAdvanceMonths) {
    found.push({
      field: 'rentAdvanceMonths',
      message: `Rent in advance cannot be more than ${months(rules.maxAdvanceMonths)}`,
    });
  }
  const cap = maxAgencyFee(fees.price, rules);
  if (fees.agencyFee > cap) {
    found.push({
      field: 'agencyFee',
      message: `Agency fee cannot be more than ${rules.maxAgencyFeePercent}% of a year's rent (₦${cap.toLocaleString('en-NG')})`,
    });
  }
  return found;
}
