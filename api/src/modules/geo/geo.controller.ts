import { Controller, Get, Inject, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public, Roles } from '../../common/decorators/roles.decorator.js';
import { DomainException, notFound } from '../../common/exceptions/domain.exception.js';
import { PublicCache } from '../../common/http/cache-control.js';
import { ApiErrors, ApiFile, ApiList } from '../../common/http/openapi.js';
import { RateLimit, userOrAddress } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { searchPlaces } from './gazetteer.js';
import {
  GeocodeQueryDto,
  GeocodeResponseDto,
  MapSettingsResponseDto,
  PlaceResponseDto,
  PlacesQueryDto,
} from './geo.dto.js';
import { Geocoder, GeocoderUnavailableError } from './geocoder.js';
import { fixtureTile } from './map-tile.js';

/**
 * Pins a landlord may ask the geocoder for in an hour: a wizard asks once per address typed, and
 * a Nominatim-compatible service allows about one request a second for the whole app.
 */
const GEOCODES: RateRule = { name: 'geocode', points: 60, durationSeconds: 3600 };

@ApiTags('geo')
@Controller()
export class GeoController {
  constructor(
    private readonly geocoder: Geocoder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The wizard's pin: where the geocoder puts the address; the landlord then drags it. */
  @Roles('landlord')
  @RateLimit({ rule: GEOCODES, by: userOrAddress })
  @Get('geo/geocode')
  @ApiOperation({ summary: "Where an address is, for the listing wizard's pin" })
  @ApiOkResponse({ type: GeocodeResponseDto })
  @ApiErrors(400, 404, 429, 503)
  async geocode(@Query() query: GeocodeQueryDto): Promise<GeocodeResponseDto> {
    try {
      const found = await this.geocoder.geocode(query);
      if (!found) throw notFound('That address could not be found on the map', 'ADDRESS_NOT_FOUND');
      return { ...found, vendor: this.geocoder.vendor };
    } catch (error) {
      if (!(error instanceof GeocoderUnavailableError)) throw error;
      throw new DomainException(
        503,
        'GEOCODER_UNAVAILABLE',
        'The map search is not answering now: place the pin by hand',
        undefined,
        30,
      );
    }
  }

  /** Neighbourhoods and cities by name, for 'within N km of' a place. */
  @Public()
  @PublicCache('static')
  @Get('geo/places')
  @ApiOperation({ summary: "Neighbourhoods of the listing cities by name ('within N km of')" })
  @ApiList(PlaceResponseDto)
  @ApiErrors(400)
  places(@Query() query: PlacesQueryDto): PlaceResponseDto[] {
    return searchPlaces(query.query)
      .filter((p) => !query.city || p.city.toLowerCase() === query.city.toLowerCase())
      .map(({ name, city, state, lat, lng }) => ({ name, city, state, lat, lng }));
  }

  @Public()
  @PublicCache('static')
  @Get('map/settings')
  @ApiOperation({ summary: "The map's tiles and their credit" })
  @ApiOkResponse({ type: MapSettingsResponseDto })
  mapSettings(): MapSettingsResponseDto {
    return { tileUrl: this.config.mapTiles.url, attribution: this.config.mapTiles.attribution };
  }

  /** The local tile fixture (used when MAP_TILE_URL points here: the default run and tests). */
  @Public()
  @PublicCache('static')
  @Get('map/tiles/:z/:x/:y.svg')
  @ApiOperation({ summary: 'A plain offline map tile (the local fixture)' })
  @ApiFile('image/svg+xml', 'An SVG tile')
  @ApiErrors(400, 404)
  tile(
    @Param('z', ParseIntPipe) z: number,
    @Param('x', ParseIntPipe) x: number,
    @Param('y', ParseIntPipe) y: number,
    @Query('theme') theme: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): string {
    const size = 2 ** Math.min(Math.max(z, 0), 30);
    if (z < 0 || z > 22 || x < 0 || y < 0 || x >= size || y >= size) {
      throw new DomainException(400, 'BAD_TILE', 'No such tile', [
        { field: 'z', message: 'z must be 0 to 22, x and y 0 to 2^z - 1' },
      ]);
    }
    res.header('Content-Type', 'image/svg+xml');
    return fixtureTile(z, x, y, theme === 'dark');
  }
}
