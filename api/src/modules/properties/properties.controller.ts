import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  type ApiQueryOptions,
  ApiTags,
} from '@nestjs/swagger';
import {
  AMENITIES,
  BROWSE_CITIES,
  CITIES,
  MAX_PAGE_SIZE,
  MAX_RADIUS_KM,
  PAGE_SIZE,
  POWER_SUPPLY_OPTIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SORT_OPTIONS,
  WATER_SUPPLY_OPTIONS,
  WIZARD_CITIES,
} from '@rentnaija/shared';
import type { FastifyRequest } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public, Roles } from '../../common/decorators/roles.decorator.js';
import { PublicCache } from '../../common/http/cache-control.js';
import { ApiErrors, ApiList, ApiPaged } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { clientAddress, RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import {
  ListingConfirmationLinkResponseDto,
  ListingConfirmedResponseDto,
} from './dto/listing-freshness.response.js';
import { ListingFreshnessService } from './listing-freshness.service.js';
import {
  CreatePropertyDto,
  UpdatePropertyDto,
  UpdatePropertyStatusDto,
} from './dto/property.dto.js';
import { LandlordPropertiesQueryDto } from './dto/landlord-properties.query.js';
import { ListingLifecycleService } from './listing-lifecycle.service.js';
import { PublicStats, SearchFiltersResponse } from './dto/property-stats.dto.js';
import {
  DeletePropertyResponseDto,
  LandlordPropertiesResponseDto,
  PropertyCardResponseDto,
  PropertyResponseDto,
} from './dto/property.response.js';
import { PropertiesService } from './properties.service.js';
import { parseSearchQuery } from './search-query.js';

const TEXT_SEARCH_HELP =
  'Text found where words start in the title, description, location, city, state or address, ' +
  "case-insensitively: 'house' finds 'House in Yaba' and 'guest-house' but not 'penthouse'; " +
  "'ikeja' finds 'Ikeja GRA'. A phrase of several words is found as written ('ikeja gra'); " +
  'punctuation ends a word and is matched literally.';
const AMOUNT = { type: 'integer', minimum: 0, maximum: 2_147_483_647 } as const;
const ROOMS = { type: 'string', pattern: '^(\\d{1,2}\\+?|any|all)$' } as const;

const KNOWN_CITIES = [
  ...new Set([...CITIES.map((c) => c.name), ...BROWSE_CITIES, ...WIZARD_CITIES.map((c) => c.city)]),
];

/** The query parameters of the public search (search-query.ts reads and checks them). */
const SEARCH_PARAMS: ApiQueryOptions[] = [
  { name: 'query', type: String, description: TEXT_SEARCH_HELP },
  {
    name: 'location',
    type: String,
    description: `Used as the text when query is empty. ${TEXT_SEARCH_HELP}`,
  },
  {
    name: 'city',
    type: String,
    description:
      `A city. The cities we serve (${KNOWN_CITIES.join(', ')}) match exactly, however ` +
      "spaced or cased; any other text is matched as a place. 'all' or empty: any city. " +
      'GET /api/properties/filters lists the cities with open listings.',
    example: 'Lagos',
  },
  {
    name: 'state',
    type: String,
    description: "A state, matched as a place; 'all': any",
    example: 'Lagos State',
  },
  { name: 'minPrice', schema: AMOUNT, description: 'Monthly rent at least, whole naira' },
  { name: 'maxPrice', schema: AMOUNT, description: 'Monthly rent at most, whole naira' },
  {
    name: 'bedrooms',
    schema: ROOMS,
    description: "Exactly N, or 'N+' for at least N",
    example: '2+',
  },
  { name: 'bathrooms', schema: ROOMS, description: "Exactly N, or 'N+' for at least N" },
  { name: 'type', enum: ['all', ...PROPERTY_TYPES], description: 'Property type' },
  { name: 'propertyType', enum: ['all', ...PROPERTY_TYPES], description: 'Same as type' },
  {
    name: 'amenities',
    type: String,
    description: `Comma-separated; every one must be present. Of: ${AMENITIES.join(', ')}`,
  },
  {
    name: 'powerSupply',
    type: String,
    description: `Comma-separated; any may be present. Of: ${POWER_SUPPLY_OPTIONS.join(', ')}`,
  },
  { name: 'maxServiceCharge', schema: AMOUNT, description: 'Service charge at most, whole naira' },
  {
    name: 'status',
    enum: ['all', ...PROPERTY_STATUSES],
    description: "Listing status; 'available' when absent, 'all' for any",
  },
  {
    name: 'verifiedOwner',
    enum: ['true', 'false'],
    description: "'true': only listings whose owner staff verified ('Verified owner')",
  },
  {
    name: 'bbox',
    type: String,
    description:
      "west,south,east,north in degrees (GeoJSON's order): listings whose public location (rounded to about 1 km) is in the box",
    example: '3.35,6.42,3.50,6.55',
  },
  {
    name: 'near',
    type: String,
    description:
      'lat,lng in degrees: with radiusKm, listings whose public location is within radiusKm',
    example: '6.5244,3.3792',
  },
  {
    name: 'radiusKm',
    schema: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: MAX_RADIUS_KM },
    description: "Kilometres from 'near' (great-circle distance)",
  },
  {
    name: 'sortBy',
    enum: SORT_OPTIONS.map((o) => o.value),
    description: "Order of results; 'newest' when absent",
  },
  { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 } },
  {
    name: 'perPage',
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE },
  },
];

@ApiTags('properties')
@Controller('properties')
export class PropertiesController {
  constructor(
    private readonly properties: PropertiesService,
    private readonly lifecycle: ListingLifecycleService,
    private readonly freshness: ListingFreshnessService,
  ) {}

  @Public()
  @PublicCache('listings')
  @Get()
  @ApiOperation({ summary: 'Search public listings (approved, available unless asked)' })
  @applyDecorators(...SEARCH_PARAMS.map((param) => ApiQuery({ required: false, ...param })))
  @ApiPaged(PropertyCardResponseDto)
  @ApiErrors(400)
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
  @ApiOperation({
    summary: 'The choices the search and the wizard offer, and cities with open listings',
  })
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
      tenancyRules: this.properties.tenancyRules,
    };
  }

  /** The home page's figures, from the database. */
  @Public()
  @PublicCache('static')
  @Get('stats')
  @ApiOperation({ summary: "The home page's figures" })
  @ApiOkResponse({ type: PublicStats })
  stats(): Promise<PublicStats> {
    return this.properties.stats();
  }

  @Public()
  @PublicCache('listings')
  @Get('featured')
  @ApiOperation({ summary: 'The newest approved listings with photos' })
  @ApiList(PropertyCardResponseDto)
  featured() {
    return this.properties.featured();
  }

  @Public()
  @PublicCache('revalidate')
  @Get(':id')
  @ApiOperation({ summary: 'One listing (unpublished ones only to their landlord and staff)' })
  @ApiOkResponse({ type: PropertyResponseDto })
  @ApiErrors(400, 404)
  findOne(@IdParam() id: string, @Req() req: FastifyRequest, @CurrentUser() user?: AuthUser) {
    return this.properties.findVisible(id, {
      user,
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    });
  }

  @Roles('landlord')
  @Post()
  @ApiOperation({ summary: 'Create a listing (goes to review)' })
  @ApiCreatedResponse({ type: PropertyResponseDto })
  @ApiErrors(400)
  create(@CurrentUser() user: AuthUser, @Body() dto: CreatePropertyDto) {
    return this.properties.create(user, dto);
  }

  @Roles('landlord')
  @Patch(':id')
  @ApiOperation({
    summary: 'Edit own listing (material changes of an approved listing wait for review)',
  })
  @ApiOkResponse({ type: PropertyResponseDto })
  @ApiErrors(400, 404)
  update(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: UpdatePropertyDto) {
    return this.lifecycle.edit(user, id, dto);
  }

  @Roles('landlord')
  @Patch(':id/status')
  @ApiOperation({ summary: 'Set own listing available, rented or inactive' })
  @ApiOkResponse({ type: PropertyResponseDto })
  @ApiErrors(400, 404, 409)
  setStatus(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: UpdatePropertyStatusDto,
  ) {
    return this.lifecycle.setStatusByLandlord(user, id, dto.status);
  }

  @Roles('landlord')
  @PostOk(':id/confirm-available')
  @ApiOperation({
    summary:
      'Confirm own available listing is still available (it shows as confirmed today and, when hidden for want of a confirmation, returns to search)',
  })
  @ApiOkResponse({ type: ListingConfirmedResponseDto })
  @ApiErrors(400, 404, 409)
  confirmAvailable(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.freshness.confirmByLandlord(user, id);
  }

  /** Deletes the listing, or archives it when records (applications, payments…) refer to it. */
  @Roles('landlord')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete own listing (archived instead when records refer to it)' })
  @ApiOkResponse({ type: DeletePropertyResponseDto })
  @ApiErrors(400, 404, 409)
  async remove(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
  ): Promise<DeletePropertyResponseDto> {
    return { outcome: await this.lifecycle.remove(user, id) };
  }
}

@ApiTags('properties')
@Controller('landlord/properties')
export class LandlordPropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Roles('landlord')
  @Get()
  @ApiOperation({
    summary:
      "The landlord's own listings in every state, searched, filtered, ordered and paged, with counts",
  })
  @ApiOkResponse({ type: LandlordPropertiesResponseDto })
  @ApiErrors(400)
  list(@CurrentUser() user: AuthUser, @Query() query: LandlordPropertiesQueryDto) {
    return this.properties.listForLandlord(user, query);
  }
}

/** Tries on confirmation links from one address: tokens are not to be guessed. */
const CONFIRMATION_TRIES: RateRule = {
  name: 'listing-confirmations-address',
  points: 30,
  durationSeconds: 3600,
};

/** The landlord's confirmation by emailed or texted link: public, the link is the key. */
@ApiTags('properties')
@Public()
@Controller('listing-confirmations')
export class ListingConfirmationsController {
  constructor(private readonly freshness: ListingFreshnessService) {}

  @Get(':token')
  @RateLimit({ rule: CONFIRMATION_TRIES, by: clientAddress })
  @ApiOperation({
    summary: 'The listing an emailed confirmation link confirms, and where it stands',
  })
  @ApiOkResponse({ type: ListingConfirmationLinkResponseDto })
  @ApiErrors(400, 404, 410)
  view(@Param('token') token: string) {
    return this.freshness.viewLink(token);
  }

  @PostOk(':token')
  @RateLimit({ rule: CONFIRMATION_TRIES, by: clientAddress })
  @ApiOperation({
    summary:
      'Confirm the listing is still available through an emailed or texted link, without signing in; the link works once',
  })
  @ApiOkResponse({ type: ListingConfirmedResponseDto })
  @ApiErrors(404, 409, 410)
  confirm(@Param('token') token: string) {
    return this.freshness.confirmByLink(token);
  }
}
