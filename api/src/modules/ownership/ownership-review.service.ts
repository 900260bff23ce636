import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminOwnershipProofDto } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import type { ListingChange } from '../properties/listing-events.js';
import { Property } from '../properties/entities/property.entity.js';
import { ListingLifecycleService } from '../properties/listing-lifecycle.service.js';
import { OwnershipProof } from './entities/ownership-proof.entity.js';
import { ownershipAuditSnapshot, ownershipProofToAdminDto } from './ownership.mapper.js';

/** What the console's list of ownership proofs allows. */
export const OWNERSHIP_PROOF_LIST: AdminListSpec = {
  sortable: ['createdAt', 'updatedAt', 'reviewedAt', 'status', 'documentType'],
  exact: ['id', 'status', 'propertyId', 'landlordId', 'documentType'],
  search: ['fileName', 'listingAddress'],
};

/**
 * Staff side of verified owners: the console's list and records, and the decisions (admins
 * only, enforced by the controller). Approving gives the listing its badge through
 * ListingLifecycleService (which publishes the change, so search answers follow); each decision
 * is audited and its landlord notified in the same transaction.
 */
@Injectable()
export class OwnershipReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly lifecycle: ListingLifecycleService,
  ) {}

  private proofs(m: EntityManager = this.dataSource.manager) {
    return m
      .getRepository(OwnershipProof)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.property', 'property')
      .leftJoinAndSelect('o.landlord', 'landlord');
  }

  async list(query: Record<string, unknown>, res: FastifyReply): Promise<AdminOwnershipProofDto[]> {
    const page = await findAdminPage(this.proofs(), query, OWNERSHIP_PROOF_LIST);
    return sendAdminPage(res, 'ownership-proofs', page, ownershipProofToAdminDto);
  }

  async get(id: string, m?: EntityManager): Promise<AdminOwnershipProofDto> {
    const proof = await this.proofs(m).where('o.id = :id', { id }).getOne();
    if (!proof) throw notFound('Ownership proof not found', 'OWNERSHIP_PROOF_NOT_FOUND');
    return ownershipProofToAdminDto(proof);
  }

  approve(actor: AuthUser, id: string): Promise<AdminOwnershipProofDto> {
    return this.decide(actor, id, { approved: true });
  }

  reject(actor: AuthUser, id: string, reason: string): Promise<AdminOwnershipProofDto> {
    return this.decide(actor, id, { approved: false, reason });
  }

  /**
   * A listing moved to another address (its own edit, or approved changes): the badge held for
   * the address its proof named, so it is taken off; the landlord may send a proof for the new
   * one. Subscribed to ListingEvents, inside the change's transaction.
   */
  async onListingChange(m: EntityManager, change: ListingChange): Promise<void> {
    if (change.kind !== 'edited' && change.kind !== 'changes_reviewed') return;
    if (!change.listing.verifiedOwner) return;
    const proof = await m.getRepository(OwnershipProof).findOne({
      where: { propertyId: change.listing.id, status: 'approved' },
      order: { reviewedAt: 'DESC' },
    });
    if (proof && proof.listingAddress !== change.listing.location) {
      await this.lifecycle.setVerifiedOwner(m, change.listing.id, false);
    }
  }

  private decide(
    actor: AuthUser,
    id: string,
    decision: { approved: true } | { approved: false; reason: string },
  ): Promise<AdminOwnershipProofDto> {
    return this.dataSource.transaction(async (m) => {
      const proof = await m
        .getRepository(OwnershipProof)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!proof) throw notFound('Ownership proof not found', 'OWNERSHIP_PROOF_NOT_FOUND');
      if (proof.status !== 'pending') {
        throw conflict(`This proof was already ${proof.status}.`, 'OWNERSHIP_PROOF_DECIDED');
      }
      const listing = await m
        .getRepository(Property)
        .findOne({ where: { id: proof.propertyId }, lock: { mode: 'pessimistic_write' } });
      if (!listing) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
      const before = ownershipAuditSnapshot(proof, listing.verifiedOwner);
      const reason = decision.approved ? null : decision.reason;
      Object.assign(proof, {
        status: decision.approved ? 'approved' : 'rejected',
        rejectionReason: reason,
        reviewedAt: new Date(),
        reviewedBy: actor.id,
      });
      await m.getRepository(OwnershipProof).save(proof);
      const after = decision.approved
        ? await this.lifecycle.setVerifiedOwner(m, proof.propertyId, true)
        : listing;
      await this.audit.record(m, actor, {
        action: decision.approved ? 'ownership.approve' : 'ownership.reject',
        entityType: 'ownership_proof',
        entityId: proof.id,
        before,
        after: ownershipAuditSnapshot(proof, after.verifiedOwner),
        reason,
      });
      await this.notifications.notify(
        m,
        proof.landlordId,
        decision.approved
          ? { type: 'ownership.approved', propertyId: listing.id, title: listing.title }
          : {
              type: 'ownership.rejected',
              propertyId: listing.id,
              title: listing.title,
              reason: decision.reason,
            },
      );
      return this.get(proof.id, m);
    });
  }
}
