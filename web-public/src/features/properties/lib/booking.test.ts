import { describe, expect, it } from 'vitest';
import { bookingStateFor } from './booking';

const published = {
  status: 'available' as const,
  isApproved: true,
  moderationStatus: 'approved' as const,
  rejectionReason: null,
  landlordId: 'owner',
};

describe('bookingStateFor', () => {
  it('lets visitors and tenants book an available, published listing', () => {
    expect(bookingStateFor(published, null).kind).toBe('bookable');
    expect(bookingStateFor(published, { id: 't', role: 'tenant' }).kind).toBe('bookable');
  });

  it('never offers Book Now to the landlord, other landlords or staff', () => {
    expect(bookingStateFor(published, { id: 'owner', role: 'landlord' }).kind).toBe('own');
    expect(bookingStateFor(published, { id: 'other', role: 'landlord' }).kind).toBe('landlord');
    expect(bookingStateFor(published, { id: 'a', role: 'admin' }).kind).toBe('staff');
    expect(bookingStateFor(published, { id: 's', role: 'support' }).kind).toBe('staff');
  });

  it('shows the owner of a rejected listing its state and the reason', () => {
    expect(
      bookingStateFor(
        {
          ...published,
          isApproved: false,
          moderationStatus: 'rejected',
          rejectionReason: 'Blurry photos',
        },
        { id: 'owner', role: 'landlord' },
      ),
    ).toEqual({ kind: 'moderation', state: 'rejected', reason: 'Blurry photos', own: true });
    expect(
      bookingStateFor(
        { ...published, isApproved: false, moderationStatus: 'pending' },
        { id: 'owner', role: 'landlord' },
      ),
    ).toMatchObject({ kind: 'moderation', state: 'pending' });
  });

  it('does not offer a rented listing', () => {
    expect(bookingStateFor({ ...published, status: 'rented' }, null).kind).toBe('unavailable');
  });
});
