import { Injectable, OnModuleInit } from '@nestjs/common';
import type { RealtimeEvents } from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';
import { ApplicationEvents } from '../applications/application-events.js';
import { BookmarkEvents } from '../bookmarks/bookmark-events.js';
import { KycEvents } from '../kyc/kyc-events.js';
import { PaymentEvents } from '../payments/payment-events.js';
import { ListingEvents } from '../properties/listing-events.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';

type Scope = RealtimeEvents['dashboard.changed']['scope'];

/**
 * The one place `dashboard.changed` comes from: it listens to the changes of what the
 * dashboards and the landlord's analytics count, and tells the users concerned (their open
 * tabs refetch) once the change commits.
 */
@Injectable()
export class DashboardRelay implements OnModuleInit {
  constructor(
    private readonly realtime: RealtimeService,
    private readonly listings: ListingEvents,
    private readonly applications: ApplicationEvents,
    private readonly payments: PaymentEvents,
    private readonly kyc: KycEvents,
    private readonly bookmarks: BookmarkEvents,
  ) {}

  onModuleInit(): void {
    // A landlord's listing was created, edited, moderated, changed status, deleted or archived.
    this.listings.subscribe((m, { listing }) => this.tell(m, [listing.landlordId], 'listings'));
    // An application was submitted or changed status: both parties count it.
    this.applications.subscribe(async (m, event) => {
      if (event.kind !== 'changed') return;
      const { tenantId, landlordId } = event.application;
      await this.tell(m, [tenantId, landlordId], 'applications');
    });
    // A payment completed, or money of it went back: the tenant's total spent changed, and the
    // landlord's payments.
    this.payments.subscribe(async (m, event) => {
      if (event.kind !== 'completed' && event.kind !== 'refund_processed') return;
      const { tenantId, landlordId } = event.payment;
      await this.tell(m, [tenantId, landlordId], 'payments');
    });
    // The user's KYC status shows on their dashboard.
    this.kyc.subscribe((m, { record }) => this.tell(m, [record.userId], 'kyc'));
    this.bookmarks.subscribe((m, { tenantId }) => this.tell(m, [tenantId], 'bookmarks'));
  }

  private tell(m: EntityManager, userIds: string[], scope: Scope) {
    return this.realtime.emitAfterCommit(m, userIds, 'dashboard.changed', { scope });
  }
}
