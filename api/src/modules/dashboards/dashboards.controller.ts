import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { DashboardsService } from './dashboards.service.js';
import {
  AnalyticsQueryDto,
  LandlordAnalyticsResponseDto,
  LandlordDashboardResponseDto,
  TenantDashboardResponseDto,
} from './dto/dashboard.response.js';
import { LandlordAnalyticsService } from './landlord-analytics.service.js';

/** The tenant's dashboard in one request. Staff have their own overview (403 here). */
@ApiTags('dashboards')
@Controller('tenant/dashboard')
export class TenantDashboardController {
  constructor(private readonly dashboards: DashboardsService) {}

  @Roles('tenant')
  @Get()
  @ApiOperation({
    summary:
      "The tenant's dashboard: stat cards, total spent, recent activity, applications and viewings",
  })
  @ApiOkResponse({ type: TenantDashboardResponseDto })
  get(@CurrentUser() user: AuthUser) {
    return this.dashboards.tenant(user.id);
  }
}

/** The landlord's dashboard and analytics, each in one request, over their own listings. */
@ApiTags('dashboards')
@Controller('landlord')
export class LandlordDashboardController {
  constructor(
    private readonly dashboards: DashboardsService,
    private readonly analytics: LandlordAnalyticsService,
  ) {}

  @Roles('landlord')
  @Get('dashboard')
  @ApiOperation({
    summary: "The landlord's dashboard: stat cards, recent activity, upcoming viewings and tenants",
  })
  @ApiOkResponse({ type: LandlordDashboardResponseDto })
  dashboard(@CurrentUser() user: AuthUser) {
    return this.dashboards.landlord(user.id);
  }

  @Roles('landlord')
  @Get('analytics')
  @ApiOperation({
    summary:
      "The landlord's analytics for a period: cards with trends, revenue by month, views and top listings",
  })
  @ApiOkResponse({ type: LandlordAnalyticsResponseDto })
  @ApiErrors(400)
  get(@CurrentUser() user: AuthUser, @Query() query: AnalyticsQueryDto) {
    return this.analytics.analytics(user.id, query.period ?? 'month');
  }
}
