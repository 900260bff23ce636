import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STEPS,
  type ApplicationDto,
  type ApplicationRequest,
  type ApplicationStep,
  applicationStepErrors,
  DEFAULT_PROFILE_SECTIONS,
  PROFILE_MESSAGES,
  PROFILE_SECTIONS,
  type ProfileSection,
  type ProfileShareDto,
  type RenterProfileDto,
  type RenterProfileFields,
  type SharedProfileDto,
} from '@rentnaija/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, gone, notFound } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { ApplicationsService } from '../applications/applications.service.js';
import type { CreateApplicationDto } from '../applications/dto/application.dto.js';
import { RenterRecord } from '../applications/renter-record.js';
import { KycRecord } from '../kyc/entities/kyc-record.entity.js';
import { User } from '../users/entities/user.entity.js';
import type { ProfileShareRequestDto, UpdateRenterProfileDto } from './dto/renter-profile.dto.js';
import { RenterProfile, RenterProfileShare } from './entities/renter-profile.entity.js';
import { renterProfilePdf } from './renter-profile-pdf.js';
import { ReviewsOfTenant } from './reviews-of-tenant.js';

const DAY = 86_400_000;
const TYPED_FIELDS = [
  'phone',
  'dateOfBirth',
  'occupation',
  'employer',
  'monthlyIncome',
  'ninNumber',
  'referenceName',
  'referencePhone',
  'referenceEmail',
  'referenceRelationship',
  'guarantorName',
  'guarantorPhone',
  'guarantorEmail',
  'guarantorRelationship',
  'guarantorOccupation',
  'guarantorEmployer',
  'guarantorNinNumber',
  'about',
] as const satisfies readonly (keyof RenterProfileFields)[];

const SHARE_NOT_FOUND = () => notFound(PROFILE_MESSAGES.shareNotFound, 'PROFILE_SHARE_NOT_FOUND');
/** Sections in their fixed order, each once. */
const ordered = (sections: readonly ProfileSection[]) =>
  PROFILE_SECTIONS.filter((s) => sections.includes(s));

/**
 * The renter profile that travels. The tenant types their work, reference and guarantor once
 * and chooses what landlords see; the platform adds their identity (KYC) and their rent record
 * (RenterRecord), which no request of the tenant can change. Applying with it makes an ordinary
 * application (the guarantor is asked to consent again for each one). The tenant shares it by
 * signed links that expire or are withdrawn, or as a PDF.
 */
@Injectable()
export class RenterProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly renters: RenterRecord,
    private readonly reviews: ReviewsOfTenant,
    private readonly applications: ApplicationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private blank(tenantId: string): RenterProfile {
    return this.dataSource.getRepository(RenterProfile).create({
      tenantId,
      phone: '',
      dateOfBirth: null,
      occupation: '',
      employer: '',
      monthlyIncome: null,
      ninNumber: '',
      referenceName: '',
      referencePhone: '',
      referenceEmail: '',
      referenceRelationship: '',
      guarantorName: '',
      guarantorPhone: '',
      guarantorEmail: '',
      guarantorRelationship: '',
      guarantorOccupation: '',
      guarantorEmployer: '',
      guarantorNinNumber: '',
      about: '',
      shown: [...DEFAULT_PROFILE_SECTIONS],
      showLandlordReviews: false,
    });
  }

  private async load(m: EntityManager, tenantId: string) {
    const stored = await m.getRepository(RenterProfile).findOneBy({ tenantId });
    return { profile: stored ?? this.blank(tenantId), stored: stored !== null };
  }

  // ---- the tenant's own ------------------------------------------------------------------

  async me(user: AuthUser, now = new Date()): Promise<RenterProfileDto> {
    const m = this.dataSource.manager;
    const [{ profile, stored }, account, kyc] = await Promise.all([
      this.load(m, user.id),
      m.getRepository(User).findOneByOrFail({ id: user.id }),
      m.getRepository(KycRecord).findOneBy({ userId: user.id }),
    ]);
    const shares = await m
      .getRepository(RenterProfileShare)
      .find({ where: { tenantId: user.id }, order: { createdAt: 'DESC' }, take: 20 });
    const { missing } = this.applicationOf(profile, account, kyc);
    return {
      fields: fieldsOf(profile),
      account: { name: account.name, email: account.email },
      identity: {
        kycStatus: kyc?.status ?? 'not_submitted',
        verifiedName: kyc?.status === 'approved' ? `${kyc.firstName} ${kyc.lastName}` : null,
        ninFromKyc: ninFromKyc(kyc),
      },
      shown: ordered(profile.shown),
      showLandlordReviews: profile.showLandlordReviews,
      rentRecord: await this.renters.of(m, user.id),
      landlordReviews: await this.reviews.of(m, user.id),
      missing,
      shares: shares.map((s) => this.shareToDto(s, now)),
      updatedAt: stored ? profile.updatedAt.toISOString() : null,
    };
  }

  /** The tenant edits what they type and what they show; nothing the platform keeps. */
  async update(user: AuthUser, dto: UpdateRenterProfileDto): Promise<RenterProfileDto> {
    await this.dataSource.transaction(async (m) => {
      const { profile } = await this.load(m, user.id);
      for (const field of TYPED_FIELDS) {
        const value = dto[field];
        if (value === undefined) continue;
        if (field === 'dateOfBirth') profile.dateOfBirth = (value as string) || null;
        else if (field === 'monthlyIncome') profile.monthlyIncome = value as number | null;
        else if (field.endsWith('mail'))
          (profile[field] as string) = (value as string).toLowerCase();
        else (profile[field] as string) = value as string;
      }
      if (dto.shown) profile.shown = ordered(dto.shown);
      if (dto.showLandlordReviews !== undefined) {
        profile.showLandlordReviews = dto.showLandlordReviews;
      }
      await m.getRepository(RenterProfile).save(profile);
    });
    return this.me(user);
  }

  /**
   * The application the profile makes: names from the verified identity (else the account),
   * the NIN from the identity verification when there is one, the rest typed on the profile;
   * with the booking form's errors of whatever is still missing.
   */
  private applicationOf(profile: RenterProfile, account: User, kyc: KycRecord | null) {
    const verified = kyc?.status === 'approved';
    const [first = '', ...rest] = account.name.trim().split(/\s+/);
    const values: Omit<ApplicationRequest, 'propertyId'> = {
      firstName: verified ? kyc.firstName : first,
      lastName: verified ? kyc.lastName : rest.join(' '),
      email: account.email,
      phone: profile.phone || account.phone || '',
      dateOfBirth: profile.dateOfBirth ?? '',
      occupation: profile.occupation,
      employer: profile.employer,
      monthlyIncome: profile.monthlyIncome as number,
      ninNumber: ninFromKyc(kyc) ? kyc!.ninNumber : profile.ninNumber,
      referenceName: profile.referenceName,
      referencePhone: profile.referencePhone,
      referenceEmail: profile.referenceEmail,
      referenceRelationship:
        profile.referenceRelationship as ApplicationRequest['referenceRelationship'],
      guarantorName: profile.guarantorName,
      guarantorPhone: profile.guarantorPhone,
      guarantorEmail: profile.guarantorEmail,
      guarantorRelationship:
        profile.guarantorRelationship as ApplicationRequest['guarantorRelationship'],
      guarantorOccupation: profile.guarantorOccupation,
      guarantorEmployer: profile.guarantorEmployer,
      guarantorNinNumber: profile.guarantorNinNumber,
    };
    const missing = (Object.keys(APPLICATION_STEPS) as ApplicationStep[]).flatMap((step) =>
      applicationStepErrors(step, { ...values, monthlyIncome: values.monthlyIncome ?? '' }),
    );
    if (values.ninNumber && values.ninNumber === values.guarantorNinNumber) {
      missing.push({
        field: 'guarantorNinNumber',
        message: APPLICATION_MESSAGES.guarantorIsApplicant,
      });
    }
    return { values, missing };
  }

  /**
   * Applies for a listing with the profile, in one step: an ordinary application (the listing's
   * rules, one open application per listing, the guarantor emailed to consent to this one).
   */
  async apply(user: AuthUser, propertyId: string): Promise<ApplicationDto> {
    const m = this.dataSource.manager;
    const [{ profile }, account, kyc] = await Promise.all([
      this.load(m, user.id),
      m.getRepository(User).findOneByOrFail({ id: user.id }),
      m.getRepository(KycRecord).findOneBy({ userId: user.id }),
    ]);
    const { values, missing } = this.applicationOf(profile, account, kyc);
    if (missing.length)
      throw badRequest(PROFILE_MESSAGES.incomplete, missing, 'PROFILE_INCOMPLETE');
    return this.applications.submit(user, { ...values, propertyId } as CreateApplicationDto);
  }

  // ---- what others see -------------------------------------------------------------------

  /**
   * The parts of a tenant's profile in `sections`, never a NIN, a phone or an email; landlords'
   * reviews only when asked for (the applicant file) and the tenant consents.
   */
  private async view(
    m: EntityManager,
    tenantId: string,
    sections: readonly ProfileSection[],
    withReviews: boolean,
  ): Promise<SharedProfileDto | null> {
    const profile = await m.getRepository(RenterProfile).findOneBy({ tenantId });
    const user = await m.getRepository(User).findOneBy({ id: tenantId });
    if (!user) return null;
    const p = profile ?? this.blank(tenantId);
    const shown = ordered(sections);
    const dto: SharedProfileDto = {
      name: user.name,
      memberSince: user.createdAt.toISOString(),
      about: p.about || null,
      sections: shown,
    };
    if (shown.includes('identity')) {
      const kyc = await m.getRepository(KycRecord).findOneBy({ userId: tenantId });
      dto.identity = {
        kycStatus: kyc?.status ?? 'not_submitted',
        verifiedName: kyc?.status === 'approved' ? `${kyc.firstName} ${kyc.lastName}` : null,
      };
    }
    if (shown.includes('work')) {
      dto.work = { occupation: p.occupation, employer: p.employer, monthlyIncome: p.monthlyIncome };
    }
    if (shown.includes('reference')) {
      dto.reference = { name: p.referenceName, relationship: p.referenceRelationship };
    }
    if (shown.includes('guarantor')) {
      dto.guarantor = {
        name: p.guarantorName,
        relationship: p.guarantorRelationship,
        occupation: p.guarantorOccupation,
        employer: p.guarantorEmployer,
      };
    }
    if (shown.includes('rentRecord')) dto.rentRecord = await this.renters.of(m, tenantId);
    if (withReviews && p.showLandlordReviews) {
      dto.landlordReviews = await this.reviews.of(m, tenantId);
    }
    return dto;
  }

  /**
   * What the applicant chose to show landlords, for the applicant file of an application to the
   * reader's listing (the caller checked that): with landlords' reviews when the tenant consents.
   */
  async forApplicantFile(m: EntityManager, tenantId: string): Promise<SharedProfileDto | null> {
    const profile = await m.getRepository(RenterProfile).findOneBy({ tenantId });
    if (!profile) return null;
    return this.view(m, tenantId, profile.shown, true);
  }

  // ---- shared links ----------------------------------------------------------------------

  private sign(id: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`renter-profile-share:${id}`)
      .digest('base64url');
  }

  private shareToDto(s: RenterProfileShare, now: Date): ProfileShareDto {
    return {
      id: s.id,
      url: `${this.config.appUrl}/shared-profile/${s.id}_${this.sign(s.id)}`,
      sections: ordered(s.sections),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: s.revokedAt?.toISOString() ?? null,
      state: s.revokedAt ? 'revoked' : s.expiresAt <= now ? 'expired' : 'open',
      createdAt: s.createdAt.toISOString(),
    };
  }

  /** A new link to the profile, open `days` days, showing `sections` (else the profile's). */
  async share(user: AuthUser, dto: ProfileShareRequestDto, now = new Date()) {
    const m = this.dataSource.manager;
    const { profile } = await this.load(m, user.id);
    const repo = m.getRepository(RenterProfileShare);
    const share = await repo.save(
      repo.create({
        tenantId: user.id,
        sections: ordered(dto.sections ?? profile.shown),
        expiresAt: new Date(now.getTime() + dto.days * DAY),
        revokedAt: null,
      }),
    );
    return this.shareToDto(share, now);
  }

  /** The tenant withdraws a link: it answers 410 from now on. */
  async revoke(user: AuthUser, id: string, now = new Date()): Promise<ProfileShareDto> {
    const repo = this.dataSource.getRepository(RenterProfileShare);
    const share = await repo.findOneBy({ id, tenantId: user.id });
    if (!share) throw SHARE_NOT_FOUND();
    if (!share.revokedAt) {
      share.revokedAt = now;
      await repo.save(share);
    }
    return this.shareToDto(share, now);
  }

  /** The share a token names, while it is open: 404 for a forged token, 410 once closed. */
  private async openShare(token: string, now: Date): Promise<RenterProfileShare> {
    // The id, '_', then its signature: no dot, so the site serves the link as a page.
    const id = token.slice(0, 36);
    const signature = token.slice(37);
    if (token[36] !== '_' || !signature || !/^[0-9a-f-]{36}$/i.test(id)) throw SHARE_NOT_FOUND();
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw SHARE_NOT_FOUND();
    }
    const share = await this.dataSource.getRepository(RenterProfileShare).findOneBy({ id });
    if (!share) throw SHARE_NOT_FOUND();
    if (share.revokedAt || share.expiresAt <= now) {
      throw gone(PROFILE_MESSAGES.shareGone, 'PROFILE_SHARE_GONE');
    }
    return share;
  }

  /** A shared profile as anyone with the link reads it: the chosen sections only. */
  async shared(token: string, now = new Date()): Promise<SharedProfileDto> {
    const share = await this.openShare(token, now);
    const dto = await this.view(this.dataSource.manager, share.tenantId, share.sections, false);
    if (!dto) throw SHARE_NOT_FOUND();
    return { ...dto, expiresAt: share.expiresAt.toISOString() };
  }

  async sharedPdf(token: string, now = new Date()) {
    return this.pdfFile(await this.shared(token, now), now);
  }

  /** The tenant's own PDF: the parts they show landlords. */
  async myPdf(user: AuthUser, now = new Date()) {
    const { profile } = await this.load(this.dataSource.manager, user.id);
    const dto = await this.view(this.dataSource.manager, user.id, profile.shown, false);
    return this.pdfFile(dto!, now);
  }

  private async pdfFile(dto: SharedProfileDto, now: Date) {
    const slug = dto.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      filename: `renter-profile-${slug || 'tenant'}.pdf`,
      pdf: await renterProfilePdf(dto, now),
    };
  }
}

const ninFromKyc = (kyc: KycRecord | null) =>
  !!kyc && (kyc.status === 'approved' || kyc.status === 'pending') && !!kyc.ninNumber;

function fieldsOf(p: RenterProfile): RenterProfileFields {
  return {
    phone: p.phone,
    dateOfBirth: p.dateOfBirth ?? '',
    occupation: p.occupation,
    employer: p.employer,
    monthlyIncome: p.monthlyIncome,
    ninNumber: p.ninNumber,
    referenceName: p.referenceName,
    referencePhone: p.referencePhone,
    referenceEmail: p.referenceEmail,
    referenceRelationship: p.referenceRelationship,
    guarantorName: p.guarantorName,
    guarantorPhone: p.guarantorPhone,
    guarantorEmail: p.guarantorEmail,
    guarantorRelationship: p.guarantorRelationship,
    guarantorOccupation: p.guarantorOccupation,
    guarantorEmployer: p.guarantorEmployer,
    guarantorNinNumber: p.guarantorNinNumber,
    about: p.about,
  };
}
