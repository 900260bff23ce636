import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { GeoController } from './geo.controller.js';
import { Geocoder } from './geocoder.js';
import { NominatimGeocoder } from './nominatim-geocoder.js';
import { SandboxGeocoder } from './sandbox-geocoder.js';

/** The geocoder the settings name: the offline sandbox (default) or a Nominatim-compatible one. */
export function createGeocoder(config: AppConfig): Geocoder {
  const g = config.geocoder;
  if (g.vendor === 'nominatim') {
    return new NominatimGeocoder({ baseUrl: g.baseUrl, userAgent: g.userAgent, email: g.email });
  }
  return new SandboxGeocoder();
}

@Module({
  controllers: [GeoController],
  providers: [{ provide: Geocoder, inject: [APP_CONFIG], useFactory: createGeocoder }],
})
export class GeoModule {}
