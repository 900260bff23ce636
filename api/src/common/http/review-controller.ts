import { applyDecorators, Body, Get, Query, Res, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../decorators/current-user.decorator.js';
import { Roles } from '../decorators/roles.decorator.js';
import { ApiAdminList, ApiErrors } from './openapi.js';
import { RejectReasonDto } from './reject-reason.dto.js';
import { IdParam, PostOk } from './routes.js';

/**
 * What a feature's review service offers its console resource (KycReviewService is the model).
 * `list` pages the records with `findAdminPage`/`sendAdminPage`; `get` answers one record or 404.
 * A decision, in one transaction: locks the record, refuses one already decided (409, unless the
 * spec is `redecidable`), saves, writes its audit row and tells the person affected through
 * notify(); then answers the record as `get` does. The audit row has one shape for every staff
 * decision (`AuditService.record`): action `<subject>.<verb>` (`kyc.approve`, `refund.deny`),
 * the record's entity type and id, its snapshot before and after, and the reason staff gave
 * (rejections; null otherwise).
 */
export interface Reviewer<T, Approval = undefined> {
  list(query: Record<string, unknown>, res: FastifyReply): Promise<T[]>;
  get(id: string): Promise<T>;
  /** `approval` is the request's body when the spec has `approveBody`. */
  approve(actor: AuthUser, id: string, approval: Approval): Promise<T>;
  reject(actor: AuthUser, id: string, reason: string): Promise<T>;
  /** Approves every record waiting for review (only with the spec's `approveAll`). */
  approveAll?(actor: AuthUser): Promise<unknown>;
}

/**
 * A staff decision as a console resource. Every record staff approve or reject (KYC submissions,
 * ownership proofs, applications, refunds, listings and their changes) is one controller that
 * declares its spec, plus a review service (Reviewer):
 *
 *     @Controller('admin/kyc-submissions')
 *     export class AdminKycController extends ReviewController({
 *       noun: 'KYC submission',
 *       plural: 'KYC submissions',
 *       dto: AdminKycSubmissionResponseDto,
 *     }) {
 *       constructor(review: KycReviewService) {
 *         super(review);
 *       }
 *     }
 *
 * gives, in react-admin's simple-rest conventions, `GET /api/admin/kyc-submissions` (sort,
 * range, filter; Content-Range), `GET …/:id`, `POST …/:id/approve` and `POST …/:id/reject`
 * with `{ reason }`, under one rule: support staff and admins read, only admins decide; a
 * decision answers 200 with the record. The summaries in the OpenAPI document have one wording,
 * with the spec's `words` where a resource has more to say:
 *
 *     List <plural><list, default ' (console; filter by status)'>
 *     One <noun><get> (console)
 *     Approve <pending, default 'a pending <noun>'><approve> (admins; audited[, owner notified])
 *     <rejectAs.verb, default Reject> <pending> with a reason<reject> (admins; audited[, …])
 *
 * A resource states only what differs: a body for approving (`approveBody`), its own rejection
 * body (`rejectBody`), another name for rejecting (`rejectAs`: refunds are denied), decisions
 * that may be taken again (`redecidable`), approving every pending record at once
 * (`approveAll`). An endpoint no other decision has (sending a refund to a bank account) is a
 * method of the resource's own controller.
 */
export interface ReviewSpec<T, Approval = undefined> {
  /** The record, singular and plural, e.g. 'KYC submission', 'KYC submissions'. */
  noun: string;
  plural: string;
  /** The console's shape of one record (also the answer of every decision). */
  dto: Type<T>;
  /** What a resource's summaries say beyond the common wording (see above). */
  words?: {
    /** The record a decision is about, with its article (default `a pending <noun>`). */
    pending?: string;
    /** Follows `List <plural>`: what the list holds and how it filters. */
    list?: string;
    /** Follows `One <noun>`: what else a record shows, e.g. ' with its payment'. */
    get?: string;
    /** What approving does besides the decision, e.g. ': the listing shows Verified owner'. */
    approve?: string;
    /** Follows `with a reason`: who reads it, and what rejecting does besides the decision. */
    reject?: string;
    /** Say that the record's owner is notified of each decision. */
    ownerNotified?: boolean;
  };
  /** The approval's body, when it takes one (e.g. a note); none by default. */
  approveBody?: Type<Approval>;
  /** The rejection's body (default RejectReasonDto: `{ reason }`). */
  rejectBody?: Type<{ reason: string }>;
  /** Rejecting goes by another name: its path (`:id/<path>`) and its verb in the summary. */
  rejectAs?: { path: string; verb: string };
  /** Deciding a decided record again is allowed (no 409), e.g. a listing and its changes. */
  redecidable?: boolean;
  /** `POST …/approve-all` approves every pending record, answering with this shape. */
  approveAll?: Type;
}

/** The one roles rule of review resources: staff read, admins decide. */
const readers = () => Roles('admin', 'support');
const deciders = () => Roles('admin');

/** Sets a route's body class (a mixin's parameter types are those of its own signature). */
function bodyType(proto: object, method: string, index: number, type: Type): void {
  const types = [...(Reflect.getMetadata('design:paramtypes', proto, method) as unknown[])];
  types[index] = type;
  Reflect.defineMetadata('design:paramtypes', types, proto, method);
}

/**
 * The base class of a review resource's controller (see ReviewSpec for the pattern): the feature
 * extends it with its path and its review service.
 */
export function ReviewController<T, Approval = undefined>(spec: ReviewSpec<T, Approval>) {
  const words = spec.words ?? {};
  const pending = words.pending ?? `a pending ${spec.noun}`;
  const audited = `(admins; audited${words.ownerNotified ? ', owner notified' : ''})`;
  const reject = spec.rejectAs ?? { path: 'reject', verb: 'Reject' };
  const decisionErrors = () => (spec.redecidable ? ApiErrors(400, 404) : ApiErrors(400, 404, 409));

  @ApiTags('admin')
  class ReviewResourceController {
    constructor(readonly review: Reviewer<T, Approval>) {}

    @readers()
    @Get()
    @ApiOperation({ summary: `List ${spec.plural}${words.list ?? ' (console; filter by status)'}` })
    @ApiAdminList(spec.dto)
    list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
      return this.review.list(query, res);
    }

    @readers()
    @Get(':id')
    @ApiOperation({ summary: `One ${spec.noun}${words.get ?? ''} (console)` })
    @ApiOkResponse({ type: spec.dto })
    @ApiErrors(400, 404)
    get(@IdParam() id: string) {
      return this.review.get(id);
    }

    /** A route only with `approveAll` (decorated below). */
    approveAll(@CurrentUser() user: AuthUser) {
      return this.review.approveAll!(user);
    }

    @deciders()
    @PostOk(':id/approve')
    @ApiOperation({ summary: `Approve ${pending}${words.approve ?? ''} ${audited}` })
    @ApiOkResponse({ type: spec.dto })
    @decisionErrors()
    approve(@CurrentUser() user: AuthUser, @IdParam() id: string, approval: Approval) {
      return this.review.approve(user, id, approval);
    }

    @deciders()
    @PostOk(`:id/${reject.path}`)
    @ApiOperation({
      summary: `${reject.verb} ${pending} with a reason${words.reject ?? ''} ${audited}`,
    })
    @ApiOkResponse({ type: spec.dto })
    @decisionErrors()
    reject(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: RejectReasonDto) {
      return this.review.reject(user, id, dto.reason);
    }
  }

  const proto = ReviewResourceController.prototype;
  if (spec.approveBody) {
    Body()(proto, 'approve', 2);
    bodyType(proto, 'approve', 2, spec.approveBody);
  }
  if (spec.rejectBody) bodyType(proto, 'reject', 2, spec.rejectBody);
  if (spec.approveAll) {
    applyDecorators(
      deciders(),
      PostOk('approve-all'),
      ApiOperation({ summary: `Approve every pending ${spec.noun} ${audited}` }),
      ApiOkResponse({ type: spec.approveAll }),
    )(proto, 'approveAll', Object.getOwnPropertyDescriptor(proto, 'approveAll')!);
  }
  return ReviewResourceController;
}
