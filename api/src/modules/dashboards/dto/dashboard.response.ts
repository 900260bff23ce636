import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYTICS_PERIODS,
  APPLICATION_STATUSES,
  type AnalyticsPeriod,
  type AnalyticsPropertyFigures,
  type ApplicationStatus,
  type DateRange,
  type FigureDefinitions,
  type FigureTrend,
  KYC_STATUSES,
  type KycStatus,
  type LandlordAnalyticsDto,
  type LandlordDashboardDto,
  type LandlordTenantDto,
  type PropertyStatus,
  type TenantDashboardDto,
  type TenantRecentApplicationDto,
  type UpcomingViewingDto,
  VIEWING_STATUSES,
  VIEWING_TYPES,
  type ViewingStatus,
  type ViewingType,
} from '@rentnaija/shared';
import { IsIn } from 'class-validator';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { Optional } from '../../../common/http/validators.js';
import { NotificationResponseDto } from '../../../platform/notifications/dto/notification.response.js';
import { ListingWithRentDto } from '../../properties/dto/listing-summary.response.js';

export class AnalyticsQueryDto {
  @ApiPropertyOptional({
    enum: ANALYTICS_PERIODS,
    default: 'month',
    description:
      'week: the last 7 days; month, 3months, year: since the day after the same date 1, 3 or ' +
      '12 months ago. Today is included; days are West Africa Time.',
  })
  @Optional()
  @IsIn(ANALYTICS_PERIODS, { message: `period must be one of ${ANALYTICS_PERIODS.join(', ')}` })
  period?: AnalyticsPeriod;
}

export class FigureDefinitionsDto implements FigureDefinitions {
  @ApiProperty() listings: string;
  @ApiProperty() activeListings: string;
  @ApiProperty() views: string;
  @ApiProperty() enquiries: string;
  @ApiProperty() occupancy: string;
  @ApiProperty() revenue: string;
  @ApiProperty() rentReceived: string;
  @ApiProperty() depositsHeld: string;
  @ApiProperty() pendingApplications: string;
  @ApiProperty() totalSpent: string;
}

export class DateRangeDto implements DateRange {
  @ApiProperty({ example: '2026-10-25', description: 'First day, WAT (YYYY-MM-DD)' })
  from: string;

  @ApiProperty({ example: '2026-11-24', description: 'Last day, included, WAT' })
  to: string;
}

export class FigureTrendDto implements FigureTrend {
  @ApiProperty({ description: 'The figure in the previous period (or at its end, for stocks)' })
  previous: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "Whole percent (unit 'percent') or percentage points ('points'); null when the previous is 0 and this is not: 'New'",
  })
  change: number | null;

  @ApiProperty({ enum: ['percent', 'points'] })
  unit: 'percent' | 'points';
}

export class UpcomingViewingResponseDto implements UpcomingViewingDto {
  @ApiUuid() id: string;
  @ApiUuid() propertyId: string;
  @ApiProperty() propertyTitle: string;
  @ApiProperty({ example: '2026-11-28' }) date: string;
  @ApiProperty({ example: '11:00' }) time: string;
  @ApiProperty({ enum: VIEWING_TYPES }) type: ViewingType;
  @ApiProperty({ enum: VIEWING_STATUSES }) status: ViewingStatus;

  @ApiProperty({ description: "The landlord's name (tenant's dashboard) or the visitor's" })
  withName: string;
}

// ---- tenant ------------------------------------------------------------------------------

class TenantStatsDto {
  @ApiProperty({ description: 'Saved listings (as the saved list shows them)' }) saved: number;
  @ApiProperty() applications: number;
  @ApiProperty() approved: number;
  @ApiProperty({ enum: KYC_STATUSES }) kycStatus: KycStatus;

  @ApiProperty({ description: 'Completed payments minus processed refunds, whole naira' })
  totalSpent: number;
}

export class TenantRecentApplicationResponseDto implements TenantRecentApplicationDto {
  @ApiUuid() id: string;
  @ApiProperty({ enum: APPLICATION_STATUSES }) status: ApplicationStatus;
  @ApiTimestamp() createdAt: string;
  @ApiProperty({ type: ListingWithRentDto }) property: ListingWithRentDto;
}

export class TenantDashboardResponseDto implements TenantDashboardDto {
  @ApiProperty({ type: TenantStatsDto }) stats: TenantStatsDto;

  @ApiProperty({ type: [NotificationResponseDto], description: 'The latest 5 notifications' })
  recentActivity: NotificationResponseDto[];

  @ApiProperty({ type: [TenantRecentApplicationResponseDto], description: 'The latest 5' })
  recentApplications: TenantRecentApplicationResponseDto[];

  @ApiProperty({
    type: [UpcomingViewingResponseDto],
    description: 'Pending or confirmed, soonest first, at most 5',
  })
  upcomingViewings: UpcomingViewingResponseDto[];

  @ApiProperty({ type: FigureDefinitionsDto }) definitions: FigureDefinitionsDto;
}

// ---- landlord ----------------------------------------------------------------------------

class LandlordStatsDto {
  @ApiProperty() listings: number;
  @ApiProperty() active: number;
  @ApiProperty() pendingApplications: number;
  @ApiProperty({
    description:
      'Rent and fees released to the landlord in the current WAT month, from the ledger (as the analytics count rent received), whole naira',
  })
  rentReceivedThisMonth: number;
  @ApiProperty({ description: 'Views in the current WAT month' }) visitorsThisMonth: number;
}

class ListingsByStatusDto implements Record<PropertyStatus, number> {
  @ApiProperty() available: number;
  @ApiProperty() under_contract: number;
  @ApiProperty() rented: number;
  @ApiProperty() inactive: number;
}

export class LandlordTenantResponseDto implements LandlordTenantDto {
  @ApiUuid() applicationId: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() occupation: string;
  @ApiUuid() propertyId: string;
  @ApiProperty() propertyTitle: string;
  @ApiTimestamp({ nullable: true }) approvedAt: string | null;
  @ApiProperty({ description: 'The move-in payment was verified' }) paid: boolean;
}

export class LandlordDashboardResponseDto implements LandlordDashboardDto {
  @ApiProperty({ type: LandlordStatsDto }) stats: LandlordStatsDto;
  @ApiProperty({ type: DateRangeDto }) month: DateRangeDto;
  @ApiProperty({ type: ListingsByStatusDto }) listingsByStatus: ListingsByStatusDto;
  @ApiProperty({ type: [NotificationResponseDto] }) recentActivity: NotificationResponseDto[];
  @ApiProperty({ type: [UpcomingViewingResponseDto] })
  upcomingViewings: UpcomingViewingResponseDto[];

  @ApiProperty({
    type: [LandlordTenantResponseDto],
    description: 'Approved applicants, at most 100',
  })
  tenants: LandlordTenantResponseDto[];

  @ApiProperty({ type: FigureDefinitionsDto }) definitions: FigureDefinitionsDto;
}

// ---- analytics ---------------------------------------------------------------------------

class CountCardDto {
  @ApiProperty() value: number;
  @ApiProperty({ type: FigureTrendDto }) trend: FigureTrendDto;
}

class PropertiesCardDto extends CountCardDto {
  @ApiProperty({ description: 'Approved and available' }) active: number;
}

class OccupancyCardDto extends CountCardDto {
  @ApiProperty({ description: 'Listings under contract or rented' }) occupied: number;
  @ApiProperty({ description: 'Approved, not archived listings' }) eligible: number;
}

class DepositsCardDto {
  @ApiProperty({ description: 'Caution deposits held now, whole naira' }) value: number;
  @ApiProperty({ description: 'Tenancies whose deposit is held' }) tenancies: number;
}

class AnalyticsCardsDto {
  @ApiProperty({ type: PropertiesCardDto }) totalProperties: PropertiesCardDto;
  @ApiProperty({ type: CountCardDto }) totalViews: CountCardDto;
  @ApiProperty({ type: CountCardDto, description: 'Rent released to the landlord in the period' })
  rentReceived: CountCardDto;
  @ApiProperty({ type: DepositsCardDto }) depositsHeld: DepositsCardDto;
  @ApiProperty({ type: OccupancyCardDto }) occupancyRate: OccupancyCardDto;
}

class MonthRentDto {
  @ApiProperty({ example: '2026-11' }) month: string;
  @ApiProperty() rentReceived: number;
}

class PropertyViewsDto {
  @ApiUuid() propertyId: string;
  @ApiProperty() title: string;
  @ApiProperty() views: number;
}

class ViewsByPropertyDto {
  @ApiProperty({ type: [PropertyViewsDto], description: 'The 6 most viewed, most views first' })
  top: PropertyViewsDto[];
  @ApiProperty({ description: 'Listings not shown' }) others: number;
  @ApiProperty({ description: 'Views of the listings not shown' }) otherViews: number;
}

export class AnalyticsPropertyFiguresDto implements AnalyticsPropertyFigures {
  @ApiUuid() propertyId: string;
  @ApiProperty() title: string;
  @ApiProperty() location: string;
  @ApiProperty() views: number;
  @ApiProperty() enquiries: number;
  @ApiProperty() rentReceived: number;
}

export class LandlordAnalyticsResponseDto implements LandlordAnalyticsDto {
  @ApiProperty({ enum: ANALYTICS_PERIODS }) period: AnalyticsPeriod;
  @ApiProperty({ type: DateRangeDto }) range: DateRangeDto;
  @ApiProperty({ type: DateRangeDto }) previousRange: DateRangeDto;
  @ApiProperty({ description: 'Days in the period' }) days: number;
  @ApiProperty({ type: AnalyticsCardsDto }) cards: AnalyticsCardsDto;

  @ApiProperty({ type: [MonthRentDto], description: 'The last 6 WAT months, oldest first' })
  rentByMonth: MonthRentDto[];

  @ApiProperty({ type: ViewsByPropertyDto })
  viewsByProperty: ViewsByPropertyDto;

  @ApiProperty({ type: [AnalyticsPropertyFiguresDto], description: 'At most 5' })
  topProperties: AnalyticsPropertyFiguresDto[];

  @ApiProperty({ description: "False: the landlord has no listings ('No Analytics Data')" })
  hasData: boolean;

  @ApiProperty({ type: FigureDefinitionsDto }) definitions: FigureDefinitionsDto;
}
