/** A draft with every step filled in correctly, for the wizard's tests. */
import { emptyDraft, type ListingDraft } from './draft';

export const validDraft = (over: Partial<ListingDraft> = {}): ListingDraft => ({
  ...emptyDraft(),
  title: 'Bright 2-bedroom flat in Yaba',
  description: 'Quiet street, prepaid meter.',
  propertyType: 'flat',
  area: 85,
  bedrooms: 2,
  bathrooms: 2,
  address: '12 Herbert Macaulay Way',
  city: 'Lagos',
  state: 'Lagos State',
  price: 350_000,
  securityDeposit: 350_000,
  depositFollowsRent: false,
  ...over,
});
