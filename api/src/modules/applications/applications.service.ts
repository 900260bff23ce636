import { discardDraft } from '../drafts/drafts.service.js';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  APPLICATION_REVIEW_TRANSITIONS,
  APPLICATION_STATUSES,
  type ApplicationDecision,
  type ApplicationDto,
  type ApplicationListResponse,
  type ApplicationStatus,
  APPLICATION_MESSAGES,
  GUARANTOR_LINK_DAYS,
  maskNin,
  moveInCost,
  OPEN_APPLICATION_STATUSES,
} from '@rentnaija/shared';
import { DataSource, EntityManager, In, Not } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
} from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { hashToken, randomToken } from '../auth/tokens.js';
import { secret } from '../../platform/jobs/secrets.js';
import { MailService } from '../../platform/mail/mail.service.js';
import { OutsideRecipients } from '../../platform/mail/outside-recipients.js';
import { TextMessagesService } from '../../platform/text-messages/text-messages.service.js';
import { User } from '../users/entities/user.entity.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Property } from '../properties/entities/property.entity.js';
import type { ListingChange } from '../properties/listing-events.js';
import { ListingLifecycleService } from '../properties/listing-lifecycle.service.js';
import { isPublicListing } from '../properties/property.mapper.js';
import { ApplicationEvents } from './application-events.js';
import { applicationAudit, applicationToDto } from './application.mapper.js';
import { guarantorRequestText } from './application.mails.js';
import type { CreateApplicationDto } from './dto/application.dto.js';
import { agreedMoney } from './entities/agreed-money.js';
import { PropertyApplication } from './entities/property-application.entity.js';

export const isStaff = (user: AuthUser) => user.role === 'admin' || user.role === 'support';

/** The note on applications the product closes itself when their home is let to another. */
export const LET_TO_ANOTHER_NOTE = 'This home has been let to another applicant.';

const NOT_FOUND = () => notFound('Application not found', 'APPLICATION_NOT_FOUND');

/** What paying did to an application (see `recordPayment`). */
export type PaymentOutcome = 'applied' | 'duplicate' | 'not_successful';

/**
 * Rental applications: submission (with the guarantor's consent request and the enquiry
 * notice), the tenant's and landlord's lists, reviews, and what a verified payment does to an
 * application. A listing is let when its application is approved and paid, in either order
 * (docs/0013-payments-sandbox-and-states.md).
 */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: ListingLifecycleService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly events: ApplicationEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outside: OutsideRecipients,
    private readonly texts: TextMessagesService,
  ) {}

  /** The application was submitted or changed status: whoever counts applications is told. */
  private changed(m: EntityManager, app: PropertyApplication) {
    return this.events.publish(m, { kind: 'changed', application: app });
  }

  // ---- tenants ---------------------------------------------------------------------------

  /**
   * A tenant applies for an approved, available listing that is not their own. At most one
   * open application per tenant and listing (a partial unique index settles races: 409).
   * The landlord is told, the enquiry mailbox gets the applicant's data, the guarantor gets a
   * single-use consent link.
   */
  async submit(user: AuthUser, dto: CreateApplicationDto): Promise<ApplicationDto> {
    if (dto.ninNumber === dto.guarantorNinNumber) {
      throw badRequest(APPLICATION_MESSAGES.guarantorIsApplicant, [
        { field: 'guarantorNinNumber', message: APPLICATION_MESSAGES.guarantorIsApplicant },
      ]);
    }
    return this.dataSource.transaction(async (m) => {
      const property = await m
        .getRepository(Property)
        .findOne({ where: { id: dto.propertyId }, relations: { landlord: true } });
      if (!property || !isPublicListing(property)) {
        throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
      }
      if (property.landlordId === user.id) {
        throw forbidden('You cannot apply to rent your own listing.', 'OWN_LISTING');
      }
      if (property.status !== 'available') {
        throw conflict(
          'This home is no longer available: it is under contract or let.',
          'LISTING_NOT_AVAILABLE',
        );
      }
      const repo = m.getRepository(PropertyApplication);
      const open = await repo.existsBy({
        tenantId: user.id,
        propertyId: property.id,
        status: In([...OPEN_APPLICATION_STATUSES]),
      });
      if (open) throw this.duplicate();
      const app = repo.create({
        ...dto,
        email: dto.email.toLowerCase(),
        guarantorEmail: dto.guarantorEmail.toLowerCase(),
        referenceEmail: dto.referenceEmail.toLowerCase(),
        money: agreedMoney(property),
        tenantId: user.id,
        landlordId: property.landlordId,
        status: 'pending',
        guarantorStatus: 'pending',
      });
      await this.requestGuarantor(m, app, `${app.firstName} ${app.lastName}`, property);
      try {
        await repo.save(app);
      } catch (error) {
        // Another submission of the same tenant for the same listing won the race.
        if ((error as { code?: string }).code === '23505') throw this.duplicate();
        throw error;
      }
      app.property = property;
      await discardDraft(m, user.id, 'booking', property.id);
      await this.changed(m, app);
      const applicantName = `${app.firstName} ${app.lastName}`;
      await this.notifications.notify(m, property.landlordId, {
        type: 'application.submitted',
        applicationId: app.id,
        propertyId: property.id,
        title: property.title,
        applicantName,
      });
      await this.mail.record(m, {
        to: this.config.enquiryEmail,
        template: 'application-enquiry',
        data: {
          applicationId: app.id,
          submissionDate: app.createdAt.toISOString(),
          applicant: {
            firstName: app.firstName,
            lastName: app.lastName,
            email: app.email,
            phone: app.phone,
            dateOfBirth: app.dateOfBirth,
            occupation: app.occupation,
            employer: app.employer,
            monthlyIncome: app.monthlyIncome,
            ninNumber: maskNin(app.ninNumber),
          },
          reference: {
            name: app.referenceName,
            phone: app.referencePhone,
            email: app.referenceEmail,
            relationship: app.referenceRelationship,
          },
          guarantor: {
            name: app.guarantorName,
            phone: app.guarantorPhone,
            email: app.guarantorEmail,
            relationship: app.guarantorRelationship,
            occupation: app.guarantorOccupation,
            employer: app.guarantorEmployer,
            ninNumber: maskNin(app.guarantorNinNumber),
          },
          property: {
            id: property.id,
            title: property.title,
            location: property.location,
            price: property.price,
            bedrooms: property.bedrooms,
            bathrooms: property.bathrooms,
            description: property.description,
            images: property.images.map((i) =>
              i.url.startsWith('/') ? `${this.config.appUrl}${i.url}` : i.url,
            ),
            landlordName: property.landlord?.name ?? 'Landlord',
          },
          totalAmount: moveInCost(app.money).total,
          consoleLink: `${this.config.appUrl}/admin/applications/${app.id}/show`,
        },
      });
      return applicationToDto(app, 'tenant');
    });
  }

  listMine(user: AuthUser, status?: string): Promise<ApplicationListResponse> {
    return this.list({ tenantId: user.id }, status, 'tenant');
  }

  listForLandlord(
    user: AuthUser,
    status?: string,
    propertyId?: string,
  ): Promise<ApplicationListResponse> {
    return this.list(
      { landlordId: user.id, ...(propertyId ? { propertyId } : {}) },
      status,
      'landlord',
    );
  }

  /** One application: its tenant, its listing's landlord, or staff; anyone else 404. */
  async get(user: AuthUser, id: string): Promise<ApplicationDto> {
    const app = await this.dataSource
      .getRepository(PropertyApplication)
      .findOne({ where: { id }, relations: { property: true } });
    const viewer = app && this.viewerOf(user, app);
    if (!app || !viewer) throw NOT_FOUND();
    return applicationToDto(app, viewer);
  }

  /**
   * Sends the guarantor a new consent link (the old one stops working), while they have not
   * answered and the application is still open.
   */
  async resendGuarantorRequest(user: AuthUser, id: string): Promise<ApplicationDto> {
    return this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(PropertyApplication);
      const app = await repo.findOne({
        where: { id, tenantId: user.id },
        relations: { property: true },
        lock: { mode: 'pessimistic_write', tables: ['property_applications'] },
      });
      if (!app) throw NOT_FOUND();
      if (app.guarantorStatus !== 'pending') {
        throw conflict(`Your guarantor has already ${app.guarantorStatus}.`, 'GUARANTOR_ANSWERED');
      }
      if (!(OPEN_APPLICATION_STATUSES as readonly string[]).includes(app.status)) {
        throw conflict('This application has been decided.', 'APPLICATION_CLOSED');
      }
      await this.requestGuarantor(m, app, `${app.firstName} ${app.lastName}`, app.property!);
      await repo.save(app);
      return applicationToDto(app, 'tenant');
    });
  }

  // ---- reviews ---------------------------------------------------------------------------

  /**
   * The listing's landlord or an admin decides: under review, approved or rejected, along
   * APPLICATION_REVIEW_TRANSITIONS. Approving puts the listing under contract (it must be
   * available) and tells the other open applicants it is taken; if the tenant has paid, the
   * tenancy begins at once, else the approval is an offer open PAYMENT_OFFER_HOURS. Rejecting a paid application refunds it (ApplicationEvents).
   * The tenant is told every decision; staff decisions are audited.
   */
  async review(
    actor: AuthUser,
    id: string,
    decision: ApplicationDecision,
    note?: string | null,
  ): Promise<ApplicationDto> {
    return this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(PropertyApplication);
      const app = await repo.findOne({
        where: actor.role === 'admin' ? { id } : { id, landlordId: actor.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!app) throw NOT_FOUND();
      if (!APPLICATION_REVIEW_TRANSITIONS[app.status].includes(decision)) {
        throw conflict(
          app.status === decision
            ? `This application is already ${decision.replace('_', ' ')}.`
            : `An application that is ${app.status.replace('_', ' ')} cannot become ${decision.replace('_', ' ')}.`,
          'APPLICATION_TRANSITION_REFUSED',
        );
      }
      const before = applicationAudit(app);
      const property = await m
        .getRepository(Property)
        .findOne({ where: { id: app.propertyId }, lock: { mode: 'pessimistic_write' } });
      if (!property) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
      if (decision === 'approved') {
        if (property.status !== 'available' || property.archivedAt) {
          throw conflict(
            'This home is no longer available: another application was approved, or the landlord took it off the market.',
            'LISTING_NOT_AVAILABLE',
          );
        }
        await this.lifecycle.markUnderContract(m, property.id);
      }
      app.status = decision;
      app.reviewedAt = new Date();
      app.reviewedBy = actor.id;
      app.reviewNote = note?.trim() || null;
      // An approval not yet paid is an offer: it lapses unless paid by its deadline.
      if (decision === 'approved' && !app.depositPaid) {
        app.offerExpiresAt = new Date(
          app.reviewedAt.getTime() + this.config.paymentOfferHours * 3600_000,
        );
      }
      await repo.save(app);
      await this.changed(m, app);
      if (actor.role === 'admin' || actor.role === 'support') {
        await this.audit.record(m, actor, {
          action: `application.${decision === 'under_review' ? 'review' : decision === 'approved' ? 'approve' : 'reject'}`,
          entityType: 'application',
          entityId: app.id,
          before,
          after: applicationAudit(app),
          reason: decision === 'rejected' ? app.reviewNote : null,
        });
      }
      await this.notifications.notify(m, app.tenantId, {
        type: 'application.reviewed',
        applicationId: app.id,
        propertyId: property.id,
        title: property.title,
        decision,
        note: app.reviewNote,
      });
      if (decision === 'approved') {
        const others = await repo.find({
          where: {
            propertyId: app.propertyId,
            id: Not(app.id),
            status: In([...OPEN_APPLICATION_STATUSES]),
          },
        });
        for (const other of others) {
          await this.notifications.notify(m, other.tenantId, {
            type: 'application.listing_taken',
            applicationId: other.id,
            propertyId: property.id,
            title: property.title,
          });
        }
        await this.letIfSettled(m, app, property.title);
      }
      if (decision === 'rejected')
        await this.events.publish(m, { kind: 'rejected', application: app });
      app.property =
        (await m.getRepository(Property).findOneBy({ id: app.propertyId })) ?? undefined;
      return applicationToDto(app, actor.role === 'landlord' ? 'landlord' : 'staff');
    });
  }

  // ---- payments ---------------------------------------------------------------------------

  /**
   * A verified payment for the application (inside the payment's transaction). Marks it paid
   * and, when it is approved, the tenancy begins. Returns `duplicate` when another payment had
   * already paid it, `not_successful` when it was rejected: the payment is refunded then.
   */
  async recordPayment(
    m: EntityManager,
    applicationId: string,
    reference: string,
  ): Promise<PaymentOutcome> {
    const repo = m.getRepository(PropertyApplication);
    const app = await repo.findOne({
      where: { id: applicationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!app) throw NOT_FOUND();
    if (app.depositPaid && app.paymentReference !== reference) return 'duplicate';
    if (!app.depositPaid) {
      app.applicationFeePaid = true;
      app.depositPaid = true;
      app.paymentReference = reference;
      await repo.save(app);
    }
    // Rejected, or an offer that lapsed before the money arrived: it is refunded.
    if (app.status === 'rejected' || app.status === 'lapsed') return 'not_successful';
    const property = await m.getRepository(Property).findOneBy({ id: app.propertyId });
    await this.letIfSettled(m, app, property?.title ?? '');
    return 'applied';
  }

  /** A refunded payment no longer pays the application. */
  async recordRefund(m: EntityManager, applicationId: string, reference: string): Promise<void> {
    await m
      .getRepository(PropertyApplication)
      .update(
        { id: applicationId, paymentReference: reference },
        { applicationFeePaid: false, depositPaid: false },
      );
  }

  /**
   * The move-in payment of an approved application is being refunded (its tenancy cancelled):
   * the application is closed as not successful, with `note` for the tenant. Its listing is
   * the tenancy's to give back. Inside the refund's transaction.
   */
  async closeRefunded(m: EntityManager, applicationId: string, note: string): Promise<void> {
    const repo = m.getRepository(PropertyApplication);
    const app = await repo.findOne({
      where: { id: applicationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!app || app.status !== 'approved') return;
    app.status = 'rejected';
    app.reviewedAt = new Date();
    app.reviewedBy = null;
    app.reviewNote = note;
    app.offerExpiresAt = null;
    await repo.save(app);
    await this.changed(m, app);
  }

  /**
   * A landlord changed a listing's money: applicants whose application is still open (or
   * approved and unpaid) are told, for information; what they pay stays what they applied with.
   */
  async tellNewPrice(m: EntityManager, { kind, listing, before }: ListingChange): Promise<void> {
    if (kind !== 'edited') return;
    const newTotal = moveInCost(listing).total;
    if (newTotal === before.moveInTotal && listing.price === before.price) return;
    const open = await m
      .getRepository(PropertyApplication)
      .createQueryBuilder('a')
      .where('a.property_id = :id', { id: listing.id })
      .andWhere(`(a.status IN (:...open) OR (a.status = 'approved' AND NOT a.deposit_paid))`, {
        open: [...OPEN_APPLICATION_STATUSES],
      })
      .getMany();
    for (const app of open) {
      await this.notifications.notify(m, app.tenantId, {
        type: 'application.price_changed',
        applicationId: app.id,
        propertyId: listing.id,
        title: listing.title,
        agreedTotal: moveInCost(app.money).total,
        newTotal,
      });
    }
  }

  // ---- staff -----------------------------------------------------------------------------

  async adminGet(id: string): Promise<ApplicationDto> {
    const app = await this.dataSource
      .getRepository(PropertyApplication)
      .findOne({ where: { id }, relations: { property: true } });
    if (!app) throw NOT_FOUND();
    return applicationToDto(app, 'staff');
  }

  // ---- internals -------------------------------------------------------------------------

  /**
   * Approved and paid: the tenancy begins (`settled`: tenancies makes it and lets the listing),
   * and the other open applications for the listing are closed as let to another applicant
   * (refunded if they had paid).
   */
  private async letIfSettled(m: EntityManager, app: PropertyApplication, title: string) {
    if (app.status !== 'approved' || !app.depositPaid) return;
    const property = await m.getRepository(Property).findOneBy({ id: app.propertyId });
    if (property?.status !== 'under_contract') return;
    await this.events.publish(m, { kind: 'settled', application: app });
    const repo = m.getRepository(PropertyApplication);
    const others = await repo.find({
      where: {
        propertyId: app.propertyId,
        id: Not(app.id),
        status: In([...OPEN_APPLICATION_STATUSES]),
      },
      lock: { mode: 'pessimistic_write' },
    });
    for (const other of others) {
      other.status = 'rejected';
      other.reviewedAt = new Date();
      other.reviewedBy = null;
      other.reviewNote = LET_TO_ANOTHER_NOTE;
      await repo.save(other);
      await this.changed(m, other);
      await this.notifications.notify(m, other.tenantId, {
        type: 'application.reviewed',
        applicationId: other.id,
        propertyId: other.propertyId,
        title,
        decision: 'rejected',
        note: LET_TO_ANOTHER_NOTE,
      });
      await this.events.publish(m, { kind: 'rejected', application: other });
    }
  }

  /**
   * Gives the application a fresh single-use consent link (the row is saved by the caller) and
   * records its email, sealed: staff never see the link.
   */
  private async requestGuarantor(
    m: EntityManager,
    app: PropertyApplication,
    applicantName: string,
    property: Property,
  ): Promise<void> {
    // A guarantor without an account of ours counts against the applicant's daily cap.
    const registered = await m
      .getRepository(User)
      .createQueryBuilder('u')
      .where("lower(u.email) = lower(:email) AND u.status = 'active'", {
        email: app.guarantorEmail,
      })
      .getExists();
    if (!registered) {
      await this.outside.admit(
        m,
        app.tenantId,
        app.guarantorEmail,
        'guarantor-request',
        'guarantor requests to people without a RentNaija account',
      );
    }
    const token = randomToken();
    const expiresAt = new Date(Date.now() + GUARANTOR_LINK_DAYS * 24 * 3600 * 1000);
    app.guarantorTokenHash = hashToken(token);
    app.guarantorTokenExpiresAt = expiresAt;
    await this.mail.record(m, {
      to: app.guarantorEmail,
      template: 'guarantor-request',
      data: {
        guarantorName: app.guarantorName,
        applicantName,
        propertyTitle: property.title,
        location: property.location,
        moveInTotal: moveInCost(app.money).total,
        monthly: moveInCost(app.money).monthly,
        link: secret(`${this.config.appUrl}/guarantor/${token}`),
        expiresAt: expiresAt.toISOString(),
      },
    });
    // The guarantor has no account: the same request goes by SMS to the number the applicant
    // gave, once per link.
    await this.texts.recordToNumber(
      m,
      app.guarantorPhone,
      guarantorRequestText({
        applicantName,
        propertyTitle: property.title,
        link: secret(`${this.config.appUrl}/guarantor/${token}`),
        expiresAt: expiresAt.toISOString(),
      }),
      `guarantor-request:${app.id}:${app.guarantorTokenHash}`,
    );
  }

  private viewerOf(user: AuthUser, app: PropertyApplication) {
    if (isStaff(user)) return 'staff' as const;
    if (app.tenantId === user.id) return 'tenant' as const;
    if (app.landlordId === user.id) return 'landlord' as const;
    return null;
  }

  private duplicate() {
    return conflict(
      'You already have an open application for this property.',
      'APPLICATION_EXISTS',
    );
  }

  private async list(
    where: { tenantId?: string; landlordId?: string; propertyId?: string },
    status: string | undefined,
    viewer: 'tenant' | 'landlord',
  ): Promise<ApplicationListResponse> {
    const repo = this.dataSource.getRepository(PropertyApplication);
    const grouped = await repo
      .createQueryBuilder('a')
      .select('a.status', 'status')
      .addSelect('count(*)::int', 'count')
      .where(where)
      .groupBy('a.status')
      .getRawMany<{ status: ApplicationStatus; count: number }>();
    const counts = Object.fromEntries([
      ['all', grouped.reduce((sum, g) => sum + Number(g.count), 0)],
      ...APPLICATION_STATUSES.map((s) => [
        s,
        Number(grouped.find((g) => g.status === s)?.count ?? 0),
      ]),
    ]) as ApplicationListResponse['counts'];
    const rows = await repo.find({
      where: {
        ...where,
        ...(status && status !== 'all' ? { status: status as ApplicationStatus } : {}),
      },
      relations: { property: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 200,
    });
    return {
      data: rows.map((a) => applicationToDto(a, viewer)),
      counts,
      offerHours: this.config.paymentOfferHours,
    };
  }
}
