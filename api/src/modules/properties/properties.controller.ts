import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AMENITIES,
  POWER_SUPPLY_OPTIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SORT_OPTIONS,
  WATER_SUPPLY_OPTIONS,
} from '@rentnaija/shared';
import type { Request } from 'express';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public, Roles } from '../../common/decorators/roles.decorator.js';
import { PublicCache } from '../../common/http/cache-control.js';
import {
  CreatePropertyDto,
  UpdatePropertyDto,
  UpdatePropertyStatusDto,
} from './dto/property.dto.js';
import { ListingLifecycleService } from './listing-lifecycle.service.js';
import { PublicStats, SearchFiltersResponse } from './dto/property-stats.dto.js';
import { PropertiesService } from './properties.service.js';
import { parseSearchQuery } from './search-query.js';

const SEARCH_PARAMS = [
  'query',
  'location',
  'city',
  'state',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'type',
  'propertyType',
  'amenities',
  'powerSupply',
  'maxServiceCharge',
  'status',
  'sortBy',
  'page',
  'perPage',
];

const TEXT_SEARCH_HELP =
  'Text found where words start in the title, description, location, city, state or address, ' +
  "case-insensitively: 'house' finds 'House in Yaba' and 'guest-house' but not 'penthouse'; " +
  "'ikeja' finds 'Ikeja GRA'. A phrase of several words is found as written ('ikeja gra'); " +
  'punctuation ends a word and is matched literally.';
const SEARCH_PARAM_HELP: Record<string, string> = {
  query: TEXT_SEARCH_HELP,
  location: `Used as the text when query is empty. ${TEXT_SEARCH_HELP}`,
};

@ApiTags('properties')
@ApiBearerAuth()
@Controller('properties')
export class PropertiesController {
  constructor(
    private readonly properties: PropertiesService,
    private readonly lifecycle: ListingLifecycleService,
  ) {}

  @Public()
  @PublicCache('listings')
  @Get()
  @applyDecorators(
    ...SEARCH_PARAMS.map((name) =>
      ApiQuery({ name, required: false, type: String, description: SEARCH_PARAM_HELP[name] }),
    ),
  )
  search(@Query() query: Record<string, unknown>) {
    return this.properties.search(parseSearchQuery(query));
  }

  /**
   * The choices the search and the wizard offer, and the cities with open listings (counted
   * through the same short-lived cache as public searches).
   */
  @Public()
  @PublicCache('static')
  @Get('filters')
  @ApiOkResponse({ type: SearchFiltersResponse })
  async filters(): Promise<SearchFiltersResponse> {
    return {
      propertyTypes: PROPERTY_TYPES,
      statuses: PROPERTY_STATUSES,
      amenities: AMENITIES,
      powerSupply: POWER_SUPPLY_OPTIONS,
      waterSupply: WATER_SUPPLY_OPTIONS,
      sortOptions: SORT_OPTIONS,
      cities: await this.properties.cityCounts(),
    };
  }

  /** The home page's figures, from the database. */
  @Public()
  @PublicCache('static')
  @Get('stats')
  @ApiOkResponse({ type: PublicStats })
  stats(): Promise<PublicStats> {
    return this.properties.stats();
  }

  @Public()
  @PublicCache('listings')
  @Get('featured')
  featured() {
    return this.properties.featured();
  }

  @Public()
  @PublicCache('revalidate')
  @Get(':id')
  findOne(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Req() req: Request,
    @CurrentUser() user?: AuthUser,
  ) {
    return this.properties.findVisible(id, {
      user,
      ip: req.ip,
      userAgent: req.get('user-agent'),
    });
  }

  @Roles('landlord')
  @Post()
  create(@CurrentUser() user: AuthUser, @Body() dto: CreatePropertyDto) {
    return this.properties.create(user, dto);
  }

  @Roles('landlord')
  @Patch(':id')
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: UpdatePropertyDto,
  ) {
    return this.lifecycle.edit(user, id, dto);
  }

  @Roles('landlord')
  @Patch(':id/status')
  setStatus(
    @CurrentUser() user: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: UpdatePropertyStatusDto,
  ) {
    return this.lifecycle.setStatusByLandlord(user, id, dto.status);
  }

  /** Deletes the listing, or archives it when records (applications, payments…) refer to it. */
  @Roles('landlord')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string) {
    await this.lifecycle.remove(user, id);
  }
}

@ApiTags('properties')
@ApiBearerAuth()
@Controller('landlord/properties')
export class LandlordPropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Roles('landlord')
  @Get()
  list(@CurrentUser() user: AuthUser) {
    return this.properties.listForLandlord(user);
  }
}
