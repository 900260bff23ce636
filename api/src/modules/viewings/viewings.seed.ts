import { lagosToday, viewingStartsAt } from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';
import { Property } from '../properties/entities/property.entity.js';
import { SavedSearch } from '../saved-searches/entities/saved-search.entity.js';
import type { User } from '../users/entities/user.entity.js';
import { Viewing } from './entities/viewing.entity.js';

const day = (offset: number) => lagosToday(new Date(Date.now() + offset * 86_400_000));

/**
 * Demo viewings of the demo landlord's listings, one or more in each state, dated around today
 * in WAT slots, and a saved search for the demo tenant. Written directly: no emails go out.
 */
export async function seedViewings(m: EntityManager, users: Map<string, User>): Promise<void> {
  const landlord = users.get('landlord@example.com');
  const tenant = users.get('tenant@example.com');
  if (!landlord || !tenant) return;
  const listings = await m.getRepository(Property).find({
    where: { landlordId: landlord.id, isApproved: true, status: 'available' },
    order: { createdAt: 'DESC' },
    take: 3,
  });
  if (listings.length === 0) return;
  const at = (i: number) => listings[i % listings.length];
  const rows: Partial<Viewing>[] = [
    {
      property: at(0),
      tenantId: tenant.id,
      tenantName: tenant.name,
      tenantEmail: tenant.email,
      tenantPhone: tenant.phone,
      viewingDate: day(2),
      viewingTime: '11:00',
      viewingType: 'physical',
      status: 'pending',
      requestedBy: 'tenant',
      message: 'Is the generator shared with the other flats?',
    },
    {
      property: at(1),
      tenantId: tenant.id,
      tenantName: tenant.name,
      tenantEmail: tenant.email,
      tenantPhone: tenant.phone,
      viewingDate: day(3),
      viewingTime: '14:30',
      viewingType: 'virtual',
      status: 'confirmed',
      requestedBy: 'landlord',
      message: 'I will open the call a few minutes early and walk you through every room.',
      videoLink: 'https://meet.google.com/rnj-demo-tour',
    },
    {
      property: at(0),
      tenantId: null,
      tenantName: 'Emeka Nwosu',
      tenantEmail: 'emeka.nwosu@example.com',
      tenantPhone: '08023456789',
      viewingDate: day(5),
      viewingTime: '10:00',
      viewingType: 'physical',
      status: 'confirmed',
      requestedBy: 'landlord',
      message: null,
    },
    {
      property: at(2),
      tenantId: tenant.id,
      tenantName: tenant.name,
      tenantEmail: tenant.email,
      tenantPhone: tenant.phone,
      viewingDate: day(-7),
      viewingTime: '15:00',
      viewingType: 'physical',
      status: 'completed',
      requestedBy: 'tenant',
      message: null,
    },
    {
      property: at(1),
      tenantId: null,
      tenantName: 'Fatima Bello',
      tenantEmail: 'fatima.bello@example.com',
      tenantPhone: '08134567890',
      viewingDate: day(1),
      viewingTime: '16:00',
      viewingType: 'virtual',
      status: 'cancelled',
      requestedBy: 'landlord',
      message: null,
      sequence: 1,
    },
  ];
  const repo = m.getRepository(Viewing);
  await repo.save(
    rows.map((r) =>
      repo.create({
        ...r,
        propertyId: r.property!.id,
        startsAt: viewingStartsAt(r.viewingDate!, r.viewingTime!),
      }),
    ),
  );
  const searches = m.getRepository(SavedSearch);
  await searches.save(
    searches.create({
      userId: tenant.id,
      name: 'Lagos 2-bed under ₦600K',
      filters: { city: 'Lagos', bedrooms: '2', maxPrice: '600000' },
      frequency: 'daily',
    }),
  );
}
