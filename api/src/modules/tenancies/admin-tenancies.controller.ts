import { Controller, Get, Query, Res } from '@nestjs/common';
import { IdParam } from '../../common/http/routes.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { TenancyResponseDto } from './dto/tenancy.response.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { TenanciesService } from './tenancies.service.js';
import { tenancyDtos } from './tenancy.mapper.js';

/** The console's tenancies resource, read-only (react-admin simple-rest conventions). */
@ApiTags('admin')
@Controller('admin/tenancies')
export class AdminTenanciesController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenancies: TenanciesService,
  ) {}

  @Roles('admin', 'support')
  @Get()
  @ApiOperation({
    summary:
      'List tenancies (console): filters state, propertyId, landlordId, tenantId, applicationId; q searches the listing and the parties',
  })
  @ApiAdminList(TenancyResponseDto)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const qb = this.dataSource
      .getRepository(Tenancy)
      .createQueryBuilder('t')
      .leftJoinAndSelect('t.property', 'property')
      .leftJoinAndSelect('t.tenant', 'tenant')
      .leftJoinAndSelect('t.landlord', 'landlord');
    const page = await findAdminPage(qb, query, {
      sortable: ['createdAt', 'updatedAt', 'state', 'moveInDate', 'endDate', 'moveInTotal'],
      exact: ['state', 'propertyId', 'landlordId', 'tenantId', 'applicationId', 'id'],
      search: ['title', 'tenantName', 'landlordName'],
      fields: {
        title: 'property.title',
        tenantName: 'tenant.name',
        landlordName: 'landlord.name',
      },
    });
    const dtos = await tenancyDtos(this.dataSource.manager, page.rows);
    return sendAdminPage(res, 'tenancies', { ...page, rows: dtos }, (dto) => dto);
  }

  @Roles('admin', 'support')
  @Get(':id')
  @ApiOperation({ summary: 'One tenancy (console)' })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404)
  get(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.tenancies.get(user, id);
  }
}
