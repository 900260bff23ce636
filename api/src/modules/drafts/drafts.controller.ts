import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DRAFT_KINDS } from '@rentnaija/shared';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedIn } from '../../common/decorators/roles.decorator.js';
import { ApiErrors, ApiList, ApiNoContent } from '../../common/http/openapi.js';
import { DraftResponseDto, SaveDraftDto } from './dto/draft.dto.js';
import { DraftsService } from './drafts.service.js';

const KIND = ApiParam({ name: 'kind', enum: DRAFT_KINDS });
const KEY = ApiParam({
  name: 'key',
  format: 'uuid',
  description: 'The listing a booking draft (or a listing edit) is for',
});

/**
 * The signed-in user's unfinished forms, one per kind (a listing: one new and one per listing
 * edited; a booking: one per listing; the identity check: one). An address that names no
 * draft (an unknown kind, a malformed key) is a 404.
 */
@ApiTags('drafts')
@SignedIn()
@Controller('drafts')
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Get()
  @ApiOperation({ summary: 'Own unfinished forms, last touched first' })
  @ApiList(DraftResponseDto)
  list(@CurrentUser() user: AuthUser) {
    return this.drafts.list(user.id);
  }

  @Get(':kind')
  @KIND
  @ApiOperation({ summary: 'The unfinished form of a kind (a new listing, the identity check)' })
  @ApiOkResponse({ type: DraftResponseDto })
  @ApiErrors(400, 404)
  get(@CurrentUser() user: AuthUser, @Param('kind') kind: string) {
    return this.drafts.get(user.id, kind);
  }

  @Get(':kind/:key')
  @KIND
  @KEY
  @ApiOperation({ summary: 'The unfinished form for one listing (a booking, a listing edit)' })
  @ApiOkResponse({ type: DraftResponseDto })
  @ApiErrors(400, 404)
  getFor(@CurrentUser() user: AuthUser, @Param('kind') kind: string, @Param('key') key: string) {
    return this.drafts.get(user.id, kind, key);
  }

  @Put(':kind')
  @KIND
  @ApiOperation({ summary: 'Keep the unfinished form of a kind (replaces the one before)' })
  @ApiOkResponse({ type: DraftResponseDto })
  @ApiErrors(400, 404, 413)
  save(@CurrentUser() user: AuthUser, @Param('kind') kind: string, @Body() dto: SaveDraftDto) {
    return this.drafts.save(user.id, kind, undefined, dto);
  }

  @Put(':kind/:key')
  @KIND
  @KEY
  @ApiOperation({ summary: 'Keep the unfinished form for one listing (replaces the one before)' })
  @ApiOkResponse({ type: DraftResponseDto })
  @ApiErrors(400, 404, 413)
  saveFor(
    @CurrentUser() user: AuthUser,
    @Param('kind') kind: string,
    @Param('key') key: string,
    @Body() dto: SaveDraftDto,
  ) {
    return this.drafts.save(user.id, kind, key, dto);
  }

  @Delete(':kind')
  @KIND
  @ApiOperation({ summary: 'Discard the unfinished form of a kind' })
  @ApiNoContent()
  @ApiErrors(400, 404)
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@CurrentUser() user: AuthUser, @Param('kind') kind: string) {
    await this.drafts.remove(user.id, kind);
  }

  @Delete(':kind/:key')
  @KIND
  @KEY
  @ApiOperation({ summary: 'Discard the unfinished form for one listing' })
  @ApiNoContent()
  @ApiErrors(400, 404)
  @HttpCode(HttpStatus.NO_CONTENT)
  async removeFor(
    @CurrentUser() user: AuthUser,
    @Param('kind') kind: string,
    @Param('key') key: string,
  ) {
    await this.drafts.remove(user.id, kind, key);
  }
}
