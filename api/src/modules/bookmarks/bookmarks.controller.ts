import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { MESSAGES } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/roles.decorator.js';
import { unauthorized } from '../../common/exceptions/domain.exception.js';
import { ApiErrors, ApiList, ApiNoContent } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { RateLimit, userOrAddress } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import { BookmarksService } from './bookmarks.service.js';
import { CreateBookmarkDto, ToggleBookmarkDto, UpdateBookmarkDto } from './dto/bookmark.dto.js';
import {
  BOOKMARK_STATUS_SCHEMA,
  BookmarkResponseDto,
  BookmarkToggleResponseDto,
} from './dto/bookmark.response.js';

/** Saving and unsaving: generous, against scripts hammering the routes. */
const WRITES: RateRule = { name: 'bookmark-writes', points: 120, durationSeconds: 60 };

/**
 * Saved properties. The routes are public so that a signed-out caller gets the product's own
 * messages ('User must be logged in to …') and a signed-out status check answers false.
 */
@ApiTags('bookmarks')
@ApiBearerAuth()
@Public()
@Controller('bookmarks')
export class BookmarksController {
  constructor(private readonly bookmarks: BookmarksService) {}

  private static signedIn(user: AuthUser | undefined, message: string): AuthUser {
    if (!user) throw unauthorized(message, 'LOGIN_REQUIRED');
    return user;
  }

  @Get()
  @ApiOperation({ summary: "The signed-in user's saved properties, newest first" })
  @ApiList(BookmarkResponseDto)
  @ApiErrors(401)
  list(@CurrentUser() user?: AuthUser) {
    return this.bookmarks.list(BookmarksController.signedIn(user, MESSAGES.bookmarkLoginRequired));
  }

  @Get('status')
  @ApiOperation({
    summary: 'Which of the given properties the caller has saved (all false when signed out)',
  })
  @ApiQuery({
    name: 'propertyIds',
    required: false,
    description: 'Comma-separated property ids (at most 100)',
  })
  @ApiOkResponse({ schema: BOOKMARK_STATUS_SCHEMA })
  @ApiErrors(400)
  status(@Query('propertyIds') propertyIds = '', @CurrentUser() user?: AuthUser) {
    return this.bookmarks.status(user, String(propertyIds));
  }

  @RateLimit({ rule: WRITES, by: userOrAddress })
  @Post()
  @ApiOperation({
    summary: 'Save a property, tenants only (200 with the existing bookmark when already saved)',
  })
  @ApiCreatedResponse({ type: BookmarkResponseDto, description: 'Saved now' })
  @ApiOkResponse({ type: BookmarkResponseDto, description: 'Already saved' })
  @ApiErrors(400, 401, 403, 404)
  async create(
    @Body() dto: CreateBookmarkDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @CurrentUser() user?: AuthUser,
  ) {
    const signedIn = BookmarksController.signedIn(user, MESSAGES.bookmarkLoginRequired);
    const { created, bookmark } = await this.bookmarks.create(signedIn, dto);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return bookmark;
  }

  @RateLimit({ rule: WRITES, by: userOrAddress })
  @PostOk('toggle')
  @ApiOperation({ summary: 'Save or unsave a property (saving: tenants only)' })
  @ApiOkResponse({ type: BookmarkToggleResponseDto })
  @ApiErrors(400, 401, 403, 404)
  toggle(@Body() dto: ToggleBookmarkDto, @CurrentUser() user?: AuthUser) {
    return this.bookmarks.toggle(
      BookmarksController.signedIn(user, MESSAGES.bookmarkToggleLoginRequired),
      dto.propertyId,
    );
  }

  @RateLimit({ rule: WRITES, by: userOrAddress })
  @Patch(':id')
  @ApiOperation({ summary: "Change a bookmark's notes, folder or alerts" })
  @ApiOkResponse({ type: BookmarkResponseDto })
  @ApiErrors(400, 401, 404)
  update(@IdParam() id: string, @Body() dto: UpdateBookmarkDto, @CurrentUser() user?: AuthUser) {
    return this.bookmarks.update(
      BookmarksController.signedIn(user, MESSAGES.bookmarkLoginRequired),
      id,
      dto,
    );
  }

  @RateLimit({ rule: WRITES, by: userOrAddress })
  @Delete(':id')
  @ApiOperation({ summary: 'Unsave a property' })
  @ApiNoContent()
  @ApiErrors(400, 401, 404)
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@IdParam() id: string, @CurrentUser() user?: AuthUser) {
    await this.bookmarks.remove(
      BookmarksController.signedIn(user, MESSAGES.bookmarkRemoveLoginRequired),
      id,
    );
  }
}
