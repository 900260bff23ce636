import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public, SignedIn } from '../../common/decorators/roles.decorator.js';
import { ApiErrors, ApiList, ApiNoContent } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { clientAddress, RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import {
  CreateSavedSearchDto,
  SavedSearchResponseDto,
  UnsubscribedDto,
  UnsubscribeSavedSearchDto,
  UpdateSavedSearchDto,
} from './dto/saved-search.dto.js';
import { SavedSearchesService } from './saved-searches.service.js';

const UNSUBSCRIBES: RateRule = {
  name: 'saved-search-unsubscribe',
  points: 60,
  durationSeconds: 600,
};

/** The signed-in user's saved searches and their alerts. */
@ApiTags('saved-searches')
@SignedIn()
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get()
  @ApiOperation({ summary: 'Own saved searches, newest first' })
  @ApiList(SavedSearchResponseDto)
  list(@CurrentUser() user: AuthUser) {
    return this.searches.list(user.id);
  }

  @Post()
  @ApiOperation({ summary: 'Save the browse filters with a name (up to 20 searches)' })
  @ApiCreatedResponse({ type: SavedSearchResponseDto })
  @ApiErrors(400, 429)
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateSavedSearchDto) {
    return this.searches.create(user.id, dto);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Rename a saved search, change its frequency, or turn its alerts on or off',
  })
  @ApiOkResponse({ type: SavedSearchResponseDto })
  @ApiErrors(400, 404)
  update(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: UpdateSavedSearchDto) {
    return this.searches.update(user.id, id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a saved search' })
  @ApiNoContent()
  @ApiErrors(400, 404)
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    await this.searches.remove(user.id, id);
  }

  @PostOk('unsubscribe')
  @Public()
  @ApiOperation({ summary: "Turn a saved search's alerts off from the email's link (no sign-in)" })
  @ApiOkResponse({ type: UnsubscribedDto })
  @ApiErrors(400)
  @RateLimit({ rule: UNSUBSCRIBES, by: clientAddress })
  unsubscribe(@Body() dto: UnsubscribeSavedSearchDto) {
    return this.searches.unsubscribe(dto.token);
  }
}
