import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminViewingDto } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { badRequest, notFound } from '../../common/exceptions/domain.exception.js';
import { findAdminPage, mapAdminFilter, sendAdminPage } from '../../common/http/admin-page.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { IdParam } from '../../common/http/routes.js';
import { AdminViewingResponseDto } from './dto/viewing.response.js';
import { Viewing } from './entities/viewing.entity.js';
import { viewingFields } from './viewings.service.js';

/** `filter.viewingDate` is a calendar day: anything else is a 400, not a database error. */
function checkDate(query: Record<string, unknown>): Record<string, unknown> {
  return mapAdminFilter(query, (filter) => {
    const date = filter.viewingDate;
    if (date === undefined || date === null || date === '') return filter;
    if (
      typeof date !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      Number.isNaN(Date.parse(date)) ||
      new Date(date).toISOString().slice(0, 10) !== date
    ) {
      throw badRequest('filter.viewingDate must be a date such as 2026-12-01', [
        { field: 'filter.viewingDate', message: 'Must be a date such as 2026-12-01' },
      ]);
    }
    return filter;
  });
}

function adminViewingToDto(v: Viewing): AdminViewingDto {
  const p = v.property!;
  const landlord = p.landlord;
  return {
    ...viewingFields(v),
    videoLink: v.videoLink,
    hasVideoLink: v.videoLink !== null,
    property: { id: p.id, title: p.title, location: p.location, city: p.city, price: p.price },
    landlord: landlord ? { id: landlord.id, name: landlord.name, email: landlord.email } : null,
    reminderSentAt: v.reminderSentAt?.toISOString() ?? null,
  };
}

/**
 * The console's viewings (react-admin simple-rest conventions), read-only: staff see every
 * listing's viewings; tenants and landlords change their own through /api/viewings.
 */
@ApiTags('admin')
@Roles('admin', 'support')
@Controller('admin/viewings')
export class AdminViewingsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private query() {
    return this.dataSource
      .getRepository(Viewing)
      .createQueryBuilder('v')
      .innerJoinAndSelect('v.property', 'property')
      .leftJoinAndSelect('property.landlord', 'landlord');
  }

  @Get()
  @ApiOperation({
    summary:
      'List viewings (console, read-only): filters status, viewingDate (YYYY-MM-DD, WAT), propertyId, tenantId, viewingType, requestedBy; q searches the tenant’s name, email and phone',
  })
  @ApiAdminList(AdminViewingResponseDto)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const page = await findAdminPage(this.query(), checkDate(query), {
      sortable: ['startsAt', 'createdAt', 'updatedAt', 'status', 'tenantName'],
      exact: [
        'status',
        'viewingDate',
        'propertyId',
        'tenantId',
        'viewingType',
        'requestedBy',
        'id',
      ],
      search: ['tenantName', 'tenantEmail', 'tenantPhone'],
    });
    return sendAdminPage(res, 'viewings', page, adminViewingToDto);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One viewing with its listing and landlord (console)' })
  @ApiOkResponse({ type: AdminViewingResponseDto })
  @ApiErrors(400, 404)
  async get(@IdParam() id: string): Promise<AdminViewingDto> {
    const v = await this.query().where('v.id = :id', { id }).getOne();
    if (!v) throw notFound('Viewing not found', 'VIEWING_NOT_FOUND');
    return adminViewingToDto(v);
  }
}
