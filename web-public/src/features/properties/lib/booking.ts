import type { PropertyDto, Role } from '@rentnaija/shared';

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
