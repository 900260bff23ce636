import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public, Roles } from '../../common/decorators/roles.decorator.js';
import { PublicCache } from '../../common/http/cache-control.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import {
  AnswerReviewDto,
  CreateReviewDto,
  ReportReviewDto,
  ReviewsQueryDto,
} from './dto/review.dto.js';
import {
  LandlordProfileResponseDto,
  ReviewsPageResponseDto,
  TenancyReviewResponseDto,
  TenancyReviewsResponseDto,
} from './dto/review.response.js';
import { ReviewsService } from './reviews.service.js';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get('tenancies/:id/reviews')
  @ApiOperation({
    summary: "A tenancy's reviews (its parties and staff), with the review open to its tenant now",
  })
  @ApiOkResponse({ type: TenancyReviewsResponseDto })
  @ApiErrors(400, 404)
  forTenancy(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.reviews.forTenancy(user, id);
  }

  @Roles('tenant')
  @Post('tenancies/:id/reviews')
  @ApiOperation({
    summary:
      'Review the home and the landlord (the tenant; during an active tenancy from 60 days after the move-in date, and once it has ended; once per stage)',
  })
  @ApiCreatedResponse({ type: TenancyReviewResponseDto })
  @ApiErrors(400, 404, 409)
  submit(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: CreateReviewDto) {
    return this.reviews.submit(user, id, dto);
  }

  @Roles('landlord')
  @PostOk('reviews/:id/answer')
  @ApiOperation({ summary: "Answer a review of your tenancy's home, once (the landlord)" })
  @ApiOkResponse({ type: TenancyReviewResponseDto })
  @ApiErrors(400, 404, 409)
  answer(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: AnswerReviewDto) {
    return this.reviews.answer(user, id, dto.text);
  }

  @Roles('tenant', 'landlord')
  @PostOk('reviews/:id/report')
  @ApiOperation({
    summary: 'Report a review of your tenancy to our team, once (its tenant or its landlord)',
  })
  @ApiOkResponse({ type: TenancyReviewResponseDto })
  @ApiErrors(400, 404, 409)
  report(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: ReportReviewDto) {
    return this.reviews.report(user, id, dto.reason);
  }

  @Public()
  @PublicCache('revalidate')
  @Get('properties/:id/reviews')
  @ApiOperation({
    summary:
      "A listing's reviews by its tenants: averages per category, counts, and the reviews newest first",
  })
  @ApiOkResponse({ type: ReviewsPageResponseDto })
  @ApiErrors(400, 404)
  forProperty(@IdParam() id: string, @Query() query: ReviewsQueryDto) {
    return this.reviews.forProperty(id, query);
  }

  @Public()
  @PublicCache('revalidate')
  @Get('landlords/:id/reviews')
  @ApiOperation({
    summary:
      "A landlord's public profile: their tenants' reviews across their listings, with averages and counts",
  })
  @ApiOkResponse({ type: LandlordProfileResponseDto })
  @ApiErrors(400, 404)
  forLandlord(@IdParam() id: string, @Query() query: ReviewsQueryDto) {
    return this.reviews.forLandlord(id, query);
  }
}
