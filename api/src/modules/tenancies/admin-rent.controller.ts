import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { lagosToday } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource, In } from 'typeorm';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { AdminRentInstalmentResponseDto } from './dto/rent.dto.js';
import { RentCard, RentInstalment } from './entities/rent.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { instalmentDto } from './rent-schedule.service.js';

type Row = RentInstalment & { tenancy: Tenancy };

/** The console's rent schedules: every month of monthly rent, read-only. */
@ApiTags('admin')
@Controller('admin/rent-schedules')
export class AdminRentController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Roles('admin', 'support')
  @Get()
  @ApiOperation({
    summary:
      'List months of monthly rent (console): filters state, tenancyId, tenantId, landlordId; q searches the listing and the parties',
  })
  @ApiAdminList(AdminRentInstalmentResponseDto)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const page = await findAdminPage(this.query(), query, {
      sortable: ['dueDate', 'amount', 'state', 'paidAt', 'createdAt'],
      exact: ['id', 'state', 'tenancyId', 'tenantId', 'landlordId'],
      search: ['title', 'tenantName', 'landlordName'],
      fields: {
        title: 'property.title',
        tenantName: 'tenant.name',
        landlordName: 'landlord.name',
      },
    });
    const rows = await this.dtos(page.rows as Row[]);
    return sendAdminPage(res, 'rent-schedules', { ...page, rows }, (dto) => dto);
  }

  @Roles('admin', 'support')
  @Get(':id')
  @ApiOperation({ summary: 'One month of monthly rent (console)' })
  @ApiOkResponse({ type: AdminRentInstalmentResponseDto })
  @ApiErrors(400, 404)
  async get(@Param('id', new ParseUUIDPipe()) id: string) {
    const row = await this.query().where('i.id = :id', { id }).getOne();
    if (!row) throw notFound('Month of rent not found', 'RENT_MONTH_NOT_FOUND');
    return (await this.dtos([row as Row]))[0];
  }

  private query() {
    return this.dataSource
      .getRepository(RentInstalment)
      .createQueryBuilder('i')
      .innerJoinAndSelect('i.tenancy', 'tenancy')
      .leftJoinAndSelect('tenancy.property', 'property')
      .leftJoinAndSelect('i.tenant', 'tenant')
      .leftJoinAndSelect('i.landlord', 'landlord');
  }

  private async dtos(rows: Row[]): Promise<AdminRentInstalmentResponseDto[]> {
    const today = lagosToday();
    if (rows.length === 0) return [];
    const cards = await this.dataSource.getRepository(RentCard).find({
      select: { paymentId: true, autopay: true },
      where: { paymentId: In(rows.map((r) => r.tenancy.paymentId)) },
    });
    const autopay = new Set(cards.filter((c) => c.autopay).map((c) => c.paymentId));
    return rows.map((r) => ({
      ...instalmentDto(r, r.tenancyId, autopay.has(r.tenancy.paymentId), today),
      tenancyId: r.tenancyId,
      tenantId: r.tenantId,
      landlordId: r.landlordId,
      tenantName: r.tenant?.name ?? null,
      landlordName: r.landlord?.name ?? null,
      title: r.tenancy.property?.title ?? null,
      paymentId: r.paymentId,
    }));
  }
}
