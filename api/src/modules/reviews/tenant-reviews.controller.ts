import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { IdParam } from '../../common/http/routes.js';
import { CreateTenantReviewDto, TenancyTenantReviewResponseDto } from './dto/tenant-review.dto.js';
import { TenantReviewsService } from './tenant-reviews.service.js';

@ApiTags('reviews')
@Controller('tenancies/:id/tenant-review')
export class TenantReviewsController {
  constructor(private readonly reviews: TenantReviewsService) {}

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get()
  @ApiOperation({
    summary:
      'The landlord’s review of the tenant of a tenancy (its parties and staff), and whether the landlord may write it now',
  })
  @ApiOkResponse({ type: TenancyTenantReviewResponseDto })
  @ApiErrors(400, 404)
  get(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.reviews.forTenancy(user, id);
  }

  @Roles('landlord')
  @Post()
  @ApiOperation({
    summary:
      'Review your tenant, once per tenancy, once notice is given or the tenancy has ended (the landlord); other landlords see it only with the tenant’s consent',
  })
  @ApiCreatedResponse({ type: TenancyTenantReviewResponseDto })
  @ApiErrors(400, 404, 409)
  submit(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: CreateTenantReviewDto) {
    return this.reviews.submit(user, id, dto);
  }
}
