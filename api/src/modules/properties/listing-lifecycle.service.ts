import { discardDraft } from '../drafts/drafts.service.js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ApproveAllResponse,
  isPhotoReorder,
  LISTING_STATUS_TRANSITIONS,
  MATERIAL_LISTING_FIELDS,
  MESSAGES,
  type MaterialListingField,
  type PendingListingChanges,
  type PropertyDto,
  type PropertyImage,
  type PropertyStatus,
  type ListingFees,
  moveInCost,
  SENIOR_REVIEW_MESSAGES,
  SENIOR_REVIEW_NOTE_LIMITS,
  SENIOR_REVIEW_SCORE,
  type TenancyRules,
  tenancyRuleViolations,
  WIZARD_CITIES,
} from '@rentnaija/shared';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
} from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { FileStorage, PUBLIC_FILES_PREFIX } from '../../platform/storage/file-storage.js';
import type { PropertyImageInputDto, UpdatePropertyDto } from './dto/property.dto.js';
import { Property } from './entities/property.entity.js';
import { ListingEvents, type ListingChangeKind, type ListingState } from './listing-events.js';
import { ListingHolds } from './listing-holds.js';
import { ListingSignalsService } from './listing-signals.service.js';
import { auditSnapshot, isPublicListing, propertyToDto } from './property.mapper.js';

/**
 * Who asks for a status change: the landlord by hand, the application/payment flows, or a
 * tenancy giving back the home it let.
 */
export type StatusActor = 'landlord' | 'contract' | 'tenancy';

const UNDER_CONTRACT_LOCKED =
  'This listing is under contract: its status changes when the application or payment flow ends, not by hand.';

/** The immediate (non-material) fields a landlord may edit. */
const IMMEDIATE_FIELDS = [
  'price',
  'securityDeposit',
  'serviceCharge',
  'serviceChargeCovers',
  'rentAdvanceMonths',
  'acceptsMonthlyRent',
  'agencyFee',
  'legalFee',
  'amenities',
  'powerSupply',
  'waterSupply',
  'availableFrom',
  // The pin: moved at once (the address it belongs to is reviewed; the public sees it rounded).
  'latitude',
  'longitude',
] as const;

const stateOf = (p: Property): ListingState => ({
  title: p.title,
  price: p.price,
  moveInTotal: moveInCost(p).total,
  status: p.status,
  moderationStatus: p.moderationStatus,
  public: isPublicListing(p),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const locationOf = (address: string, city: string, state: string) =>
  [address, city, state].join(', ');

export function checkCityState(city: string, state: string): void {
  const expected = WIZARD_CITIES.find((c) => c.city === city)?.state;
  if (expected && expected !== state) {
    throw badRequest(`${city} is in ${expected}`, [
      { field: 'state', message: `${city} is in ${expected}` },
    ]);
  }
}

/** Refuses money that breaks the tenancy rules in force (advance rent, agency fee cap). */
export function checkTenancyRules(
  fees: Pick<ListingFees, 'price' | 'rentAdvanceMonths' | 'agencyFee'>,
  rules: TenancyRules,
): void {
  const violations = tenancyRuleViolations(fees, rules);
  if (violations.length > 0) throw badRequest(violations[0].message, violations);
}

export function normaliseImages(images: PropertyImageInputDto[], title: string): PropertyImage[] {
  return images.map((img, i) => ({
    url: img.url,
    thumbnailUrl: img.thumbnailUrl ?? img.url,
    alt: img.alt || `${title} — photo ${i + 1}`,
    ...(img.width && img.height ? { width: img.width, height: img.height } : {}),
    ...(img.variants?.length
      ? { variants: img.variants.map(({ url, width, height }) => ({ url, width, height })) }
      : {}),
  }));
}

/**
 * A version held for a senior review (fraud signals scoring SENIOR_REVIEW_SCORE or more) is
 * approved only with a note saying why it may go live.
 */
function requireSeniorNote(score: number, note: string | undefined): void {
  if (score < SENIOR_REVIEW_SCORE) return;
  if (!note) {
    throw badRequest(SENIOR_REVIEW_MESSAGES.noteRequired, [
      { field: 'note', message: SENIOR_REVIEW_MESSAGES.noteRequired },
    ]);
  }
  if (note.length < SENIOR_REVIEW_NOTE_LIMITS.min) {
    throw badRequest(SENIOR_REVIEW_MESSAGES.noteTooShort, [
      { field: 'note', message: SENIOR_REVIEW_MESSAGES.noteTooShort },
    ]);
  }
}

/** Every stored file a listing (or its changes waiting for review) points at. */
const photoUrls = (p: { images?: PropertyImage[]; panoramaUrl?: string | null }) => [
  ...(p.images ?? []).flatMap((i) => [
    i.url,
    i.thumbnailUrl,
    ...(i.variants ?? []).map((v) => v.url),
  ]),
  ...(p.panoramaUrl ? [p.panoramaUrl] : []),
];

/**
 * Owns every change of a listing's status and moderation state, with the allowed transitions
 * of LISTING_STATUS_TRANSITIONS (packages/shared) and docs/0005-listing-lifecycle.md:
 *
 * - landlords move their own listings between available, inactive and rented;
 * - `under_contract` is set and cleared only by the application and payment flows
 *   (`markUnderContract`, `releaseContract`, `completeContract`, inside their transaction);
 * - admins approve and reject; a rejected listing edited by its landlord goes back to review;
 * - material edits of an approved listing wait in `pendingChanges` while the approved version
 *   stays public; price and status change at once;
 * - deleting a listing that records refer to archives it.
 *
 * Every change publishes a ListingChange in its transaction; reactions subscribe to
 * ListingEvents.
 */
@Injectable()
export class ListingLifecycleService {
  private readonly logger = new Logger(ListingLifecycleService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: ListingEvents,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly holds: ListingHolds,
    private readonly signals: ListingSignalsService,
  ) {}

  // ---- landlords -------------------------------------------------------------------------

  /**
   * The landlord edits a listing. Unapproved listings change at once (a rejected one goes
   * back to review). On an approved listing, material fields wait for review in
   * `pendingChanges` (the public keeps seeing the approved version); the rest apply now, and so
   * does a new order of the approved photos (its first is the cover).
   */
  async edit(user: AuthUser, id: string, dto: UpdatePropertyDto): Promise<PropertyDto> {
    const { result, replaced } = await this.dataSource.transaction(async (m) => {
      const p = await this.ownedForUpdate(m, id, user, 'You can only edit your own properties.');
      const before = stateOf(p);
      const oldPhotos = [...photoUrls(p), ...photoUrls(p.pendingChanges ?? {})];
      // While a tenancy holds the home, its move-out date says when it is free again.
      if (dto.availableFrom !== undefined && !same(dto.availableFrom, p.availableFrom)) {
        await this.holds.refuseIfHeld(m, p.id);
      }
      for (const field of IMMEDIATE_FIELDS) {
        if (dto[field] !== undefined) (p as unknown as Record<string, unknown>)[field] = dto[field];
      }
      checkTenancyRules(p, this.config.tenancyRules);
      const material = this.materialChanges(p, dto);
      if (p.moderationStatus === 'approved') {
        const proposed: Record<string, unknown> = { ...(p.pendingChanges ?? {}), ...material };
        // A new order or cover of the approved photos shows nothing unreviewed: it applies now.
        if (dto.images && isPhotoReorder(p.images, dto.images)) {
          const byUrl = new Map(p.images.map((img) => [img.url, img]));
          p.images = dto.images.map((img) => byUrl.get(img.url)!);
          delete proposed.images;
        }
        for (const field of Object.keys(proposed) as MaterialListingField[]) {
          if (same(proposed[field], p[field])) delete proposed[field];
        }
        const merged = { ...p, ...proposed } as Property;
        checkCityState(merged.city, merged.state);
        const changed = !same(proposed, p.pendingChanges ?? {});
        p.pendingChanges =
          Object.keys(proposed).length > 0 ? (proposed as PendingListingChanges) : null;
        if (!p.pendingChanges) p.changesSubmittedAt = null;
        else if (changed) p.changesSubmittedAt = new Date();
      } else {
        Object.assign(p, material);
        checkCityState(p.city, p.state);
        p.location = locationOf(p.address, p.city, p.state);
        if (p.moderationStatus === 'rejected') {
          p.moderationStatus = 'pending';
          p.isApproved = false;
        }
      }
      await m.getRepository(Property).save(p);
      await discardDraft(m, user.id, 'listing', p.id);
      await this.signals.due(m, p.id);
      await this.publish(m, 'edited', p, before);
      const kept = new Set([...photoUrls(p), ...photoUrls(p.pendingChanges ?? {})]);
      return {
        result: propertyToDto(await this.reload(m, p.id), true),
        replaced: oldPhotos.filter((u) => !kept.has(u)),
      };
    });
    await this.removeUnusedPhotos(replaced);
    return result;
  }

  /**
   * The landlord sets available, inactive or rented (see LISTING_STATUS_TRANSITIONS), unless a
   * record holds the listing (a tenancy: 409 naming it).
   */
  async setStatusByLandlord(
    user: AuthUser,
    id: string,
    status: PropertyStatus,
  ): Promise<PropertyDto> {
    return this.dataSource.transaction(async (m) => {
      const p = await this.ownedForUpdate(m, id, user, 'You can only update your own properties.');
      if (p.status !== status) await this.holds.refuseIfHeld(m, p.id);
      await this.moveStatus(m, p, status, 'landlord');
      return propertyToDto(await this.reload(m, p.id), true);
    });
  }

  /**
   * The landlord deletes a listing. When records refer to it (any foreign key to `properties`
   * declared ON DELETE RESTRICT: applications, payments, conversations…), it is archived
   * instead: kept for those records, hidden everywhere but the console. A listing under
   * contract, or held by a record (a tenancy), can be neither.
   */
  async remove(user: AuthUser, id: string): Promise<'deleted' | 'archived'> {
    const { outcome, photos } = await this.dataSource.transaction(async (m) => {
      const p = await this.ownedForUpdate(m, id, user, MESSAGES.deleteOwnOnly);
      if (p.status === 'under_contract') throw conflict(UNDER_CONTRACT_LOCKED, 'UNDER_CONTRACT');
      await this.holds.refuseIfHeld(m, p.id);
      const before = stateOf(p);
      if (!(await this.isReferenced(m, p.id))) {
        await m.getRepository(Property).delete({ id: p.id });
        await this.publish(m, 'deleted', p, before);
        return { outcome: 'deleted' as const, photos: photoUrls(p) };
      }
      p.archivedAt = new Date();
      await m.getRepository(Property).update({ id: p.id }, { archivedAt: p.archivedAt });
      await this.publish(m, 'archived', p, before);
      return { outcome: 'archived' as const, photos: [] };
    });
    await this.removeUnusedPhotos(photos);
    return outcome;
  }

  // ---- the application and payment flows --------------------------------------------------

  /** An application was approved: available → under_contract. Call inside its transaction. */
  markUnderContract(m: EntityManager, propertyId: string): Promise<Property> {
    return this.contractMove(m, propertyId, 'under_contract');
  }

  /** The contract fell through (withdrawn, payment failed): under_contract → available. */
  releaseContract(m: EntityManager, propertyId: string): Promise<Property> {
    return this.contractMove(m, propertyId, 'available');
  }

  /** The contract completed (approved and paid: a tenancy begins): under_contract → rented. */
  completeContract(m: EntityManager, propertyId: string): Promise<Property> {
    return this.contractMove(m, propertyId, 'rented');
  }

  /**
   * The tenancy that let the listing gave it back (cancelled, or its tenant moving out):
   * rented → available, or rented → inactive when the landlord has not confirmed it goes back on
   * the market. Call inside the tenancy's transaction, once it no longer holds it.
   */
  endLet(
    m: EntityManager,
    propertyId: string,
    to: 'available' | 'inactive' = 'available',
  ): Promise<Property> {
    return this.contractMove(m, propertyId, to, 'tenancy');
  }

  /**
   * The tenancy that lets the listing says when its home is free again (its move-out date), or
   * that it is free now (null): the listing shows it as available from then. Inside the
   * tenancy's transaction.
   */
  async availableAgainOn(m: EntityManager, propertyId: string, date: string | null) {
    const p = await m
      .getRepository(Property)
      .findOne({ where: { id: propertyId }, lock: { mode: 'pessimistic_write' } });
    if (!p || p.availableFrom === date) return;
    const before = stateOf(p);
    p.availableFrom = date;
    await m.getRepository(Property).update({ id: p.id }, { availableFrom: date });
    await this.publish(m, 'edited', p, before);
  }

  // ---- staff -----------------------------------------------------------------------------

  /**
   * Publishes a pending or rejected listing, or applies the changes waiting on an approved
   * one. An approved listing without changes stays as it is. The version decided on has its
   * fraud signals checked first; when they hold it for a senior review, approving needs `note`
   * (why it may go live), kept in the audit log.
   */
  async approve(actor: AuthUser, id: string, note?: string): Promise<void> {
    await this.checkSignalsIfDue([id]);
    const replaced = await this.dataSource.transaction(async (m) => {
      const p = await this.lockForModeration(m, id);
      if (p.moderationStatus === 'approved' && !p.pendingChanges) return [];
      const checked = p.riskCheckedAt ? p : ((await this.signals.check(p.id, m)) ?? p);
      requireSeniorNote(checked.riskScore, note);
      if (p.moderationStatus !== 'approved') {
        await this.applyApproval(m, actor, p, note);
        return [];
      }
      return this.decideChanges(m, actor, p, undefined, note);
    });
    await this.removeUnusedPhotos(replaced);
  }

  /**
   * Approves every listing waiting for review (not the rejected ones, nor pending changes), but
   * those whose fraud signals hold them for a senior review (`held`).
   */
  async approveAll(actor: AuthUser): Promise<ApproveAllResponse> {
    const waiting = await this.dataSource
      .getRepository(Property)
      .find({ select: { id: true }, where: { moderationStatus: 'pending' } });
    await this.checkSignalsIfDue(waiting.map((p) => p.id));
    return this.dataSource.transaction(async (m) => {
      const pending = await m.getRepository(Property).find({
        where: { moderationStatus: 'pending' },
        order: { createdAt: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const ids: string[] = [];
      const held: string[] = [];
      for (const listing of pending) {
        if (listing.archivedAt !== null) continue;
        const p = listing.riskCheckedAt
          ? listing
          : ((await this.signals.check(listing.id, m)) ?? listing);
        if (p.riskScore >= SENIOR_REVIEW_SCORE) {
          held.push(p.id);
          continue;
        }
        await this.applyApproval(m, actor, p);
        ids.push(p.id);
      }
      return { approved: ids.length, ids, held };
    });
  }

  /** Checks now the listings whose version under review has not been checked yet. */
  private async checkSignalsIfDue(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const due = await this.dataSource
      .getRepository(Property)
      .find({ select: { id: true }, where: { id: In(ids), riskCheckedAt: IsNull() } });
    for (const { id } of due) await this.signals.check(id);
  }

  /**
   * Refuses the changes waiting on an approved listing (it stays public as approved), or else
   * hides the listing with a reason its landlord sees.
   */
  async reject(actor: AuthUser, id: string, reason: string): Promise<void> {
    const dropped = await this.dataSource.transaction(async (m) => {
      const p = await this.lockForModeration(m, id);
      if (p.moderationStatus === 'approved' && p.pendingChanges) {
        return this.decideChanges(m, actor, p, reason);
      }
      const before = stateOf(p);
      await this.audit.saveChange(
        m,
        actor,
        p,
        { moderationStatus: 'rejected', isApproved: false, rejectionReason: reason },
        { action: 'property.reject', entityType: 'property', snapshot: auditSnapshot, reason },
      );
      await this.notifications.notify(m, p.landlordId, {
        type: 'listing.rejected',
        propertyId: p.id,
        title: p.title,
        reason,
      });
      await this.publish(m, 'moderation', p, before);
      return [];
    });
    await this.removeUnusedPhotos(dropped);
  }

  /**
   * Hides (or shows again) every listing of a landlord whose account was suspended (or
   * reactivated). Called in the transaction of the user's change.
   */
  async setLandlordSuspended(m: EntityManager, landlordId: string, suspended: boolean) {
    const listings = await m
      .getRepository(Property)
      .find({ where: { landlordId }, lock: { mode: 'pessimistic_write' } });
    for (const p of listings) {
      if (p.landlordSuspended === suspended) continue;
      const before = stateOf(p);
      p.landlordSuspended = suspended;
      await m.getRepository(Property).update({ id: p.id }, { landlordSuspended: suspended });
      await this.publish(m, 'visibility', p, before);
    }
  }

  /**
   * Hides a listing from the public because of reports (enough different people reported it, or
   * staff decided so), or shows it again once staff dismissed them. Called in the transaction of
   * the report or the decision; answers the listing.
   */
  async setHiddenByReports(m: EntityManager, propertyId: string, hidden: boolean) {
    const p = await m
      .getRepository(Property)
      .findOne({ where: { id: propertyId }, lock: { mode: 'pessimistic_write' } });
    if (!p) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    if (p.hiddenByReports === hidden) return p;
    const before = stateOf(p);
    p.hiddenByReports = hidden;
    await m.getRepository(Property).update({ id: p.id }, { hiddenByReports: hidden });
    await this.publish(m, 'visibility', p, before);
    return p;
  }

  /**
   * Sets or clears the 'Verified owner' badge (staff approved a proof of the right to let it, or
   * the listing moved to another address). Called in the transaction of that decision.
   */
  async setVerifiedOwner(m: EntityManager, propertyId: string, verified: boolean) {
    const p = await m
      .getRepository(Property)
      .findOne({ where: { id: propertyId }, lock: { mode: 'pessimistic_write' } });
    if (!p) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    if (p.verifiedOwner === verified) return p;
    const before = stateOf(p);
    p.verifiedOwner = verified;
    await m.getRepository(Property).update({ id: p.id }, { verifiedOwner: verified });
    await this.publish(m, 'verification', p, before);
    return p;
  }

  /**
   * The listing's freshness changed: its landlord confirmed it is still available (with
   * `confirmedAvailableAt`), or the freshness sweep found it unconfirmed for long enough to sink
   * or to hide (ListingFreshnessService). Called in that change's transaction, on a locked row.
   */
  async setFreshness(
    m: EntityManager,
    p: Property,
    change: { staleness: number; confirmedAvailableAt?: Date },
  ): Promise<void> {
    const before = stateOf(p);
    Object.assign(p, change);
    await m.getRepository(Property).update({ id: p.id }, change);
    await this.publish(m, 'freshness', p, before);
  }

  // ---- internals -------------------------------------------------------------------------

  /**
   * Applies (no reason) or drops (with the rejection reason) the changes waiting on an
   * approved listing; audited, the landlord told. Returns the photos no longer used by it.
   */
  private async decideChanges(
    m: EntityManager,
    actor: AuthUser,
    p: Property,
    reason?: string,
    note?: string,
  ): Promise<string[]> {
    const approved = reason === undefined;
    const before = stateOf(p);
    const snapshot = auditSnapshot(p);
    const photosBefore = [...photoUrls(p), ...photoUrls(p.pendingChanges ?? {})];
    if (approved) {
      Object.assign(p, p.pendingChanges);
      p.location = locationOf(p.address, p.city, p.state);
    }
    p.pendingChanges = null;
    p.changesSubmittedAt = null;
    await m.getRepository(Property).save(p);
    await this.audit.record(m, actor, {
      action: approved ? 'property.approve_changes' : 'property.reject_changes',
      entityType: 'property',
      entityId: p.id,
      before: snapshot,
      after: approved ? auditSnapshot(p) : { ...auditSnapshot(p), reason },
      reason: reason ?? (note || null),
    });
    await this.notifications.notify(
      m,
      p.landlordId,
      approved
        ? { type: 'listing.changes_approved', propertyId: p.id, title: p.title }
        : { type: 'listing.changes_rejected', propertyId: p.id, title: p.title, reason },
    );
    await this.publish(m, 'changes_reviewed', p, before);
    const kept = new Set(photoUrls(p));
    return photosBefore.filter((u) => !kept.has(u));
  }

  /** The one place a status changes: checks the table, saves, publishes. */
  private async moveStatus(
    m: EntityManager,
    p: Property,
    to: PropertyStatus,
    actor: StatusActor,
  ): Promise<void> {
    if (p.status === to) return;
    const allowed = LISTING_STATUS_TRANSITIONS[p.status][to];
    // A tenancy gives back the home it let: the one move out of rented that is not the landlord's.
    const givenBack =
      actor === 'tenancy' && p.status === 'rented' && (to === 'available' || to === 'inactive');
    if (allowed !== actor && !givenBack) {
      if (p.status === 'under_contract') throw conflict(UNDER_CONTRACT_LOCKED, 'UNDER_CONTRACT');
      throw conflict(
        actor === 'landlord' && allowed === 'contract'
          ? 'A listing goes under contract only when an application is approved.'
          : `A listing cannot go from ${p.status.replace('_', ' ')} to ${to.replace('_', ' ')}.`,
        'STATUS_TRANSITION_REFUSED',
      );
    }
    const before = stateOf(p);
    p.status = to;
    // Only an available listing goes stale; back on the market counts as confirmed now.
    p.staleness = 0;
    if (to === 'available') p.confirmedAvailableAt = new Date();
    await m
      .getRepository(Property)
      .update(
        { id: p.id },
        { status: to, staleness: 0, confirmedAvailableAt: p.confirmedAvailableAt },
      );
    await this.publish(m, 'status', p, before);
  }

  private async contractMove(
    m: EntityManager,
    propertyId: string,
    to: PropertyStatus,
    actor: StatusActor = 'contract',
  ) {
    const p = await m
      .getRepository(Property)
      .findOne({ where: { id: propertyId }, lock: { mode: 'pessimistic_write' } });
    if (!p || p.archivedAt) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    await this.moveStatus(m, p, to, actor);
    return p;
  }

  private async applyApproval(
    m: EntityManager,
    actor: AuthUser,
    p: Property,
    note?: string,
  ): Promise<void> {
    const before = stateOf(p);
    const snapshot = auditSnapshot(p);
    p.moderationStatus = 'approved';
    p.isApproved = true;
    p.rejectionReason = null;
    // Published today: confirmed available today.
    p.confirmedAvailableAt = new Date();
    p.staleness = 0;
    await m.getRepository(Property).update(
      { id: p.id },
      {
        moderationStatus: 'approved',
        isApproved: true,
        rejectionReason: null,
        confirmedAvailableAt: p.confirmedAvailableAt,
        staleness: 0,
      },
    );
    await this.audit.record(m, actor, {
      action: 'property.approve',
      entityType: 'property',
      entityId: p.id,
      before: snapshot,
      after: auditSnapshot(p),
      reason: note || null,
    });
    await this.notifications.notify(m, p.landlordId, {
      type: 'listing.approved',
      propertyId: p.id,
      title: p.title,
    });
    await this.publish(m, 'moderation', p, before);
  }

  /** The material fields `dto` sets, normalised as stored. */
  private materialChanges(p: Property, dto: UpdatePropertyDto): Partial<Property> {
    const changes: Record<string, unknown> = {};
    for (const field of MATERIAL_LISTING_FIELDS) {
      if (dto[field] !== undefined) changes[field] = dto[field];
    }
    if (dto.images !== undefined) {
      const title = (changes.title as string | undefined) ?? p.pendingChanges?.title ?? p.title;
      changes.images = normaliseImages(dto.images, title);
    }
    for (const nullable of ['postalCode', 'videoTourUrl', 'panoramaUrl'] as const) {
      if (nullable in changes) changes[nullable] ??= null;
    }
    return changes as Partial<Property>;
  }

  private publish(m: EntityManager, kind: ListingChangeKind, p: Property, before: ListingState) {
    return this.events.publish(m, { kind, listing: p, before });
  }

  /**
   * Loads a listing for a change by its landlord. Someone else's listing is 404 when they
   * cannot see it, and 403 with `denied` when it is public anyway; archived ones are gone.
   */
  private async ownedForUpdate(
    m: EntityManager,
    id: string,
    user: AuthUser,
    denied: string,
  ): Promise<Property> {
    const p = await m
      .getRepository(Property)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!p || p.archivedAt || (p.landlordId !== user.id && !isPublicListing(p))) {
      throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    }
    if (p.landlordId !== user.id) throw forbidden(denied, 'NOT_OWNER');
    return p;
  }

  private async lockForModeration(m: EntityManager, id: string): Promise<Property> {
    const p = await m
      .getRepository(Property)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!p || p.archivedAt) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    return p;
  }

  /**
   * Whether any row refers to the listing through a foreign key that forbids deleting it
   * (ON DELETE RESTRICT / NO ACTION). The database's own catalogue is the list, so a new table
   * of records (applications, payments, conversations…) only has to declare its key so.
   */
  private async isReferenced(m: EntityManager, id: string): Promise<boolean> {
    const keys = await m.query<{ tbl: string; col: string }[]>(
      `SELECT quote_ident(n.nspname) || '.' || quote_ident(t.relname) AS tbl,
              quote_ident(a.attname) AS col
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       WHERE c.contype = 'f' AND c.confrelid = 'properties'::regclass
         AND c.confdeltype IN ('r', 'a')`,
    );
    for (const { tbl, col } of keys) {
      const [{ used }] = await m.query<{ used: boolean }[]>(
        `SELECT EXISTS (SELECT 1 FROM ${tbl} WHERE ${col} = $1) AS used`,
        [id],
      );
      if (used) return true;
    }
    return false;
  }

  private reload(m: EntityManager, id: string) {
    return m
      .getRepository(Property)
      .findOneOrFail({ where: { id }, relations: { landlord: true } });
  }

  /**
   * Deletes stored photos no listing uses any more, live or waiting for review (the demo seed
   * shares some). Failures are only logged.
   */
  private async removeUnusedPhotos(urls: string[]): Promise<void> {
    for (const url of new Set(urls)) {
      if (!url.startsWith(`${PUBLIC_FILES_PREFIX}/properties/`)) continue;
      try {
        const [{ used }] = await this.dataSource.query<{ used: boolean }[]>(
          `SELECT EXISTS (SELECT 1 FROM properties p, LATERAL (VALUES (p.images), (p.pending_changes->'images')) AS i(list)
             WHERE i.list @> jsonb_build_array(jsonb_build_object('url', $1::text))
                OR i.list @> jsonb_build_array(jsonb_build_object('thumbnailUrl', $1::text))
                OR i.list @> jsonb_build_array(jsonb_build_object('variants',
                     jsonb_build_array(jsonb_build_object('url', $1::text))))
                OR p.panorama_url = $1 OR p.pending_changes->>'panoramaUrl' = $1) AS used`,
          [url],
        );
        if (!used) await this.storage.delete(url.slice(PUBLIC_FILES_PREFIX.length + 1));
      } catch (error) {
        this.logger.warn(`Could not remove photo ${url}: ${String(error)}`);
      }
    }
  }
}
