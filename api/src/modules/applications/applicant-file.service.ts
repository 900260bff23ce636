import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ApplicantFileDto, maskNin, NIN_CHECK_LABELS } from '@rentnaija/shared';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { KycRecord } from '../kyc/entities/kyc-record.entity.js';
import { User } from '../users/entities/user.entity.js';
import { applicationToDto } from './application.mapper.js';
import { isStaff } from './applications.service.js';
import { PropertyApplication } from './entities/property-application.entity.js';
import { ApplicantProfile } from './applicant-profile.js';
import { RenterRecord } from './renter-record.js';

const DAY = 24 * 3600_000;

/** Monthly income against the monthly rent agreed, as a ratio to one decimal and in words. */
export function incomeAgainstRent(monthlyIncome: number, monthlyRent: number) {
  if (monthlyRent <= 0) {
    return { ratio: null, reading: 'There is no monthly rent to compare the income with' };
  }
  const ratio = Math.round((monthlyIncome / monthlyRent) * 10) / 10;
  return { ratio, reading: `Income is ${ratio.toFixed(1)}× the monthly rent` };
}

/**
 * The applicant file a landlord decides on: the application (NINs masked for every reader), the
 * applicant's identity verification and its registry check, income against the rent agreed, and
 * their record on the platform. The listing's landlord or staff; anyone else 404.
 */
@Injectable()
export class ApplicantFileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly renters: RenterRecord,
    private readonly profiles: ApplicantProfile,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(user: AuthUser, id: string): Promise<ApplicantFileDto> {
    const m = this.dataSource.manager;
    const app = await m.getRepository(PropertyApplication).findOne({
      where: isStaff(user) ? { id } : { id, landlordId: user.id },
      relations: { property: true, tenant: true },
    });
    if (!app || !app.tenant) throw notFound('Application not found', 'APPLICATION_NOT_FOUND');
    const kyc = await m.getRepository(KycRecord).findOneBy({ userId: app.tenantId });
    const facts = await this.renters.of(m, app.tenantId);
    const tenant: User = app.tenant;
    return {
      application: applicationToDto(app, 'landlord'),
      identity: {
        kycStatus: kyc?.status ?? 'not_submitted',
        verifiedName: kyc?.status === 'approved' ? `${kyc.firstName} ${kyc.lastName}` : null,
        nin: kyc
          ? {
              outcome: kyc.ninCheckStatus,
              label: NIN_CHECK_LABELS[kyc.ninCheckStatus],
              masked: maskNin(kyc.ninNumber),
              sameAsApplication: kyc.ninNumber === app.ninNumber,
            }
          : {
              outcome: 'not_checked',
              label: 'Not checked: no identity verification sent',
              masked: null,
              sameAsApplication: null,
            },
      },
      money: {
        monthlyIncome: app.monthlyIncome,
        monthlyRent: app.money.price,
        ...incomeAgainstRent(app.monthlyIncome, app.money.price),
      },
      history: {
        memberSince: tenant.createdAt.toISOString(),
        accountAgeDays: Math.max(0, Math.floor((Date.now() - tenant.createdAt.getTime()) / DAY)),
        ...facts,
      },
      offerHours: this.config.paymentOfferHours,
      profile: await this.profiles.of(m, app.tenantId),
    };
  }
}
