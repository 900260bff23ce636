import { ApiProperty } from '@nestjs/swagger';
import {
  AMENITIES,
  POWER_SUPPLY_OPTIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  WATER_SUPPLY_OPTIONS,
} from '@rentnaija/shared';

/** Counts of the listings visitors can open now (approved and available). */
export class PublicStats {
  @ApiProperty({ description: 'Open listings' })
  listings: number;

  @ApiProperty({ description: 'Cities with at least one open listing' })
  cities: number;

  @ApiProperty({ description: 'Landlords with at least one open listing' })
  landlords: number;

  @ApiProperty({ description: 'Open listings created in the last 7 days' })
  newThisWeek: number;
}

export class CityCount {
  @ApiProperty({ example: 'Lagos' })
  name: string;

  @ApiProperty({ description: 'Open listings in the city' })
  count: number;
}

class SortChoice {
  @ApiProperty()
  value: string;

  @ApiProperty()
  label: string;
}

/** The choices the search and the wizard offer, and the cities that have open listings. */
/** The tenancy rules the API enforces on a listing's money (settings; Lagos law by default). */
export class TenancyRulesDto {
  @ApiProperty({ description: 'Rent a landlord may ask for in advance, in months', example: 12 })
  maxAdvanceMonths: number;

  @ApiProperty({ description: "The agency fee's cap, percent of a year's rent", example: 10 })
  maxAgencyFeePercent: number;
}

export class SearchFiltersResponse {
  @ApiProperty({ enum: PROPERTY_TYPES, isArray: true })
  propertyTypes: readonly string[];

  @ApiProperty({ enum: PROPERTY_STATUSES, isArray: true })
  statuses: readonly string[];

  @ApiProperty({ enum: AMENITIES, isArray: true })
  amenities: readonly string[];

  @ApiProperty({ enum: POWER_SUPPLY_OPTIONS, isArray: true })
  powerSupply: readonly string[];

  @ApiProperty({ enum: WATER_SUPPLY_OPTIONS, isArray: true })
  waterSupply: readonly string[];

  @ApiProperty({ type: [SortChoice] })
  sortOptions: readonly SortChoice[];

  @ApiProperty({ type: [CityCount], description: 'Only cities with open listings, most first' })
  cities: CityCount[];

  @ApiProperty({ type: TenancyRulesDto })
  tenancyRules: TenancyRulesDto;
}
