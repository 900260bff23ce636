import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public, Roles } from '../../common/decorators/roles.decorator.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import {
  clientAddress,
  RateLimit,
  userOrAddress,
} from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import { ApplicantFileService } from './applicant-file.service.js';
import { ApplicationsService } from './applications.service.js';
import { OffersService } from './offers.service.js';
import {
  ApplicationStatusQueryDto,
  CreateApplicationDto,
  GuarantorAnswerDto,
  LandlordApplicationsQueryDto,
  ReviewApplicationDto,
  WithdrawApprovalDto,
} from './dto/application.dto.js';
import {
  ApplicantFileResponseDto,
  ApplicationListResponseDto,
  ApplicationResponseDto,
  GuarantorAnswerResponseDto,
  GuarantorRequestResponseDto,
} from './dto/application.response.js';
import { GuarantorConsentService } from './guarantor-consent.service.js';

/** Applications a tenant may send in an hour: plenty for a real search, not for a script. */
const SUBMISSIONS: RateRule = {
  name: 'application-submissions',
  points: 50,
  durationSeconds: 3600,
};
/** New guarantor links a tenant may ask for in a day. */
const RESENDS: RateRule = { name: 'guarantor-resends', points: 5, durationSeconds: 24 * 3600 };
/** Answers tried on one guarantor link, and from one address: names are not to be guessed. */
const ANSWERS_PER_LINK: RateRule = { name: 'guarantor-answers', points: 10, durationSeconds: 3600 };
const ANSWERS_PER_ADDRESS: RateRule = {
  name: 'guarantor-answers-address',
  points: 30,
  durationSeconds: 3600,
};

@ApiTags('applications')
@Controller('applications')
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly offers: OffersService,
    private readonly files: ApplicantFileService,
  ) {}

  @Roles('tenant')
  @Post()
  @RateLimit({ rule: SUBMISSIONS, by: userOrAddress })
  @ApiOperation({
    summary:
      'Apply to rent a listing (tenants): personal, reference and guarantor details; the guarantor is emailed a consent link',
  })
  @ApiCreatedResponse({ type: ApplicationResponseDto })
  @ApiErrors(400, 404, 409)
  submit(@CurrentUser() user: AuthUser, @Body() dto: CreateApplicationDto) {
    return this.applications.submit(user, dto);
  }

  @Roles('tenant')
  @Get('mine')
  @ApiOperation({ summary: "The signed-in tenant's applications, newest first, with counts" })
  @ApiOkResponse({ type: ApplicationListResponseDto })
  @ApiErrors(400)
  mine(@CurrentUser() user: AuthUser, @Query() query: ApplicationStatusQueryDto) {
    return this.applications.listMine(user, query.status);
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id')
  @ApiOperation({
    summary:
      "One application: its tenant, its listing's landlord (NINs masked to the last 4 digits) or staff",
  })
  @ApiOkResponse({ type: ApplicationResponseDto })
  @ApiErrors(400, 404)
  get(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.applications.get(user, id);
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id/file')
  @ApiOperation({
    summary:
      "The applicant file to decide on (the listing's landlord or staff): identity verification and its NIN check (masked), income against the rent agreed, the reference and guarantor, and the renter's record",
  })
  @ApiOkResponse({ type: ApplicantFileResponseDto })
  @ApiErrors(400, 404)
  file(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.files.get(user, id);
  }

  @Roles('landlord', 'admin')
  @PostOk(':id/review')
  @ApiOperation({
    summary:
      "Decide on an application (the listing's landlord or an admin): under_review, approved (the listing goes under contract) or rejected",
  })
  @ApiOkResponse({ type: ApplicationResponseDto })
  @ApiErrors(400, 404, 409)
  review(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: ReviewApplicationDto) {
    return this.applications.review(user, id, dto.decision, dto.note);
  }

  @Roles('landlord', 'admin')
  @PostOk(':id/withdraw-approval')
  @ApiOperation({
    summary:
      "Withdraw an approval that has not been paid (the listing's landlord or an admin): the application is rejected with the reason and the listing is available again",
  })
  @ApiOkResponse({ type: ApplicationResponseDto })
  @ApiErrors(400, 404, 409)
  withdrawApproval(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: WithdrawApprovalDto,
  ) {
    return this.offers.withdraw(user, id, dto.reason);
  }

  @Roles('tenant')
  @PostOk(':id/guarantor-request')
  @RateLimit({ rule: RESENDS, by: userOrAddress })
  @ApiOperation({
    summary: 'Email the guarantor a new consent link (the tenant; while they have not answered)',
  })
  @ApiOkResponse({ type: ApplicationResponseDto })
  @ApiErrors(400, 404, 409)
  resendGuarantorRequest(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.applications.resendGuarantorRequest(user, id);
  }
}

@ApiTags('applications')
@Controller('landlord/applications')
export class LandlordApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Roles('landlord')
  @Get()
  @ApiOperation({
    summary:
      "Applications to the signed-in landlord's listings, newest first, with counts (NINs masked)",
  })
  @ApiOkResponse({ type: ApplicationListResponseDto })
  @ApiErrors(400)
  list(@CurrentUser() user: AuthUser, @Query() query: LandlordApplicationsQueryDto) {
    return this.applications.listForLandlord(user, query.status, query.propertyId);
  }
}

/** The guarantor's consent page's API: public, reached only through the emailed link. */
@ApiTags('applications')
@Public()
@Controller('guarantor-requests')
export class GuarantorRequestsController {
  constructor(private readonly consent: GuarantorConsentService) {}

  @Get(':token')
  @ApiOperation({
    summary:
      'What a guarantor is asked: who named them, for which home, and what a guarantor commits to',
  })
  @ApiOkResponse({ type: GuarantorRequestResponseDto })
  @ApiErrors(400, 404, 410)
  view(@Param('token') token: string) {
    return this.consent.view(token);
  }

  @PostOk(':token')
  @RateLimit(
    {
      rule: ANSWERS_PER_LINK,
      by: (req) => `link:${String((req.params as { token?: string }).token).slice(0, 100)}`,
    },
    { rule: ANSWERS_PER_ADDRESS, by: clientAddress },
  )
  @ApiOperation({
    summary:
      "Confirm or decline as guarantor with one's full name (must match the application); the link works once",
  })
  @ApiOkResponse({ type: GuarantorAnswerResponseDto })
  @ApiErrors(400, 404, 410)
  answer(@Param('token') token: string, @Body() dto: GuarantorAnswerDto) {
    return this.consent.answer(token, dto);
  }
}
