import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Whether the tenant has engaged with the listing in one feature's way (a row of its table). */
export type TenantContact = (
  m: EntityManager,
  propertyId: string,
  tenantId: string,
) => Promise<boolean>;

/**
 * What lets a landlord write first to a tenant about one of their listings: the tenant has
 * engaged with that listing. The features that create such a link (a conversation, an
 * application, a viewing) register their check when they start (`register('viewings', …)`),
 * so messaging never reads their tables. A landlord can never write to a user who has not
 * come to them.
 */
@Injectable()
export class TenantContacts {
  private readonly contacts = new Map<string, TenantContact>();

  register(name: string, contact: TenantContact): void {
    if (this.contacts.has(name)) throw new Error(`Tenant contact ${name} is already registered`);
    this.contacts.set(name, contact);
  }

  /** Whether any feature links the tenant to the listing. */
  async exists(m: EntityManager, propertyId: string, tenantId: string): Promise<boolean> {
    for (const contact of this.contacts.values()) {
      if (await contact(m, propertyId, tenantId)) return true;
    }
    return false;
  }
}
