import { Body, Controller, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public, Roles } from '../../common/decorators/roles.decorator.js';
import { ApiErrors, ApiFile } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { sendPdf } from '../../common/http/send-pdf.js';
import { RateLimit, userOrAddress } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import { ApplicationResponseDto } from '../applications/dto/application.response.js';
import { SharedProfileResponseDto } from '../applications/dto/applicant-profile.response.js';
import {
  ApplyWithProfileDto,
  ProfileShareRequestDto,
  ProfileShareResponseDto,
  RenterProfileResponseDto,
  UpdateRenterProfileDto,
} from './dto/renter-profile.dto.js';
import { RenterProfileService } from './renter-profile.service.js';

/** Links a tenant may make in a day. */
const SHARES: RateRule = { name: 'renter-profile-shares', points: 30, durationSeconds: 24 * 3600 };

@ApiTags('renter-profile')
@Controller('renter-profile')
export class RenterProfileController {
  constructor(private readonly profiles: RenterProfileService) {}

  @Roles('tenant')
  @Get('me')
  @ApiOperation({
    summary:
      'The signed-in tenant’s renter profile: what they typed, their identity and rent record (kept by the platform), landlords’ reviews of them, and their shared links',
  })
  @ApiOkResponse({ type: RenterProfileResponseDto })
  @ApiErrors()
  me(@CurrentUser() user: AuthUser) {
    return this.profiles.me(user);
  }

  @Roles('tenant')
  @Put('me')
  @ApiOperation({
    summary:
      'Edit the typed parts of the renter profile and what landlords see (the rent record and identity are the platform’s: refused)',
  })
  @ApiOkResponse({ type: RenterProfileResponseDto })
  @ApiErrors(400)
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateRenterProfileDto) {
    return this.profiles.update(user, dto);
  }

  @Roles('tenant')
  @Get('me.pdf')
  @ApiOperation({ summary: 'The renter profile as a PDF: the parts the tenant shows landlords' })
  @ApiFile('application/pdf', 'The renter profile')
  @ApiErrors()
  async pdf(@CurrentUser() user: AuthUser, @Res() res: FastifyReply) {
    return sendPdf(res, await this.profiles.myPdf(user));
  }

  @Roles('tenant')
  @Post('share')
  @RateLimit({ rule: SHARES, by: userOrAddress })
  @ApiOperation({
    summary: 'Share the renter profile by a signed link that expires after 1, 7 or 30 days',
  })
  @ApiCreatedResponse({ type: ProfileShareResponseDto })
  @ApiErrors(400, 429)
  share(@CurrentUser() user: AuthUser, @Body() dto: ProfileShareRequestDto) {
    return this.profiles.share(user, dto);
  }

  @Roles('tenant')
  @PostOk('share/:id/revoke')
  @ApiOperation({ summary: 'Withdraw a shared link: it stops opening at once' })
  @ApiOkResponse({ type: ProfileShareResponseDto })
  @ApiErrors(400, 404)
  revoke(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.profiles.revoke(user, id);
  }

  @Roles('tenant')
  @Post('apply')
  @ApiOperation({
    summary:
      'Apply for a listing with the renter profile in one step (the guarantor is asked to consent to this application)',
  })
  @ApiCreatedResponse({ type: ApplicationResponseDto })
  @ApiErrors(400, 404, 409)
  apply(@CurrentUser() user: AuthUser, @Body() dto: ApplyWithProfileDto) {
    return this.profiles.apply(user, dto.propertyId);
  }

  @Public()
  @Get('shared/:token')
  @ApiOperation({
    summary:
      'A shared renter profile (no sign-in): only what the tenant chose; 410 once expired or withdrawn',
  })
  @ApiOkResponse({ type: SharedProfileResponseDto })
  @ApiErrors(400, 404, 410)
  shared(@Param('token') token: string) {
    return this.profiles.shared(token);
  }

  @Public()
  @Get('shared/:token/pdf')
  @ApiOperation({
    summary: 'A shared renter profile as a PDF (no sign-in), while the link is open',
  })
  @ApiFile('application/pdf', 'The renter profile')
  @ApiErrors(400, 404, 410)
  async sharedPdf(@Param('token') token: string, @Res() res: FastifyReply) {
    return sendPdf(res, await this.profiles.sharedPdf(token));
  }
}
