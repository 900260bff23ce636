import { discardDraft } from '../drafts/drafts.service.js';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type KycDocumentDto,
  type KycDocumentKind,
  KYC_DOCUMENT_LABELS,
  KYC_MESSAGES,
  type KycMeDto,
  type FieldError,
} from '@rentnaija/shared';
import { DataSource, type EntityManager, In, Not } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { afterCommit } from '../../database/after-commit.js';
import { JobName } from '../../platform/jobs/jobs.js';
import { OutboxService } from '../../platform/jobs/outbox.service.js';
import { isStaff } from '../properties/properties.service.js';
import { PrivateDocuments } from '../../platform/storage/private-documents.js';
import type { SubmitKycDto } from './dto/kyc.dto.js';
import { KycDocument } from './entities/kyc-document.entity.js';
import { KycRecord } from './entities/kyc-record.entity.js';
import { KycEvents } from './kyc-events.js';
import { kycDocumentToDto, kycToMeDto } from './kyc.mapper.js';

const DOCUMENTS = { governmentIdDocument: true, proofOfResidencyDocument: true } as const;

/**
 * The user's side of KYC: their record, their private documents, and submitting (a first time,
 * or again after a rejection, into the same record). Every query is scoped by the signed-in user.
 * Submitting records the NIN check as an outbox job, so a slow registry never holds up the answer.
 */
@Injectable()
export class KycService {
  private readonly logger = new Logger(KycService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: PrivateDocuments,
    private readonly outbox: OutboxService,
    private readonly events: KycEvents,
  ) {}

  async me(user: AuthUser): Promise<KycMeDto> {
    const record = await this.dataSource
      .getRepository(KycRecord)
      .findOne({ where: { userId: user.id }, relations: DOCUMENTS });
    return kycToMeDto(record);
  }

  /** Stores one document (its type decided by its bytes) and answers its id for the submission. */
  async uploadDocument(
    user: AuthUser,
    kind: KycDocumentKind,
    file: { buffer?: Buffer; originalname?: string },
  ): Promise<KycDocumentDto> {
    const stored = await this.documents.store(`kyc/${user.id}`, file);
    const repo = this.dataSource.getRepository(KycDocument);
    try {
      return kycDocumentToDto(await repo.save(repo.create({ ...stored, userId: user.id, kind })));
    } catch (error) {
      await this.documents.remove(stored.storageKey);
      throw error;
    }
  }

  /**
   * Submits the four steps: creates the record (pending), or resubmits a rejected one into the
   * same record. A record under review or already approved refuses with 409. Documents the user
   * uploaded but no longer uses (replaced before submitting, or by an earlier submission) are
   * removed, rows in the transaction and files after it commits.
   */
  async submit(user: AuthUser, dto: SubmitKycDto): Promise<KycMeDto> {
    const record = await this.dataSource
      .transaction(async (m) => {
        const repo = m.getRepository(KycRecord);
        const existing = await repo.findOne({
          where: { userId: user.id },
          lock: { mode: 'pessimistic_write' },
        });
        if (existing?.status === 'approved') {
          throw conflict(KYC_MESSAGES.alreadyApproved, 'KYC_ALREADY_APPROVED');
        }
        if (existing?.status === 'pending') {
          throw conflict(KYC_MESSAGES.underReview, 'KYC_UNDER_REVIEW');
        }
        await this.checkDocuments(m, user, dto);
        const previous = existing
          ? [existing.governmentIdDocumentId, existing.proofOfResidencyDocumentId]
          : [];
        const record = repo.merge(existing ?? repo.create({ userId: user.id, submission: 0 }), {
          ...answersOf(dto),
          status: 'pending',
          isVerified: false,
          rejectionReason: null,
          reviewedAt: null,
          reviewedBy: null,
          submittedAt: new Date(),
          submission: (existing?.submission ?? 0) + 1,
          ninCheckStatus: 'pending',
          ninCheck: null,
          ninCheckedAt: null,
        });
        const saved = await repo.save(record);
        await discardDraft(m, user.id, 'kyc');
        await this.outbox.record(m, JobName.KycNinCheck, {
          kycId: saved.id,
          submission: saved.submission,
        });
        const kept = [dto.governmentIdDocumentId, dto.proofOfResidencyDocumentId, ...previous];
        const unused = await m.getRepository(KycDocument).find({
          where: { userId: user.id, id: Not(In(kept)) },
        });
        if (unused.length > 0) await m.getRepository(KycDocument).remove(unused);
        await afterCommit(m, () => this.removeFiles(unused.map((d) => d.storageKey)));
        await this.events.publish(m, { kind: 'submitted', record: saved });
        return saved;
      })
      .catch((error: { code?: string }) => {
        // Two first submissions racing: the unique user_id decides.
        if (error.code === '23505') throw conflict(KYC_MESSAGES.underReview, 'KYC_UNDER_REVIEW');
        throw error;
      });
    return this.me({ ...user, id: record.userId });
  }

  /** A document for its owner or staff; anyone else (and an unknown id) gets 404. */
  async findDocument(user: AuthUser, id: string): Promise<KycDocument> {
    const document = await this.dataSource.getRepository(KycDocument).findOneBy({ id });
    if (!document || (document.userId !== user.id && !isStaff(user.role))) {
      throw notFound('Document not found', 'DOCUMENT_NOT_FOUND');
    }
    return document;
  }

  /** Both documents must be the user's own, of the kind their field names. */
  private async checkDocuments(m: EntityManager, user: AuthUser, dto: SubmitKycDto) {
    const wanted: [keyof SubmitKycDto, string, KycDocumentKind][] = [
      ['governmentIdDocumentId', dto.governmentIdDocumentId, 'government_id'],
      ['proofOfResidencyDocumentId', dto.proofOfResidencyDocumentId, 'proof_of_residency'],
    ];
    const found = await m.getRepository(KycDocument).findBy({
      id: In(wanted.map(([, id]) => id)),
      userId: user.id,
    });
    const errors: FieldError[] = [];
    for (const [field, id, kind] of wanted) {
      const document = found.find((d) => d.id === id);
      if (!document) {
        errors.push({
          field,
          message: `Please upload your ${KYC_DOCUMENT_LABELS[kind].toLowerCase()}`,
        });
      } else if (document.kind !== kind) {
        errors.push({
          field,
          message: `This document was uploaded as a ${KYC_DOCUMENT_LABELS[document.kind].toLowerCase()}`,
        });
      }
    }
    if (errors.length > 0) throw badRequest(errors[0].message, errors);
  }

  private async removeFiles(keys: string[]) {
    for (const key of keys) {
      try {
        await this.documents.remove(key);
      } catch (error) {
        this.logger.warn(`Could not remove document ${key}: ${String(error)}`);
      }
    }
  }
}

/** The answers as stored: trimmed, optional ones empty → null (an empty field is not saved). */
function answersOf(dto: SubmitKycDto) {
  const empty = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);
  return {
    firstName: dto.firstName,
    lastName: dto.lastName,
    email: dto.email,
    phone: dto.phone.replace(/[\s-]/g, ''),
    dateOfBirth: dto.dateOfBirth,
    nationality: dto.nationality,
    occupation: dto.occupation,
    employer: dto.employer,
    employerPhone: dto.employerPhone,
    employerEmail: empty(dto.employerEmail),
    monthlyIncome: dto.monthlyIncome,
    employmentType: dto.employmentType,
    currentAddress: dto.currentAddress,
    currentCity: dto.currentCity,
    currentState: dto.currentState,
    currentPostalCode: empty(dto.currentPostalCode),
    addressDuration: dto.addressDuration,
    governmentIdType: dto.governmentIdType,
    ninNumber: dto.ninNumber,
    governmentIdDocumentId: dto.governmentIdDocumentId,
    proofOfResidencyDocumentId: dto.proofOfResidencyDocumentId,
  };
}
