import {
  formatNaira,
  moveInCost,
  type ListingFees,
  type PropertyDto,
  type Role,
} from '@rentnaija/shared';

export type BookingState =
  | { kind: 'bookable' }
  /** Not published: the owner and staff see its moderation state instead of Book Now. */
  | { kind: 'moderation'; state: 'pending' | 'rejected'; reason: string | null; own: boolean }
  | { kind: 'own' }
  | { kind: 'staff' }
  | { kind: 'landlord' }
  | { kind: 'unavailable' };

/**
 * Who may book what: visitors and tenants book an available, published listing (visitors are
 * asked to sign in on the way); its landlord, other landlords and staff cannot.
 */
export function bookingStateFor(
  property: Pick<
    PropertyDto,
    'status' | 'isApproved' | 'moderationStatus' | 'rejectionReason' | 'landlordId'
  >,
  viewer: { id: string; role: Role } | null,
): BookingState {
  const own = !!viewer && viewer.id === property.landlordId;
  const staff = viewer?.role === 'admin' || viewer?.role === 'support';
  if (!property.isApproved) {
    return {
      kind: 'moderation',
      state: property.moderationStatus === 'rejected' ? 'rejected' : 'pending',
      reason: property.rejectionReason,
      own,
    };
  }
  if (own) return { kind: 'own' };
  if (staff) return { kind: 'staff' };
  if (viewer?.role === 'landlord') return { kind: 'landlord' };
  if (property.status !== 'available') return { kind: 'unavailable' };
  return { kind: 'bookable' };
}

/**
 * The listing's Booking Process: what the tenant pays to move in (its own months in advance and
 * fees) and the states the application and the tenancy go through.
 */
export function bookingProcess(fees: ListingFees): { title: string; text: string }[] {
  const cost = moveInCost(fees);
  const paid = cost.items.map((item) => item.label.toLowerCase()).join(', ');
  return [
    {
      title: 'Apply',
      text: 'Tell the landlord about yourself, your work and your income, and give one reference and one guarantor who can vouch for you.',
    },
    {
      title: `Pay ${formatNaira(cost.total)} to move in`,
      text: `Pay ${paid} securely online. RentNaija holds the money while your application is reviewed; if it is not successful, the whole payment is refunded automatically.`,
    },
    {
      title: 'Approval',
      text: 'Once your application is approved, the property’s status becomes ‘Under Contract’.',
    },
    {
      title: 'Sign the tenancy agreement',
      text: 'You and the landlord sign the agreement online.',
    },
    {
      title: 'Move in',
      text: 'Confirm you have the keys. The landlord is paid 24 hours later, or 72 hours after the move-in date if you say nothing.',
    },
  ];
}
