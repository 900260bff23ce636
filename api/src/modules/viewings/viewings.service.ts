import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CONTACT_MESSAGES,
  CONTACT_PHONE_PATTERN,
  EMAIL_PATTERN,
  type FieldError,
  isPersonName,
  VIDEO_LINK_LEAD_MINUTES,
  videoLinkProblem,
  VIEWING_LINK_MESSAGES,
  VIEWING_MESSAGES,
  type ViewingDto,
  viewingSlotProblem,
  viewingStartsAt,
} from '@rentnaija/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
} from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { KycRecord } from '../kyc/entities/kyc-record.entity.js';
import { breakLinks } from '../../platform/mail/mail-template.js';
import { MailService } from '../../platform/mail/mail.service.js';
import { OutsideRecipients } from '../../platform/mail/outside-recipients.js';
import type {
  NotificationDefinition,
  NotificationEventOf,
} from '../../platform/notifications/notification-definition.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Property } from '../properties/entities/property.entity.js';
import { PUBLIC_LISTING } from '../properties/search-query.js';
import { TextMessagesService } from '../../platform/text-messages/text-messages.service.js';
import { User } from '../users/entities/user.entity.js';
import type { CreateViewingDto, ListViewingsDto, UpdateViewingDto } from './dto/viewing.dto.js';
import { Viewing } from './entities/viewing.entity.js';
import { viewingGoogleUrl, viewingInvite } from './viewing-calendar.js';
import { VIEWING_NOTIFICATIONS, type ViewingNotifications } from './viewings.notifications.js';

/** The most viewings one list answers (newest dates are what a person looks for). */
const LIST_LIMIT = 500;

const slotTaken = () => conflict(VIEWING_MESSAGES.slotTaken, 'VIEWING_SLOT_TAKEN');

/** Two bookings raced for one confirmed slot: the partial unique index decided. */
const isSlotRace = (error: unknown) =>
  (error as { code?: string; constraint?: string })?.code === '23505' &&
  String((error as { constraint?: string }).constraint ?? 'UQ_viewings_confirmed_slot') ===
    'UQ_viewings_confirmed_slot';

type ViewingEventOf<T extends keyof ViewingNotifications> = NotificationEventOf<
  ViewingNotifications,
  T
>;

/**
 * Viewings: tenants request them (pending), landlords schedule them
 * (confirmed) and confirm or cancel requests; tenants cancel their own. Every query is scoped
 * to the caller (a tenant's own viewings, a landlord's listings'); others' viewings are 404.
 * Each change tells the other side through notify(); a tenant without an account is emailed.
 */
@Injectable()
export class ViewingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly outside: OutsideRecipients,
    private readonly texts: TextMessagesService,
  ) {}

  async list(user: AuthUser, filters: ListViewingsDto): Promise<ViewingDto[]> {
    const qb = this.scoped(this.dataSource.manager, user);
    if (filters.status) qb.andWhere('v.status = :status', { status: filters.status });
    if (filters.date) qb.andWhere('v.viewing_date = :date', { date: filters.date });
    const rows = await qb
      .orderBy('v.viewing_date', 'ASC')
      .addOrderBy('v.viewing_time', 'ASC')
      .addOrderBy('v.id', 'ASC')
      .take(LIST_LIMIT)
      .getMany();
    const names = await this.landlordNames(this.dataSource.manager, rows);
    return rows.map((v) => this.toDto(v, user, names));
  }

  /**
   * The .ics of a confirmed viewing for its tenant or its listing's landlord: the same invite
   * the confirmation email carries (others get 404, an unconfirmed viewing 409).
   */
  async invite(user: AuthUser, id: string): Promise<{ filename: string; ics: string }> {
    const m = this.dataSource.manager;
    const v = await this.scoped(m, user).andWhere('v.id = :id', { id }).getOne();
    if (!v) throw notFound('Viewing not found', 'VIEWING_NOT_FOUND');
    if (v.status !== 'confirmed') {
      throw conflict(
        'Only a confirmed viewing can be added to a calendar.',
        'VIEWING_NOT_CONFIRMED',
      );
    }
    const names = await this.landlordNames(m, [v]);
    const file = viewingInvite(v, names.get(v.id)!, v.sequence, 'REQUEST', this.config);
    return {
      filename: `viewing-${v.viewingDate}-${v.viewingTime.replace(':', '')}.ics`,
      ics: file.content,
    };
  }

  /** The landlord's name of each viewing's listing, as the calendar shows it (inert links). */
  private async landlordNames(m: EntityManager, rows: Viewing[]): Promise<Map<string, string>> {
    const ids = [...new Set(rows.map((v) => v.property!.landlordId))];
    const users = ids.length
      ? await m
          .getRepository(User)
          .find({ select: { id: true, name: true }, where: { id: In(ids) } })
      : [];
    const byId = new Map(users.map((u) => [u.id, breakLinks(u.name)]));
    return new Map(rows.map((v) => [v.id, byId.get(v.property!.landlordId) ?? 'Landlord']));
  }

  async create(user: AuthUser, dto: CreateViewingDto): Promise<ViewingDto> {
    const landlordFields = [
      dto.tenantName,
      dto.tenantEmail,
      dto.tenantPhone,
      dto.notes,
      dto.videoLink,
    ];
    if (user.role !== 'landlord' && landlordFields.some((f) => f !== undefined)) {
      throw forbidden('Only a listing’s landlord can schedule a viewing for someone else.');
    }
    if (user.role === 'landlord') checkLandlordFields(dto);
    const problem = viewingSlotProblem(dto.viewingDate, dto.viewingTime);
    if (problem) throw badRequest(problem.message, [problem]);

    const id = await this.dataSource
      .transaction((m) =>
        user.role === 'landlord' ? this.schedule(m, user, dto) : this.request(m, user, dto),
      )
      .catch((error: unknown) => {
        if (isSlotRace(error)) throw slotTaken();
        throw error;
      });
    return this.get(user, id);
  }

  /** The landlord of the listing confirms a pending request. */
  async confirm(user: AuthUser, id: string): Promise<ViewingDto> {
    if (user.role !== 'landlord') {
      throw forbidden('Only the listing’s landlord can confirm a viewing.');
    }
    await this.dataSource
      .transaction(async (m) => {
        const v = await this.forUpdate(m, user, id);
        if (v.status !== 'pending') {
          throw conflict('Only pending viewings can be confirmed.', 'VIEWING_NOT_PENDING');
        }
        if (v.startsAt.getTime() <= Date.now()) {
          throw conflict('This viewing’s time has passed.', 'VIEWING_IN_PAST');
        }
        if (v.viewingType === 'virtual' && !v.videoLink) throw videoLinkRequired();
        const taken = await m
          .getRepository(Viewing)
          .existsBy({ ...slotOf(v), status: 'confirmed' });
        if (taken) throw slotTaken();
        v.status = 'confirmed';
        await m.getRepository(Viewing).save(v);
        await this.tellTenant(m, v, {
          type: 'viewing.confirmed',
          ...this.eventBase(v),
          sequence: v.sequence,
        });
      })
      .catch((error: unknown) => {
        if (isSlotRace(error)) throw slotTaken();
        throw error;
      });
    return this.get(user, id);
  }

  /** The landlord cancels a pending or confirmed viewing, or the tenant their own. */
  async cancel(user: AuthUser, id: string): Promise<ViewingDto> {
    await this.dataSource.transaction(async (m) => {
      const v = await this.forUpdate(m, user, id);
      if (v.status !== 'pending' && v.status !== 'confirmed') {
        throw conflict('This viewing can no longer be cancelled.', 'VIEWING_NOT_CANCELLABLE');
      }
      const wasConfirmed = v.status === 'confirmed';
      v.status = 'cancelled';
      // The tenant's calendar has the invite: the cancellation is a new version of it.
      if (wasConfirmed) v.sequence += 1;
      await m.getRepository(Viewing).save(v);
      const base = this.eventBase(v);
      if (user.role === 'landlord') {
        await this.tellTenant(m, v, {
          type: 'viewing.cancelled',
          ...base,
          cancelledBy: 'landlord',
          sequence: v.sequence,
          withCalendar: wasConfirmed,
        });
      } else {
        await this.notifications.notify(m, v.property!.landlordId, {
          type: 'viewing.cancelled',
          ...base,
          cancelledBy: 'tenant',
          sequence: v.sequence,
          withCalendar: false,
        });
      }
    });
    return this.get(user, id);
  }

  /**
   * The landlord adds or changes a virtual viewing's video-call link while it is upcoming. A
   * confirmed viewing's tenant gets the updated invite (a new calendar SEQUENCE) with the link.
   */
  async update(user: AuthUser, id: string, dto: UpdateViewingDto): Promise<ViewingDto> {
    if (user.role !== 'landlord') {
      throw forbidden('Only the listing’s landlord can change a viewing.');
    }
    const problem = videoLinkProblem(dto.videoLink);
    if (problem) throw badRequest(problem, [{ field: 'videoLink', message: problem }]);
    await this.dataSource.transaction(async (m) => {
      const v = await this.forUpdate(m, user, id);
      if (v.viewingType !== 'virtual') {
        const message = 'Only a virtual viewing has a video-call link.';
        throw badRequest(message, [{ field: 'videoLink', message }], 'VIEWING_NOT_VIRTUAL');
      }
      if (v.status !== 'pending' && v.status !== 'confirmed') {
        throw conflict('This viewing can no longer be changed.', 'VIEWING_NOT_CHANGEABLE');
      }
      if (v.startsAt.getTime() <= Date.now()) {
        throw conflict('This viewing’s time has passed.', 'VIEWING_IN_PAST');
      }
      if (v.videoLink === dto.videoLink) return;
      v.videoLink = dto.videoLink;
      if (v.status === 'confirmed') v.sequence += 1;
      await m.getRepository(Viewing).save(v);
      if (v.status === 'confirmed') {
        await this.tellTenant(m, v, {
          type: 'viewing.confirmed',
          ...this.eventBase(v),
          sequence: v.sequence,
        });
      }
    });
    return this.get(user, id);
  }

  // ---- the two ways in ------------------------------------------------------------------

  private async schedule(m: EntityManager, user: AuthUser, dto: CreateViewingDto) {
    const property = await m
      .getRepository(Property)
      .createQueryBuilder('p')
      .setLock('pessimistic_read')
      .where('p.id = :id AND p.landlord_id = :landlordId AND p.archived_at IS NULL', {
        id: dto.propertyId,
        landlordId: user.id,
      })
      .getOne();
    if (!property) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    this.assertAvailable(property);
    const email = dto.tenantEmail!;
    // A tenant with an account sees the viewing in their own schedule.
    const account = await m
      .getRepository(User)
      .createQueryBuilder('u')
      .where("lower(u.email) = lower(:email) AND u.role = 'tenant' AND u.status = 'active'", {
        email,
      })
      .getOne();
    if (!account) await this.mayInviteOutsider(m, user, property, email);
    const repo = m.getRepository(Viewing);
    const v = await repo.save(
      repo.create({
        propertyId: property.id,
        property,
        tenantId: account?.id ?? null,
        tenantName: dto.tenantName!,
        tenantEmail: email,
        tenantPhone: dto.tenantPhone!,
        viewingDate: dto.viewingDate,
        viewingTime: dto.viewingTime,
        startsAt: viewingStartsAt(dto.viewingDate, dto.viewingTime),
        viewingType: dto.viewingType,
        status: 'confirmed',
        requestedBy: 'landlord',
        message: dto.notes || null,
        videoLink: dto.viewingType === 'virtual' ? dto.videoLink! : null,
      }),
    );
    await this.tellTenant(m, v, { type: 'viewing.confirmed', ...this.eventBase(v), sequence: 0 });
    return v.id;
  }

  private async request(m: EntityManager, user: AuthUser, dto: CreateViewingDto) {
    const property = await m
      .getRepository(Property)
      .createQueryBuilder('p')
      .where(`p.id = :id AND ${PUBLIC_LISTING}`, { id: dto.propertyId })
      .getOne();
    if (!property) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    this.assertAvailable(property);
    const repo = m.getRepository(Viewing);
    const slot = {
      propertyId: property.id,
      viewingDate: dto.viewingDate,
      viewingTime: dto.viewingTime,
    };
    if (await repo.existsBy({ ...slot, status: 'confirmed' })) throw slotTaken();
    if (await repo.existsBy({ ...slot, tenantId: user.id, status: 'pending' })) {
      throw conflict('You have already asked for this viewing.', 'VIEWING_ALREADY_REQUESTED');
    }
    const tenant = await m.getRepository(User).findOneByOrFail({ id: user.id });
    const v = await repo.save(
      repo.create({
        ...slot,
        property,
        tenantId: tenant.id,
        tenantName: tenant.name,
        tenantEmail: tenant.email,
        tenantPhone: tenant.phone,
        startsAt: viewingStartsAt(dto.viewingDate, dto.viewingTime),
        viewingType: dto.viewingType,
        status: 'pending',
        requestedBy: 'tenant',
        message: dto.message || null,
      }),
    );
    await this.notifications.notify(m, property.landlordId, {
      type: 'viewing.requested',
      ...this.eventBase(v),
      tenantName: tenant.name,
    });
    return v.id;
  }

  /**
   * An invite to an address without an account of ours is sent only by a landlord with
   * something at stake: for an approved listing of theirs, after their identity (KYC) is
   * approved, and within the daily cap on outside recipients. Registered tenants are invited
   * in-app and at their own address, without these limits.
   */
  private async mayInviteOutsider(
    m: EntityManager,
    user: AuthUser,
    property: Property,
    email: string,
  ): Promise<void> {
    if (!property.isApproved) {
      throw forbidden(
        'You can invite someone without a RentNaija account only to a listing that has been approved. Invite a registered tenant, or wait for the listing’s approval.',
        'INVITE_LISTING_NOT_APPROVED',
      );
    }
    const kyc = await m.getRepository(KycRecord).findOneBy({ userId: user.id });
    if (kyc?.status !== 'approved') {
      throw forbidden(
        'Verify your identity (KYC) before inviting someone without a RentNaija account. Registered tenants can be invited now.',
        'INVITE_KYC_REQUIRED',
      );
    }
    await this.outside.admit(
      m,
      user.id,
      email,
      'viewing-invite',
      'viewing invites to people without a RentNaija account',
    );
  }

  // ---- helpers --------------------------------------------------------------------------

  /** The caller's viewings: a tenant's own, a landlord's listings'. */
  private scoped(m: EntityManager, user: AuthUser) {
    const qb = m
      .getRepository(Viewing)
      .createQueryBuilder('v')
      .innerJoinAndSelect('v.property', 'p');
    if (user.role === 'landlord') qb.where('p.landlord_id = :uid', { uid: user.id });
    else qb.where('v.tenant_id = :uid', { uid: user.id });
    return qb;
  }

  private async get(user: AuthUser, id: string): Promise<ViewingDto> {
    const v = await this.scoped(this.dataSource.manager, user)
      .andWhere('v.id = :id', { id })
      .getOne();
    if (!v) throw notFound('Viewing not found', 'VIEWING_NOT_FOUND');
    return this.toDto(v, user, await this.landlordNames(this.dataSource.manager, [v]));
  }

  private async forUpdate(m: EntityManager, user: AuthUser, id: string): Promise<Viewing> {
    const v = await this.scoped(m, user)
      .andWhere('v.id = :id', { id })
      .setLock('pessimistic_write', undefined, ['v'])
      .getOne();
    if (!v) throw notFound('Viewing not found', 'VIEWING_NOT_FOUND');
    return v;
  }

  private assertAvailable(p: Property) {
    if (p.status !== 'available') {
      throw conflict('This property is not open for viewings.', 'LISTING_NOT_AVAILABLE');
    }
  }

  private eventBase(v: Viewing) {
    return {
      viewingId: v.id,
      propertyId: v.propertyId,
      title: v.property!.title,
      viewingDate: v.viewingDate,
      viewingTime: v.viewingTime,
    };
  }

  /**
   * Tells the tenant through notify() when they have an account; someone without one gets
   * the same email (invite, cancellation) at the address the landlord gave.
   */
  async tellTenant(
    m: EntityManager,
    v: Viewing,
    event: ViewingEventOf<'viewing.confirmed' | 'viewing.cancelled' | 'viewing.reminder'>,
  ): Promise<void> {
    if (v.tenantId && (await this.notifications.notify(m, v.tenantId, event))) return;
    // The same text an account holder gets, to the phone the landlord gave (once per event).
    const text = (VIEWING_NOTIFICATIONS[event.type] as NotificationDefinition<typeof event>).text?.(
      event,
    );
    if (text && v.tenantPhone) {
      const parts = typeof text === 'string' ? [text] : text;
      await this.texts.recordToNumber(m, v.tenantPhone, parts, JSON.stringify(event));
    }
    const link = `${this.config.appUrl}/property/${v.propertyId}`;
    const data = { viewingId: v.id, name: v.tenantName, link };
    if (event.type === 'viewing.confirmed') {
      await this.mail.record(m, {
        to: v.tenantEmail,
        template: 'viewing-invite',
        data: { ...data, sequence: event.sequence },
      });
    } else if (event.type === 'viewing.cancelled') {
      await this.mail.record(m, {
        to: v.tenantEmail,
        template: 'viewing-cancelled',
        data: {
          ...data,
          sequence: event.sequence,
          withCalendar: event.withCalendar,
          cancelledBy: event.cancelledBy,
        },
      });
    } else {
      await this.mail.record(m, {
        to: v.tenantEmail,
        template: 'viewing-reminder',
        data: { ...data, role: 'tenant' },
      });
    }
  }

  private toDto(v: Viewing, user: AuthUser, landlordNames: Map<string, string>): ViewingDto {
    const now = Date.now();
    const upcoming = v.startsAt.getTime() > now;
    const open = v.status === 'pending' || v.status === 'confirmed';
    const landlord = user.role === 'landlord';
    // The tenant gets the link only from shortly before the start, for a viewing still on.
    const linkShown =
      landlord ||
      (v.status === 'confirmed' && now >= v.startsAt.getTime() - VIDEO_LINK_LEAD_MINUTES * 60_000);
    return {
      ...viewingFields(v),
      videoLink: linkShown ? v.videoLink : null,
      hasVideoLink: v.videoLink !== null,
      property: {
        id: v.propertyId,
        title: v.property!.title,
        location: v.property!.location,
        price: v.property!.price,
      },
      canConfirm: landlord && v.status === 'pending' && upcoming,
      canCancel: open && upcoming,
      canEditVideoLink: landlord && v.viewingType === 'virtual' && open && upcoming,
      googleCalendarUrl:
        v.status === 'confirmed'
          ? viewingGoogleUrl(v, landlordNames.get(v.id) ?? 'Landlord', this.config.appUrl)
          : null,
    };
  }
}

/** What everyone who may see a viewing reads of it (its listing and actions aside). */
export function viewingFields(v: Viewing) {
  return {
    id: v.id,
    status: v.status,
    viewingType: v.viewingType,
    viewingDate: v.viewingDate,
    viewingTime: v.viewingTime,
    startsAt: v.startsAt.toISOString(),
    tenantId: v.tenantId,
    tenantName: v.tenantName,
    tenantEmail: v.tenantEmail,
    tenantPhone: v.tenantPhone,
    message: v.message,
    requestedBy: v.requestedBy,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

const videoLinkRequired = () =>
  badRequest(VIEWING_LINK_MESSAGES.videoLinkRequired, [
    { field: 'videoLink', message: VIEWING_LINK_MESSAGES.videoLinkRequired },
  ]);

const slotOf = (v: Viewing) => ({
  propertyId: v.propertyId,
  viewingDate: v.viewingDate,
  viewingTime: v.viewingTime,
});

/** A landlord names the tenant: full name, a valid email and a phone are required. */
function checkLandlordFields(dto: CreateViewingDto) {
  const details: FieldError[] = [];
  if (!dto.tenantName) details.push({ field: 'tenantName', message: VIEWING_MESSAGES.required });
  else if (!isPersonName(dto.tenantName)) {
    details.push({ field: 'tenantName', message: VIEWING_LINK_MESSAGES.tenantNameInvalid });
  }
  if (!dto.tenantEmail) details.push({ field: 'tenantEmail', message: VIEWING_MESSAGES.required });
  else if (!EMAIL_PATTERN.test(dto.tenantEmail)) {
    details.push({ field: 'tenantEmail', message: 'Please enter a valid email address' });
  }
  if (!dto.tenantPhone) details.push({ field: 'tenantPhone', message: VIEWING_MESSAGES.required });
  else if (!CONTACT_PHONE_PATTERN.test(dto.tenantPhone)) {
    details.push({ field: 'tenantPhone', message: CONTACT_MESSAGES.phoneInvalid });
  }
  if (dto.viewingType === 'virtual') {
    const problem = dto.videoLink
      ? videoLinkProblem(dto.videoLink)
      : VIEWING_LINK_MESSAGES.videoLinkRequired;
    if (problem) details.push({ field: 'videoLink', message: problem });
  }
  if (details.length > 0) {
    const missing = details.some((d) => d.message === VIEWING_MESSAGES.required);
    throw badRequest(missing ? VIEWING_MESSAGES.required : details[0].message, details);
  }
}
