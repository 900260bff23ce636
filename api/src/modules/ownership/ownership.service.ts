import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OwnershipDocumentType, OwnershipProofDto } from '@rentnaija/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { Property } from '../properties/entities/property.entity.js';
import { isStaff } from '../properties/properties.service.js';
import { PrivateDocuments } from '../../platform/storage/private-documents.js';
import { OwnershipProof } from './entities/ownership-proof.entity.js';
import { ownershipProofToDto } from './ownership.mapper.js';

/**
 * The landlord's side of verified owners: sending a proof of the right to let one of their
 * listings, and reading their proofs back. Staff read every proof; anyone else gets 404.
 */
@Injectable()
export class OwnershipService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: PrivateDocuments,
  ) {}

  /**
   * Stores the document privately and records the proof, pending review. Refused with 409 while
   * another proof of the listing waits for review or once its owner is verified.
   */
  async upload(
    user: AuthUser,
    propertyId: string,
    documentType: OwnershipDocumentType,
    file: { buffer?: Buffer; originalname?: string },
  ): Promise<OwnershipProofDto> {
    // Checked before the file is processed, and again under the lock before it is recorded.
    await this.ownListing(this.dataSource.manager, user, propertyId);
    const stored = await this.documents.store(`ownership/${propertyId}`, file);
    try {
      return await this.dataSource.transaction(async (m) => {
        const listing = await this.ownListing(m, user, propertyId, true);
        if (listing.verifiedOwner) {
          throw conflict(
            'This listing already shows the Verified owner badge.',
            'OWNER_ALREADY_VERIFIED',
          );
        }
        const repo = m.getRepository(OwnershipProof);
        if (await repo.existsBy({ propertyId, status: 'pending' })) {
          throw conflict(
            'A proof for this listing is already waiting for review.',
            'OWNERSHIP_PROOF_PENDING',
          );
        }
        const proof = await repo.save(
          repo.create({
            ...stored,
            propertyId,
            landlordId: user.id,
            documentType,
            status: 'pending',
            rejectionReason: null,
            listingAddress: listing.location,
            reviewedAt: null,
            reviewedBy: null,
          }),
        );
        return ownershipProofToDto(proof);
      });
    } catch (error) {
      await this.documents.remove(stored.storageKey);
      if ((error as { code?: string }).code === '23505') {
        throw conflict(
          'A proof for this listing is already waiting for review.',
          'OWNERSHIP_PROOF_PENDING',
        );
      }
      throw error;
    }
  }

  /** The proofs of a listing, newest first: its landlord and staff only. */
  async listForListing(user: AuthUser, propertyId: string): Promise<OwnershipProofDto[]> {
    const listing = await this.dataSource.getRepository(Property).findOneBy({ id: propertyId });
    const mayRead =
      listing && (isStaff(user.role) || (listing.landlordId === user.id && !listing.archivedAt));
    if (!mayRead) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    const proofs = await this.dataSource.getRepository(OwnershipProof).find({
      where: { propertyId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return proofs.map(ownershipProofToDto);
  }

  /** A proof's record for reading its file: the listing's landlord and staff; others 404. */
  async findDocument(user: AuthUser, id: string): Promise<OwnershipProof> {
    const proof = await this.dataSource.getRepository(OwnershipProof).findOneBy({ id });
    if (!proof || (proof.landlordId !== user.id && !isStaff(user.role))) {
      throw notFound('Document not found', 'DOCUMENT_NOT_FOUND');
    }
    return proof;
  }

  /**
   * The user's own listing (archived ones are gone). Another landlord's listing is 404, public
   * or not: its proofs are theirs, like every other resource of someone else.
   */
  private async ownListing(m: EntityManager, user: AuthUser, id: string, lock = false) {
    const listing = await m.getRepository(Property).findOne({
      where: { id, landlordId: user.id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!listing || listing.archivedAt) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    return listing;
  }
}
