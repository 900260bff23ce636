import { ApiProperty } from '@nestjs/swagger';
import { LISTING_LIMITS, WIZARD_CITIES, WIZARD_STATES } from '@rentnaija/shared';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { Optional } from '../../common/http/validators.js';

export class GeocodeQueryDto {
  @ApiProperty({ example: '12 Admiralty Way, Lekki Phase 1' })
  @MaxLength(LISTING_LIMITS.address)
  @MinLength(3, { message: 'address must be at least 3 characters' })
  @IsString()
  address: string;

  @ApiProperty({ enum: WIZARD_CITIES.map((c) => c.city) })
  @IsIn(WIZARD_CITIES.map((c) => c.city), { message: 'city must be one of the listing cities' })
  city: string;

  @ApiProperty({ enum: WIZARD_STATES })
  @IsIn(WIZARD_STATES, { message: 'state must be one of the listing states' })
  state: string;
}

export class GeocodeResponseDto {
  @ApiProperty({ example: 6.4478 })
  latitude: number;

  @ApiProperty({ example: 3.4723 })
  longitude: number;

  @ApiProperty({
    enum: ['address', 'neighbourhood', 'city'],
    description: "How closely the address was found; 'city': only its city, place the pin by hand",
  })
  precision: 'address' | 'neighbourhood' | 'city';

  @ApiProperty({ example: 'Lekki Phase 1, Lagos' })
  label: string;

  @ApiProperty({ description: "The geocoder's name; 'sandbox' for the offline gazetteer" })
  vendor: string;
}

export class PlacesQueryDto {
  @ApiProperty({ description: 'The start of a neighbourhood or city name', example: 'lek' })
  @MaxLength(60)
  @IsString()
  query: string;

  @ApiProperty({ required: false, description: 'Only places of this city' })
  @Optional()
  @MaxLength(60)
  @IsString()
  city?: string;
}

export class PlaceResponseDto {
  @ApiProperty({ example: 'Lekki Phase 1' })
  name: string;

  @ApiProperty({ example: 'Lagos' })
  city: string;

  @ApiProperty({ example: 'Lagos State' })
  state: string;

  @ApiProperty({ example: 6.4478 })
  lat: number;

  @ApiProperty({ example: 3.4723 })
  lng: number;
}

export class MapSettingsResponseDto {
  @ApiProperty({
    description: 'Tile URL template with {z}, {x}, {y}',
    example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  })
  tileUrl: string;

  @ApiProperty({ example: '© OpenStreetMap contributors' })
  attribution: string;
}
