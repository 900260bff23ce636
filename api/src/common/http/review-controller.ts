import {
  Body,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
  type Type,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../decorators/current-user.decorator.js';
import { Roles } from '../decorators/roles.decorator.js';
import { ApiAdminList, ApiErrors } from './openapi.js';
import { RejectReasonDto } from './reject-reason.dto.js';

/** What a feature's review service offers its console resource. */
export interface Reviewer<T> {
  list(query: Record<string, unknown>, res: FastifyReply): Promise<T[]>;
  get(id: string): Promise<T>;
  approve(actor: AuthUser, id: string): Promise<T>;
  reject(actor: AuthUser, id: string, reason: string): Promise<T>;
}

export interface ReviewResource<T> {
  /** e.g. 'KYC submission', 'ownership proof': for the operations' summaries. */
  noun: string;
  plural: string;
  dto: Type<T>;
  /** What approving does besides the decision (e.g. 'the listing shows Verified owner'). */
  approveEffect?: string;
}

/**
 * The console resource of something staff review (react-admin simple-rest conventions):
 * `GET /api/admin/<resource>` (sort, range, filter; Content-Range), `GET …/:id`, and the
 * decisions `POST …/:id/approve` and `POST …/:id/reject` with `{ reason }`. Support staff read;
 * only admins decide. A feature extends it with its path and its review service (the service
 * locks, checks the record is pending, decides, audits and notifies in one transaction):
 *
 *     @Controller('admin/kyc-submissions')
 *     export class AdminKycController extends ReviewController(KYC) {
 *       constructor(review: KycReviewService) { super(review); }
 *     }
 */
export function ReviewController<T>(spec: ReviewResource<T>) {
  const effect = spec.approveEffect ? `: ${spec.approveEffect}` : '';

  @ApiTags('admin')
  class ReviewResourceController {
    constructor(readonly review: Reviewer<T>) {}

    @Roles('admin', 'support')
    @Get()
    @ApiOperation({ summary: `List ${spec.plural} (console; filter by status)` })
    @ApiAdminList(spec.dto)
    list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
      return this.review.list(query, res);
    }

    @Roles('admin', 'support')
    @Get(':id')
    @ApiOperation({ summary: `One ${spec.noun} (console)` })
    @ApiOkResponse({ type: spec.dto })
    @ApiErrors(400, 404)
    get(@Param('id', ParseUUIDPipe) id: string) {
      return this.review.get(id);
    }

    @Roles('admin')
    @Post(':id/approve')
    @ApiOperation({
      summary: `Approve a pending ${spec.noun}${effect} (admins; audited, owner notified)`,
    })
    @ApiOkResponse({ type: spec.dto })
    @ApiErrors(400, 404, 409)
    @HttpCode(HttpStatus.OK)
    approve(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string) {
      return this.review.approve(user, id);
    }

    @Roles('admin')
    @Post(':id/reject')
    @ApiOperation({
      summary: `Reject a pending ${spec.noun} with a reason (admins; audited, owner notified)`,
    })
    @ApiOkResponse({ type: spec.dto })
    @ApiErrors(400, 404, 409)
    @HttpCode(HttpStatus.OK)
    reject(
      @CurrentUser() user: AuthUser,
      @Param('id', ParseUUIDPipe) id: string,
      @Body() dto: RejectReasonDto,
    ) {
      return this.review.reject(user, id, dto.reason);
    }
  }
  return ReviewResourceController;
}
