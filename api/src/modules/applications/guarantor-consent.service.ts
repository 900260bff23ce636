import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatDate,
  GUARANTOR_COMMITMENTS,
  type GuarantorAnswerResponse,
  type GuarantorRequestDto,
  moveInCost,
} from '@rentnaija/shared';
import { DataSource, EntityManager } from 'typeorm';
import { badRequest, gone, notFound } from '../../common/exceptions/domain.exception.js';
import { hashToken } from '../auth/tokens.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Property } from '../properties/entities/property.entity.js';
import type { GuarantorAnswerDto } from './dto/application.dto.js';
import { PropertyApplication } from './entities/property-application.entity.js';

/** Names compare without case, surrounding spaces or doubled spaces. */
export const sameName = (a: string, b: string) => {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-NG');
  return norm(a) === norm(b);
};

/**
 * The guarantor's consent by emailed link: the link's token is stored hashed, works once and
 * for GUARANTOR_LINK_DAYS. The guarantor sees who named them and for which home, and confirms
 * or declines with their name, which must be the one the applicant gave.
 */
@Injectable()
export class GuarantorConsentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  async view(token: string): Promise<GuarantorRequestDto> {
    const app = await this.open(this.dataSource.manager, token, false);
    const property = await this.dataSource
      .getRepository(Property)
      .findOneByOrFail({ id: app.propertyId });
    // The figure the applicant agreed to, whatever the listing asks today.
    const cost = moveInCost(app.money);
    return {
      applicantName: `${app.firstName} ${app.lastName}`,
      relationship: app.guarantorRelationship,
      status: app.guarantorStatus,
      expiresAt: app.guarantorTokenExpiresAt!.toISOString(),
      property: {
        title: property.title,
        location: property.location,
        city: property.city,
        price: app.money.price,
      },
      moveInTotal: cost.total,
      monthly: cost.monthly,
      commitments: [...GUARANTOR_COMMITMENTS],
    };
  }

  async answer(token: string, dto: GuarantorAnswerDto): Promise<GuarantorAnswerResponse> {
    return this.dataSource.transaction(async (m) => {
      const app = await this.open(m, token, true);
      if (!sameName(dto.fullName, app.guarantorName)) {
        const message =
          'This name does not match the guarantor the applicant named. Type your full name as the applicant gave it.';
        throw badRequest(message, [{ field: 'fullName', message }], 'GUARANTOR_NAME_MISMATCH');
      }
      const decision = dto.decision === 'confirm' ? 'confirmed' : 'declined';
      app.guarantorStatus = decision;
      app.guarantorRespondedAt = new Date();
      await m.getRepository(PropertyApplication).save(app);
      const property = await m.getRepository(Property).findOneByOrFail({ id: app.propertyId });
      for (const userId of [app.tenantId, app.landlordId]) {
        await this.notifications.notify(m, userId, {
          type: 'application.guarantor_answered',
          applicationId: app.id,
          title: property.title,
          guarantorName: app.guarantorName,
          decision,
        });
      }
      return {
        status: decision,
        respondedAt: app.guarantorRespondedAt.toISOString(),
        message:
          decision === 'confirmed'
            ? `Thank you. ${app.firstName} and the landlord have been told that you stand as guarantor.`
            : `Thank you. ${app.firstName} and the landlord have been told that you declined.`,
      };
    });
  }

  /** The application a link belongs to, refusing used (410), expired (410) and unknown (404). */
  private async open(m: EntityManager, token: string, lock: boolean): Promise<PropertyApplication> {
    const app = await m.getRepository(PropertyApplication).findOne({
      where: { guarantorTokenHash: hashToken(token) },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!app || !app.guarantorTokenExpiresAt) {
      throw notFound(
        'This link is not valid. Check that you opened the whole link from the email.',
        'GUARANTOR_LINK_NOT_FOUND',
      );
    }
    if (app.guarantorStatus !== 'pending') {
      throw gone(
        `This link has already been used: you ${app.guarantorStatus} on ${app.guarantorRespondedAt ? formatDate(app.guarantorRespondedAt) : 'an earlier day'}. Nothing more is needed.`,
        'GUARANTOR_LINK_USED',
      );
    }
    if (app.guarantorTokenExpiresAt.getTime() <= Date.now()) {
      throw gone(
        'This link has expired. Ask the applicant to send you a new request.',
        'GUARANTOR_LINK_EXPIRED',
      );
    }
    return app;
  }
}
