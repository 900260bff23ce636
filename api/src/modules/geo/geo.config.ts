import { IsIn, IsOptional, IsString, IsUrl } from 'class-validator';
import { defineConfig } from '../../config/config-area.js';

/** The local tile fixture (geo.controller.ts): plain tiles served by this server. */
export const LOCAL_TILE_URL = '/api/map/tiles/{z}/{x}/{y}.svg';
const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** Geocoding and map tiles (docs/0025-map-search.md). */
class GeoVariables {
  @IsIn(['sandbox', 'nominatim'])
  GEOCODER_VENDOR: 'sandbox' | 'nominatim' = 'sandbox';

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  GEOCODER_BASE_URL = 'https://nominatim.openstreetmap.org';

  @IsOptional()
  @IsString()
  GEOCODER_USER_AGENT?: string;

  @IsOptional()
  @IsString()
  GEOCODER_EMAIL?: string;

  @IsOptional()
  @IsString()
  MAP_TILE_URL?: string;

  @IsOptional()
  @IsString()
  MAP_TILE_ATTRIBUTION?: string;
}

export interface GeoConfig {
  geocoder: {
    vendor: 'sandbox' | 'nominatim';
    baseUrl: string;
    userAgent: string;
    email?: string;
  };
  /**
   * The map's tiles: a URL template with {z}, {x}, {y} (OpenStreetMap's in production unless
   * set; elsewhere the local fixture, so nothing is fetched from the internet), and the credit
   * the map shows.
   */
  mapTiles: { url: string; attribution: string };
}

export const geoConfig = defineConfig(GeoVariables, (vars, server): GeoConfig => {
  const url = vars.MAP_TILE_URL ?? (server.isProduction ? OSM_TILE_URL : LOCAL_TILE_URL);
  return {
    geocoder: {
      vendor: vars.GEOCODER_VENDOR,
      baseUrl: vars.GEOCODER_BASE_URL,
      userAgent: vars.GEOCODER_USER_AGENT ?? `RentNaija (${server.appUrl})`,
      email: vars.GEOCODER_EMAIL,
    },
    mapTiles: {
      url,
      attribution:
        vars.MAP_TILE_ATTRIBUTION ??
        (url === LOCAL_TILE_URL ? 'Local test tiles' : OSM_ATTRIBUTION),
    },
  };
});

/** The origin of the tiles when they come from another site (for the page's image policy). */
export const tileOrigin = (config: GeoConfig): string[] =>
  /^https?:\/\//.test(config.mapTiles.url)
    ? [new URL(config.mapTiles.url.replace(/\{[a-z]\}/g, '0')).origin]
    : [];
