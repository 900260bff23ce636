import { Body, Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { badRequest, notFound } from '../../common/exceptions/domain.exception.js';
import { findAdminPage, mapAdminFilter, sendAdminPage } from '../../common/http/admin-page.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { isDateOrTimestamp } from '../../common/http/validators.js';
import { CheckPaymentFlagDto } from './dto/payment.dto.js';
import { AdminPaymentResponseDto } from './dto/payment.response.js';
import { Payment } from './entities/payment.entity.js';
import { OPEN_DISPUTE_SQL } from './payment-disputes.service.js';
import { PaymentFlagsService } from './payment-flags.service.js';
import { STRANDED_PAYMENT_SQL } from './refund-reconciliation.service.js';
import { adminPaymentToDto } from './payment.mapper.js';
import { PaymentsService } from './payments.service.js';

/** The console's flag filter: any flag, none, or a flag not yet checked by staff. */
const FLAG_FILTERS = {
  true: 'p.flagged_at IS NOT NULL',
  false: 'p.flagged_at IS NULL',
  open: 'p.flagged_at IS NOT NULL AND p.flag_checked_at IS NULL',
} as const;

/** The console's chargeback filter: any chargeback, or one waiting for its resolution. */
const DISPUTE_FILTERS = { any: 'p.dispute_id IS NOT NULL', open: OPEN_DISPUTE_SQL } as const;

/**
 * Takes the console's date, flag, chargeback and stranded-money filters out of `filter`
 * (findAdminPage knows only exact matches and `q`) and applies them to the query.
 * `createdFrom`/`createdTo` are timestamps or calendar days (WAT, both ends included).
 */
function dateFilters(
  query: Record<string, unknown>,
  apply: (key: 'from' | 'to', value: string) => void,
  applyFlag: (condition: string) => void,
): Record<string, unknown> {
  return mapAdminFilter(
    query,
    ({ createdFrom, createdTo, flagged, dispute, stranded, ...rest }) => {
      for (const [key, value] of [
        ['from', createdFrom],
        ['to', createdTo],
      ] as const) {
        if (value === undefined || value === null || value === '') continue;
        if (typeof value !== 'string' || !isDateOrTimestamp(value)) {
          const field = key === 'from' ? 'filter.createdFrom' : 'filter.createdTo';
          throw badRequest(`${field} must be a date`, [{ field, message: 'Must be a date' }]);
        }
        // A calendar day (the console's date inputs) is a whole day in West Africa Time.
        const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
        const at = !day ? value : `${value}T${key === 'from' ? '00:00:00' : '23:59:59.999'}+01:00`;
        apply(key, at);
      }
      if (flagged !== undefined && flagged !== null && flagged !== '') {
        const condition = FLAG_FILTERS[String(flagged) as keyof typeof FLAG_FILTERS];
        if (!condition || !['string', 'boolean'].includes(typeof flagged)) {
          throw badRequest('filter.flagged must be true, false or open', [
            { field: 'filter.flagged', message: 'Must be true, false or open' },
          ]);
        }
        applyFlag(condition);
      }
      if (dispute !== undefined && dispute !== null && dispute !== '') {
        const condition = DISPUTE_FILTERS[String(dispute) as keyof typeof DISPUTE_FILTERS];
        if (!condition || typeof dispute !== 'string') {
          throw badRequest('filter.dispute must be any or open', [
            { field: 'filter.dispute', message: 'Must be any or open' },
          ]);
        }
        applyFlag(condition);
      }
      if (stranded !== undefined && stranded !== null && stranded !== '') {
        if (String(stranded) !== 'true' && String(stranded) !== 'false') {
          throw badRequest('filter.stranded must be true or false', [
            { field: 'filter.stranded', message: 'Must be true or false' },
          ]);
        }
        applyFlag(
          String(stranded) === 'true' ? STRANDED_PAYMENT_SQL : `NOT (${STRANDED_PAYMENT_SQL})`,
        );
      }
      return rest;
    },
  );
}

/** The console's payments (read-only but for checking a flag; flagged first). */
@ApiTags('admin')
@Controller('admin/payments')
export class AdminPaymentsController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly flags: PaymentFlagsService,
  ) {}

  @Roles('admin', 'support')
  @Get()
  @ApiOperation({
    summary:
      'List payments, unchecked flags first (console): filters status, gateway, tenantId, landlordId, propertyId, applicationId, flagged (true, false, or open: not yet checked), dispute (any, or open: a chargeback waiting for its resolution), stranded (true: paid for an application that was not successful and not refunded), createdFrom, createdTo; q searches the reference',
  })
  @ApiAdminList(AdminPaymentResponseDto)
  async listPayments(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const qb = this.dataSource
      .getRepository(Payment)
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.property', 'property')
      .leftJoinAndSelect('p.tenant', 'tenant')
      .leftJoinAndSelect('p.landlord', 'landlord')
      .leftJoinAndSelect('p.application', 'application')
      .leftJoinAndSelect('p.flagChecker', 'flagChecker');
    const rest = dateFilters(
      query,
      (key, value) => {
        if (key === 'from') qb.andWhere('p.created_at >= :from', { from: new Date(value) });
        else qb.andWhere('p.created_at <= :to', { to: new Date(value) });
      },
      (condition) => qb.andWhere(condition),
    );
    const page = await findAdminPage(qb, rest, {
      sortable: ['createdAt', 'paymentDate', 'amount', 'status', 'flaggedAt', 'disputeDueAt'],
      exact: ['status', 'gateway', 'tenantId', 'landlordId', 'propertyId', 'applicationId', 'id'],
      search: ['reference'],
      orderFirst: '(p.flagged_at IS NULL OR p.flag_checked_at IS NOT NULL)',
    });
    const refunds = await this.payments.refundsOf(page.rows.map((p) => p.id));
    return sendAdminPage(res, 'payments', page, (p) =>
      adminPaymentToDto(p, refunds.get(p.id) ?? null),
    );
  }

  @Roles('admin', 'support')
  @Get(':id')
  @ApiOperation({ summary: 'One payment with its flag and gateway answer (console)' })
  @ApiOkResponse({ type: AdminPaymentResponseDto })
  @ApiErrors(400, 404)
  async getPayment(@IdParam() id: string) {
    const p = await this.dataSource.getRepository(Payment).findOne({
      where: { id },
      relations: {
        property: true,
        tenant: true,
        landlord: true,
        application: true,
        flagChecker: true,
      },
    });
    if (!p) throw notFound('Payment not found', 'PAYMENT_NOT_FOUND');
    const refunds = await this.payments.refundsOf([p.id]);
    return adminPaymentToDto(p, refunds.get(p.id) ?? null);
  }

  @Roles('admin')
  @PostOk(':id/check-flag')
  @ApiOperation({
    summary:
      'Record that a flagged payment was checked, with what was found (admins; audited); it leaves the list of payments to check',
  })
  @ApiOkResponse({ type: AdminPaymentResponseDto })
  @ApiErrors(400, 404, 409)
  async checkFlag(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: CheckPaymentFlagDto,
  ) {
    await this.flags.markChecked(user, id, dto.note);
    return this.getPayment(id);
  }
}
